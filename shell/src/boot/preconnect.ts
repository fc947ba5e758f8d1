/**
 * Opens the connections the app's first calls will use before they are made (docs/performance.md, "Connections
 * opened as config.json arrives"): the game API's, the chain endpoint's and the tabs' origins. On a real network the
 * first request to an origin waits for its connection (TCP, then TLS: one or two round trips); the player
 * choosing a wallet gives the browser that time. Anonymous, as the game client's and the chain client's
 * requests carry no credentials and the tabs' files load anonymously (their hashes are checked), so they use
 * these connections. The page's own origin and other schemes
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

function httpOrigin(url: string): string | null {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? origin : null;
  } catch {
    return null;
  }
}

/**
 * The distinct http(s) origins of `urls`, in order, without the page's own (its connection is open already)
 * and without anything that is no URL.
 */
export function otherOrigins(urls: readonly string[], page: string = location.origin): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    const origin = httpOrigin(url);
    if (origin && origin !== page) origins.add(origin);
  }
  return [...origins];
}
