import { fetchConfigJson } from '@companion/shared-state/host';
import { preconnect } from './preconnect';

let configJson: Promise<unknown> | undefined;

/** Where a remote's files are, as config.json names it: its entry, or its versioned deploy's folder. */
function remoteUrl(remote: unknown): unknown {
  if (typeof remote !== 'object' || remote === null) return remote;
  const { entry, base } = remote as Record<string, unknown>;
  return entry ?? base;
}

/**
 * The addresses the app's first calls go to, as config.json names them (read, not yet checked): the game API,
 * the chain, and the tabs (one origin for all of them in a deploy), whose first one loads while a sign-in's
 * calls run.
 */
function firstCallUrls(json: unknown): string[] {
  if (typeof json !== 'object' || json === null) return [];
  const { authUrl, apiUrl, rpcUrl, remotes } = json as Record<string, unknown>;
  const tabs = typeof remotes === 'object' && remotes !== null ? Object.values(remotes).map(remoteUrl) : [];
  return [authUrl, apiUrl, rpcUrl, ...tabs].filter((url): url is string => typeof url === 'string');
}

/**
 * Starts the config.json request, once: with the page's first sign of intent (./bootOnIntent.ts), beside
 * the app's files rather than after them. As soon as it is in, the connections of the app's first calls (the
 * game API, the chain) are opened: on a phone each costs two round trips, which the app's files still
 * loading then hide (docs/performance.md, "Connections opened as config.json arrives"). Opening a connection
 * sends nothing: the wallet chunk checks the config before any call is made.
 */
export function requestConfig(): Promise<unknown> {
  if (!configJson) {
    configJson = fetchConfigJson();
    configJson.then(
      (json) => preconnect(firstCallUrls(json)),
      // Offline, say: the next request tries again.
      () => (configJson = undefined),
    );
  }
  return configJson;
}
