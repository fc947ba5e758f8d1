import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { CONTRACT_VERSION, afterNextPaint, type RemoteConfig } from '@companion/shared-state';
import { checkContract } from '@companion/shared-state/host';
import type { PickedRemote } from './pickVersion';
import { pickFor, refreshRemotes, remoteNames, setRemotes } from './remoteConfig';
import { fetchRemoteManifest, type RemoteBuild } from './remoteBuild';
import { IncompatibleTabError } from './IncompatibleTabError';
import { useLoadedRemotes } from './loadedRemotes';
import { preloadFile } from './preloadFile';
import { predictedAppFiles } from './predictedAppFiles';
import { playerKey } from './playerKey';
import { startHostRuntime } from './hostRuntime';
import { CONTAINER_RUNTIME_VERSION } from './containerRuntimeVersion';
import { prefetchShared } from './sharedModules';

export type RemoteApp = { default: ComponentType };

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
  startHostRuntime();
  setRemotes(config);
  for (const name of remoteNames()) register(name, pickFor(name).entry, false);
}

/** A build that passed the contract check, with the singletons it takes from the shell. */
interface PreparedBuild {
  build: RemoteBuild;
  shared: readonly string[];
}

/**
 * Downloads, at once, the picked build's manifest, its entry and the files of its App where its build puts them
 * (./predictedAppFiles.ts): one round trip instead of two (docs/performance.md, "Tabs load on intent"). The
 * manifest is asked for first, as it gates the run; the runtime is pointed at the build once the requests are
 * out. A download is not a run: the entry and the App's files are preloads (./preloadFile.ts), and nothing of
 * the tab runs before loadRemote(), which waits for the manifest to show a contract and a federation runtime
 * this shell provides (docs/contract.md, "Versions"). A refused build has had those files downloaded, never
 * run. The manifest's own list stays the source of truth: files it names that were not predicted (a build
 * named otherwise) are fetched once it has passed the check.
 */
function prepare(name: string, picked: PickedRemote): Promise<PreparedBuild> {
  const manifest = fetchRemoteManifest(picked.entry);
  preloadFile(picked.entry);
  for (const file of predictedAppFiles(picked.entry)) preloadFile(file);
  if (registered.get(name) !== picked.entry) register(name, picked.entry, true);
  return manifest.then(({ build, appFiles, shared }) => {
    const check = checkContract(build.contract, CONTRACT_VERSION);
    if (!check.ok) throw new IncompatibleTabError(name, build.contract, CONTRACT_VERSION, check.message);
    // An entry that runs on the shell's bundler runtime (./containerRuntime.ts) must find the version it was
    // built for; one that carries its own (null) needs nothing of it.
    if (build.federationRuntime !== null && build.federationRuntime !== CONTAINER_RUNTIME_VERSION) {
      throw new IncompatibleTabError(
        name,
        build.federationRuntime,
        CONTAINER_RUNTIME_VERSION,
        'built for another federation runtime',
        'federation runtime',
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
 * unless it changed. `player` is whoever the version is picked for: the signed-in wallet unless given.
 */
export async function loadRemoteApp(name: string, player = playerKey()): Promise<RemoteApp> {
  let picked = pickFor(name, player);
  let build = prepare(name, picked);
  await refreshRemotes();
  const now = pickFor(name, player);
  if (now.entry !== picked.entry) {
    build.catch(() => undefined); // a build nobody will run
    picked = now;
    build = prepare(name, picked);
  }
  const { build: info, shared } = await build;
  const module = await loadRemote<RemoteApp>(`${name}/App`);
  if (!module?.default) throw new Error(`The ${name} tab did not expose an App component`);
  // The singletons the shell provides lazily (spl-token, for the tabs that send tokens) are needed only once
  // the player acts: fetched after the tab's first frame, they take no bandwidth from its files and no time
  // from its first render (docs/performance.md, "Tabs load on intent").
  afterNextPaint(() => prefetchShared(shared));
  const running = {
    ...info,
    entry: picked.entry,
    origin: new URL(picked.entry).origin,
    canary: picked.canary,
  };
  useLoadedRemotes.setState((s) => ({ loaded: { ...s.loaded, [name]: running } }));
  return module;
}

/** Forgets a failed remote so the next load fetches its entry again (used by Retry). */
export function resetRemote(name: string): void {
  if (remoteNames().includes(name)) register(name, pickFor(name).entry, true);
}
