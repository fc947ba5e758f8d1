import { SIGN_IN_INPUT_PATH } from '@companion/shared-state/routes';

/** The address the game client asks the sign-in input of: its base and path joined as it joins them. */
function signInInputUrl(json: unknown, base: string): string | null {
  const authUrl =
    typeof json === 'object' && json !== null ? (json as Record<string, unknown>).authUrl : null;
  if (typeof authUrl !== 'string') return null;
  try {
    const url = new URL(authUrl.replace(/\/+$/, '') + SIGN_IN_INPUT_PATH, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Asks for the sign-in input (Sign In With Solana's fields, for a wallet not connected yet) at the address
 * config.json (`json`, read, not yet checked) names, as a preload that the game client's own call for it takes
 * (the same address, a CORS request with no header and no credentials): a new player's early sign-in
 * (../session/loadEarlySignIn.ts) has it in before the wallet dialog shows, rather than once the early
 * sign-in's chunk and the game client have arrived and run (docs/performance.md, "The sign-in's round trips
 * and the first frames' work"). The client still checks the answer against the route's schema.
 */
export function preloadSignInInput(json: unknown, doc: Document = document): void {
  const href = signInInputUrl(json, doc.baseURI);
  if (!href) return;
  const links = doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]');
  if ([...links].some((link) => link.href === href)) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'fetch');
  link.crossOrigin = 'anonymous';
  link.href = href;
  doc.head.append(link);
}
