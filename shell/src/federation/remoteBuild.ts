/** What a remote's build recorded about itself in its mf-manifest.json (config/buildInfo.cjs). */
export interface RemoteBuild {
  version: string;
  commit: string;
  contract: string;
}

/** The manifest sits beside remoteEntry.js (or is the configured entry itself). */
export function manifestUrlOf(entry: string): string {
  return entry.endsWith('mf-manifest.json') ? entry : new URL('mf-manifest.json', entry).href;
}

/**
 * Reads a remote's build info before any of its code runs. The manifest is served no-cache, so this is a
 * revalidation at most. A remote whose manifest names no contract is read as contract "unknown" and refused.
 */
export async function fetchRemoteBuild(entry: string, fetchImpl: typeof fetch = fetch): Promise<RemoteBuild> {
  const url = manifestUrlOf(entry);
  const response = await fetchImpl(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  const manifest = (await response.json()) as {
    metaData?: { buildInfo?: { buildVersion?: unknown; commit?: unknown; contract?: unknown } };
  };
  const info = manifest.metaData?.buildInfo ?? {};
  const text = (value: unknown) => (typeof value === 'string' && value ? value : 'unknown');
  return { version: text(info.buildVersion), commit: text(info.commit), contract: text(info.contract) };
}
