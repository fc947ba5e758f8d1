import type { RemoteConfig } from '@companion/shared-state';
import { runtimeConfigSchema } from '@companion/shared-state/host';
import { pickRemote, type PickedRemote } from './pickVersion';
import { playerKey } from './playerKey';
import { useLoadedRemotes } from './loadedRemotes';

/** Where each remote lives, as the runtime config said when it was last read. */
let remotes: Record<string, RemoteConfig> = {};
/** The tabs the config lets run without hashes: dev servers on this machine (docs/deploying.md). */
let devUnverified = new Set<string>();

/** The build of `name` this player (the signed-in wallet unless given) gets under the config as last read. */
export function pickFor(name: string, player = playerKey()): PickedRemote {
  const remote = remotes[name];
  if (!remote) throw new Error(`No address is configured for the ${name} tab`);
  return pickRemote(name, remote, player);
}

export function remoteNames(): string[] {
  return Object.keys(remotes);
}

/**
 * Whether a tab may run without hashes: the config names it in `devUnverifiedRemotes`, which its schema allows
 * only for a dev server on this machine on localnet.
 */
export function isDevUnverified(name: string): boolean {
  return devUnverified.has(name);
}

/**
 * Takes the remotes of a config read now (docs/deploying.md): a tab not opened yet will load what it names; a
 * tab already running keeps its build and is marked outdated when the config names another one for this player.
 */
export function setRemotes(config: Record<string, RemoteConfig>, unverified: readonly string[] = []): void {
  remotes = { ...config };
  devUnverified = new Set(unverified);
  const { loaded } = useLoadedRemotes.getState();
  const outdated: Record<string, boolean> = {};
  for (const [name, running] of Object.entries(loaded)) {
    if (config[name] && pickFor(name).entry !== running.entry) outdated[name] = true;
  }
  useLoadedRemotes.setState({ outdated });
}

let reading: Promise<void> | null = null;

/**
 * Re-reads config.json's remotes (one read at a time, shared by whoever asks meanwhile). A failed or invalid
 * read keeps what the app has: the next one may work.
 */
export function refreshRemotes(url = '/config.json', fetchImpl: typeof fetch = fetch): Promise<void> {
  reading ??= (async () => {
    try {
      // Revalidated, not fetched whole: unchanged, the answer is a 304 with no body (docs/performance.md).
      const response = await fetchImpl(url, { cache: 'no-cache' });
      if (!response.ok) return;
      const parsed = runtimeConfigSchema.safeParse(await response.json());
      if (parsed.success) setRemotes(parsed.data.remotes, parsed.data.devUnverifiedRemotes);
    } catch {
      // Offline or a half-written file: the tabs keep the versions they were given.
    } finally {
      reading = null;
    }
  })();
  return reading;
}
