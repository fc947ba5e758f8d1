import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { CONTRACT_VERSION, type RemoteConfig } from '@companion/shared-state';
import { checkContract } from '@companion/shared-state/host';
import { pickRemote } from './pickVersion';
import { playerKey } from './playerKey';
import { fetchRemoteBuild } from './remoteBuild';
import { IncompatibleTabError } from './IncompatibleTabError';
import { useLoadedRemotes } from './loadedRemotes';
import { preloadScript } from './preloadScript';

type RemoteApp = { default: ComponentType };

let remotes: Record<string, RemoteConfig> = {};
/** The entry the federation runtime holds for each remote. */
const registered = new Map<string, string>();

function register(name: string, entry: string, force: boolean): void {
  registerRemotes([{ name, entry }], { force });
  registered.set(name, entry);
}

/**
 * Tells the federation runtime where each tab lives, as picked for whoever is here now. Nothing is fetched
 * here: a remote's entry is requested by the first loadRemoteApp() call for it, i.e. when its tab is opened.
 */
export function registerTabRemotes(config: Record<string, RemoteConfig>): void {
  remotes = { ...config };
  for (const [name, remote] of Object.entries(config)) {
    register(name, pickRemote(name, remote, playerKey()).entry, false);
  }
}

/**
 * The runtime config changed while the app runs (docs/deploying.md): a tab not opened yet will load what it
 * names now; a tab already running keeps its build and is marked outdated, so it can offer a reload.
 */
export function updateTabRemotes(config: Record<string, RemoteConfig>): void {
  remotes = { ...config };
  const { loaded } = useLoadedRemotes.getState();
  const outdated: Record<string, boolean> = {};
  for (const [name, running] of Object.entries(loaded)) {
    const remote = config[name];
    if (remote && pickRemote(name, remote, playerKey()).entry !== running.entry) outdated[name] = true;
  }
  useLoadedRemotes.setState({ outdated });
}

/**
 * Picks the build of the remote for this player (the wallet once signed in), checks from its manifest that it
 * was built against a contract this shell provides (docs/contract.md, "Versions"), and only then runs it.
 */
export async function loadRemoteApp(name: string): Promise<RemoteApp> {
  const remote = remotes[name];
  if (!remote) throw new Error(`No address is configured for the ${name} tab`);
  const picked = pickRemote(name, remote, playerKey());
  if (registered.get(name) !== picked.entry) register(name, picked.entry, true);
  // The entry downloads while the manifest is checked, so the check costs no round trip of its own.
  preloadScript(picked.entry);
  const build = await fetchRemoteBuild(picked.entry);
  const check = checkContract(build.contract, CONTRACT_VERSION);
  if (!check.ok) throw new IncompatibleTabError(name, build.contract, CONTRACT_VERSION, check.message);
  const module = await loadRemote<RemoteApp>(`${name}/App`);
  if (!module?.default) throw new Error(`The ${name} tab did not expose an App component`);
  const running = {
    ...build,
    entry: picked.entry,
    origin: new URL(picked.entry).origin,
    canary: picked.canary,
  };
  useLoadedRemotes.setState((s) => ({ loaded: { ...s.loaded, [name]: running } }));
  return module;
}

/** Forgets a failed remote so the next load fetches its entry again (used by Retry). */
export function resetRemote(name: string): void {
  const remote = remotes[name];
  if (remote) register(name, pickRemote(name, remote, playerKey()).entry, true);
}
