import type { SharedRequirement } from './checkBuild';
import { REMOTE_FILE_REQUEST } from './remoteIntegrity';

/** What a remote's build recorded about itself in its mf-manifest.json (config/buildInfo.cjs). */
export interface RemoteBuild {
  version: string;
  commit: string;
  contract: string;
  /** The tab kit it was built against (config/buildInfo.cjs); null for a build from before builds recorded it. */
  kit: string | null;
  /**
   * The version of the shell's federation bundler runtime its entry runs on (config/federationRuntime.cjs);
   * null for an entry that carries its own (a dev build, or one built before the shell provided it).
   */
  federationRuntime: string | null;
}

/** A remote's manifest as the shell reads it: its build info, and the files its App needs at once. */
export interface RemoteManifest {
  build: RemoteBuild;
  /** Absolute URLs of the JS and CSS the exposed `./App` loads before it can render. */
  appFiles: string[];
  /** The singletons the remote takes from whoever provides them (the shell). */
  shared: string[];
  /** Those singletons with the range each was built for (./checkBuild.ts holds them to the shell's). */
  required: SharedRequirement[];
}

interface ManifestJson {
  metaData?: {
    publicPath?: unknown;
    buildInfo?: {
      buildVersion?: unknown;
      commit?: unknown;
      contract?: unknown;
      kit?: unknown;
      federationRuntime?: unknown;
    };
  };
  shared?: { name?: unknown; requiredVersion?: unknown }[];
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }[];
}

/** The manifest sits beside remoteEntry.js (or is the configured entry itself). */
export function manifestUrlOf(entry: string): string {
  return entry.endsWith('mf-manifest.json') ? entry : new URL('mf-manifest.json', entry).href;
}

const names = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];

/** The exposed App's own files, resolved where the remote's chunks are served ('auto': beside the manifest). */
function appFilesOf(manifest: ManifestJson, manifestUrl: string): string[] {
  const publicPath = manifest.metaData?.publicPath;
  const base =
    typeof publicPath === 'string' && publicPath !== 'auto'
      ? new URL(publicPath, manifestUrl).href
      : manifestUrl;
  const app = manifest.exposes?.find((expose) => expose.path === './App');
  return [...names(app?.assets?.js?.sync), ...names(app?.assets?.css?.sync)].map(
    (file) => new URL(file, base).href,
  );
}

/**
 * Reads a remote's manifest before any of its code runs. A remote whose manifest names no contract is read as
 * contract "unknown" and refused. `integrity` is the manifest's recorded hash (./remoteIntegrity.ts): the
 * browser rejects other bytes, so the manifest is read as its host says to cache it (a published version's
 * folder never changes: cached for good, docs/deploying.md; a build served in place: no-cache, revalidated).
 * Null for a dev server's, which is always revalidated.
 */
export async function fetchRemoteManifest(
  entry: string,
  fetchImpl: typeof fetch = fetch,
  integrity: string | null = null,
): Promise<RemoteManifest> {
  const url = manifestUrlOf(entry);
  const response = await fetchImpl(
    url,
    integrity === null ? { cache: 'no-cache' } : { integrity, ...REMOTE_FILE_REQUEST },
  );
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  const manifest = (await response.json()) as ManifestJson;
  const info = manifest.metaData?.buildInfo ?? {};
  const text = (value: unknown) => (typeof value === 'string' && value ? value : 'unknown');
  return {
    build: {
      version: text(info.buildVersion),
      commit: text(info.commit),
      contract: text(info.contract),
      kit: info.kit === undefined ? null : text(info.kit),
      federationRuntime: info.federationRuntime === undefined ? null : text(info.federationRuntime),
    },
    appFiles: appFilesOf(manifest, url),
    shared: names(manifest.shared?.map((entry) => entry.name)),
    required: (manifest.shared ?? []).flatMap((entry) =>
      typeof entry.name === 'string'
        ? [
            {
              name: entry.name,
              requiredVersion:
                typeof entry.requiredVersion === 'string' && entry.requiredVersion
                  ? entry.requiredVersion
                  : null,
            },
          ]
        : [],
    ),
  };
}
