import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { afterNextPaint, type RemoteConfig } from '@companion/shared-state';
import type { PickedRemote } from './pickVersion';
import { isDevUnverified, pickFor, refreshRemotes, remoteNames, setRemotes } from './remoteConfig';
import type { RemoteBuild } from './remoteBuild';
import { takeDownload } from './buildDownload';
import { IncompatibleTabError } from './IncompatibleTabError';
import { RefusedTabError } from './RefusedTabError';
import { explainFailure, failureExplained, forgetRefusal } from './remoteIntegrity';
import { useLoadedRemotes } from './loadedRemotes';
import { preloadFile } from './preloadFile';
import { playerKey } from './playerKey';
import { startHostRuntime } from './hostRuntime';
import { refusalOf } from './checkBuild';
import { providedVersions } from './providedVersions';
import { prefetchShared, sharesWalletLayer } from './sharedModules';
import { loadWalletLayer } from '../boot/walletLayer';
import { reportTabLoadFailed, reportTabLoaded } from './tabOutcomes';

export type RemoteApp = { default: ComponentType };

export interface TabLoadOptions {
  /** The load starts as the app takes the runtime config (a stored session's landing tab): no second read. */
  configJustTaken?: boolean;
}

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
export function registerTabRemotes(
  config: Record<string, RemoteConfig>,
  devUnverifiedRemotes: readonly string[] = [],
): void {
  startHostRuntime();
  setRemotes(config, devUnverifiedRemotes);
  for (const name of remoteNames()) register(name, pickFor(name).entry, false);
}

/** A build that passed the contract check, with the singletons it takes from the shell. */
interface PreparedBuild {
  build: RemoteBuild;
  shared: readonly string[];
}

/**
 * Downloads the picked build (./buildDownload.ts: its manifest, entry and App's files at once, each by its
 * recorded hash; a sign-in may have started it already) and points the runtime at it once the requests are
 * out. Nothing of the tab runs before loadRemote(), which waits for the manifest to show a contract, a tab kit
 * and a federation runtime this shell provides (docs/contract.md, "Versions"). A refused build has had those
 * files downloaded, never run. The manifest's own list stays the source of truth: files it names that were not
 * predicted (a build named otherwise) are fetched once it has passed the check.
 */
function prepare(name: string, picked: PickedRemote): Promise<PreparedBuild> {
  const manifest = takeDownload(name, picked, isDevUnverified(name));
  if (registered.get(name) !== picked.entry) register(name, picked.entry, true);
  return manifest.then(({ build, appFiles, shared, required }) => {
    // The contract, the tab kit, the federation runtime and the strict singletons' versions, by the rules
    // `pnpm deploy:remote --against` holds a build to before it is published (./checkBuild.ts).
    const refusal = refusalOf(build, required, providedVersions());
    if (refusal) {
      throw new IncompatibleTabError(
        name,
        refusal.builtFor,
        refusal.provided,
        refusal.message,
        refusal.against,
      );
    }
    for (const file of appFiles) preloadFile(file);
    return { build, shared };
  });
}

/**
 * A tab's first open in this page: the runtime config as it is now picks the build for this player (the wallet
 * once signed in), its manifest must show a contract this shell provides (docs/contract.md, "Versions"), and
 * only then does any of its code run. The config is re-read beside the tab's own requests, so it costs no wait
 * unless it changed, except for a load the app starts as it takes the config (`configJustTaken`). `player` is
 * whoever the version is picked for: the signed-in wallet unless given.
 */
export async function loadRemoteApp(
  name: string,
  player = playerKey(),
  { configJustTaken = false }: TabLoadOptions = {},
): Promise<RemoteApp> {
  try {
    return await loadPicked(name, player, configJustTaken);
  } catch (caught) {
    const error = await failureOf(name, player, caught);
    // Per deployed version, for the canary's figures (./tabReports.ts).
    if (remoteNames().includes(name)) reportTabLoadFailed(name, pickFor(name, player), error);
    throw error;
  }
}

/** What a failed load says: a file refused by its hash fails as a download does (./remoteIntegrity.ts). */
async function failureOf(name: string, player: string, error: unknown): Promise<unknown> {
  if (error instanceof IncompatibleTabError || error instanceof RefusedTabError) return error;
  // The entry is checked here too: which of the runtime's, the preload's and the script's error events
  // comes first is the browser's choice, and the runtime may report the failure before any of them.
  await explainFailure(pickFor(name, player).entry);
  const refused = await failureExplained(name);
  if (refused) return new RefusedTabError(name, refused.url, refused.reason);
  return error;
}

/** Whether two picks are the same build with the same recorded hashes. */
const samePick = (a: PickedRemote, b: PickedRemote) =>
  a.entry === b.entry && JSON.stringify(a.files) === JSON.stringify(b.files);

async function loadPicked(name: string, player: string, configJustTaken: boolean): Promise<RemoteApp> {
  let picked = pickFor(name, player);
  let build = prepare(name, picked);
  // Its failure is met below, once the config has been read again; until then it is nobody's to report.
  build.catch(() => undefined);
  // A config taken moments ago is not read again: with the tab's files cached for good (a published version,
  // docs/deploying.md) that second read would be all the load waits for.
  if (!configJustTaken) {
    await refreshRemotes();
    const now = pickFor(name, player);
    if (!samePick(now, picked)) {
      picked = now;
      build = prepare(name, picked);
    }
  }
  const { build: info, shared } = await build;
  // A tab that moves value needs the wallet layer: fetched beside its files, and its App rendered inside the
  // wallet's contexts. A tab that does not (home, raffles) runs without it (docs/performance.md).
  const walletLayer = sharesWalletLayer(shared) ? loadWalletLayer() : null;
  walletLayer?.catch(() => undefined); // met below, after the tab's own files
  const module = await loadRemote<RemoteApp>(`${name}/App`);
  if (!module?.default) throw new Error(`The ${name} tab did not expose an App component`);
  // A style sheet whose preload was refused may still count as loaded for the tab's chunk loader (it finds a
  // <link> with that address in the page, the one that takes the failed preload: ./preloadFile.ts). The App
  // renders only once every check of its files has said none was refused.
  const refused = await failureExplained(name);
  if (refused) throw new RefusedTabError(name, refused.url, refused.reason);
  // The singletons the shell provides lazily (spl-token, for the tabs that send tokens) are needed only once
  // the player acts: fetched after the tab's first frame, they take no bandwidth from its files and no time
  // from its first render (docs/performance.md, "Tabs load on intent").
  afterNextPaint(() => prefetchShared(shared));
  const running = {
    ...info,
    entry: picked.entry,
    origin: new URL(picked.entry).origin,
    deployedVersion: picked.version,
    canary: picked.canary,
  };
  const app = walletLayer ? (await walletLayer).withWalletContexts(module.default) : module.default;
  useLoadedRemotes.setState((s) => ({ loaded: { ...s.loaded, [name]: running } }));
  reportTabLoaded(name, picked);
  return { ...module, default: app };
}

/** Forgets a failed remote so the next load fetches its entry again (used by Retry). */
export function resetRemote(name: string): void {
  forgetRefusal(name);
  if (remoteNames().includes(name)) register(name, pickFor(name).entry, true);
}
