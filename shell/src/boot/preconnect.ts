import { otherOrigins } from './firstOrigins';

/**
 * Opens the connections the sign-in will use before its first call (docs/performance.md, "Sign-in round
 * trip"): the game API's and the chain endpoint's origins, as the wallet chunk starts. On a real network the
 * first request to an origin waits for its connection (TCP, then TLS: one or two round trips); the player
 * choosing a wallet gives the browser that time. Anonymous, as the game client's and the chain client's
 * requests carry no credentials, so they use these connections. The page's own origin and other schemes
 * (the sockets) are left out; each origin is hinted once.
 */
export function preconnect(urls: readonly string[], doc: Document = document): void {
  for (const origin of otherOrigins(urls, doc.location.origin)) {
    if (doc.head.querySelector(`link[rel="preconnect"][href="${origin}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    link.crossOrigin = 'anonymous';
    doc.head.append(link);
  }
}
