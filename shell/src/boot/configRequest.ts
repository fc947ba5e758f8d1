import { fetchConfigJson } from '@companion/shared-state/host';
import { preconnect } from './preconnect';
import { STORED_SESSION_MARK } from './storedSessionMark';

let configJson: Promise<unknown> | undefined;

/** Where a remote's files are, as config.json names it: its entry, or its versioned deploy's folder. */
function remoteUrl(remote: unknown): unknown {
  if (typeof remote !== 'object' || remote === null) return remote;
  const { entry, base } = remote as Record<string, unknown>;
  return entry ?? base;
}

/**
 * The addresses the app's first calls go to, as config.json names them (read, not yet checked): the game API,
 * the chain, and, for a new player, the tabs (one origin for all of them in a deploy), whose first one loads
 * while the sign-in's calls run. A stored session's page opened its landing tab's origin already, with the
 * others of its last visit (./firstOrigins.ts).
 */
function firstCallUrls(json: unknown, newPlayer: boolean): string[] {
  if (typeof json !== 'object' || json === null) return [];
  const { authUrl, apiUrl, rpcUrl, remotes } = json as Record<string, unknown>;
  const tabs =
    newPlayer && typeof remotes === 'object' && remotes !== null ? Object.values(remotes).map(remoteUrl) : [];
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
    // Read now: the app takes the mark away once it has drawn the loading screen.
    const newPlayer = document.documentElement.dataset.boot !== STORED_SESSION_MARK;
    configJson = fetchConfigJson();
    configJson.then(
      (json) => preconnect(firstCallUrls(json, newPlayer)),
      // Offline, say: the next request tries again.
      () => (configJson = undefined),
    );
  }
  return configJson;
}
