import type { PickedRemote } from './pickVersion';
import { fetchRemoteManifest, manifestUrlOf, type RemoteManifest } from './remoteBuild';
import { NO_FILE_MATCHES, checkFor, explainFailure, trustBuild } from './remoteIntegrity';
import { RefusedTabError } from './RefusedTabError';
import { preloadFile } from './preloadFile';
import { predictedAppFiles } from './predictedAppFiles';

/**
 * Reads a build's manifest with its recorded hash (./remoteIntegrity.ts): a manifest with none is refused
 * before it is fetched, one whose bytes differ is refused by the browser (and told from a download failure by
 * explainFailure).
 */
function readManifest(name: string, entry: string): Promise<RemoteManifest> {
  const url = manifestUrlOf(entry);
  const { integrity } = checkFor(url);
  if (integrity === NO_FILE_MATCHES) return Promise.reject(new RefusedTabError(name, url, 'unrecorded'));
  return fetchRemoteManifest(entry, fetch, integrity).catch(async (error: unknown) => {
    await explainFailure(url);
    throw error;
  });
}

/**
 * The manifests read ahead of their tab's load (by address and recorded hash), each until that load takes it:
 * every load after it reads its manifest again, as the config may have changed meanwhile.
 */
const manifests = new Map<string, Promise<RemoteManifest>>();

const keyOf = (url: string) => `${url} ${checkFor(url).integrity ?? 'unverified'}`;

/**
 * Downloads, at once, the picked build's manifest, its entry and the files of its App where its build puts them
 * (./predictedAppFiles.ts): one round trip instead of two (docs/performance.md, "Tabs load on intent"). Every
 * file is requested with the hash the config records for it (./remoteIntegrity.ts): a file whose bytes differ,
 * or that has none, never runs. A download is not a run: the entry and the App's files are preloads
 * (./preloadFile.ts), and nothing of the tab runs before the registry (./remoteRegistry.ts) has checked the
 * manifest. Needs no federation runtime, so a sign-in starts it before the runtime has loaded (the landing
 * tab's, ./landingTabDownload.ts); the registry's own load then takes the same manifest and files
 * (takeDownload). `unverified`: a dev server's build, which the config lets run without hashes.
 */
export function downloadBuild(
  name: string,
  picked: PickedRemote,
  unverified = false,
): Promise<RemoteManifest> {
  trustBuild(name, picked.entry, picked.files ?? (unverified ? 'unverified' : null));
  const url = manifestUrlOf(picked.entry);
  const key = keyOf(url);
  let manifest = manifests.get(key);
  if (!manifest) {
    const reading = readManifest(name, picked.entry);
    reading.catch(() => {
      if (manifests.get(key) === reading) manifests.delete(key);
    });
    manifests.set(key, reading);
    manifest = reading;
  }
  preloadFile(picked.entry);
  for (const file of predictedAppFiles(picked.entry)) preloadFile(file);
  return manifest;
}

/** The download a tab's load goes on with: the one started ahead of it (taken, so only once), or a new one. */
export function takeDownload(
  name: string,
  picked: PickedRemote,
  unverified = false,
): Promise<RemoteManifest> {
  const manifest = downloadBuild(name, picked, unverified);
  manifests.delete(keyOf(manifestUrlOf(picked.entry)));
  return manifest;
}
