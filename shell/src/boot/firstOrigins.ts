import { otherOrigins } from './preconnect';

/**
 * The origins a returning player's page talks to first (the game API, the chain endpoint, the tab it lands
 * on), kept from the visit before, so the page can open their connections while its scripts still load
 * (docs/performance.md, "Connections from the last visit"). On a phone each new connection costs two round
 * trips before its first request; the app learns these origins from config.json only after its scripts ran.
 */

/** Where the origins are kept (docs/product-rules.md, "Constants"). */
export const FIRST_ORIGINS_KEY = 'firstOrigins';

/** At most this many are kept: the landing path needs the game API, the chain and one tab. */
export const MAX_FIRST_ORIGINS = 4;

/**
 * Keeps the origins of `urls` for the next visit; quietly nothing where storage is blocked (a wallet's frame
 * may throw on the very mention of `localStorage`, so it is reached inside the guard).
 */
export function rememberFirstOrigins(
  urls: readonly string[],
  storage: () => Storage = () => localStorage,
): void {
  try {
    storage().setItem(FIRST_ORIGINS_KEY, JSON.stringify(otherOrigins(urls).slice(0, MAX_FIRST_ORIGINS)));
  } catch {
    // A wallet's frame may block storage: the page then opens them once config.json is in, as a new one does.
  }
}
