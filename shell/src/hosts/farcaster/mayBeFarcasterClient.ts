/** As much of a window as the check reads. */
export type HostWindow = Pick<Window, 'parent' | 'document'> & {
  ReactNativeWebView?: unknown;
  location: { ancestorOrigins?: ArrayLike<string> };
};

/** The origin of the page that frames this one, when the browser tells it; null when it does not. */
export function framingOrigin(win: HostWindow): string | null {
  const ancestor = win.location.ancestorOrigins?.[0];
  if (ancestor) return ancestor;
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether the page may be a Farcaster mini app, told without loading anything (docs/embedding.md, "Hosts"):
 * a Farcaster phone client opens it in a web view that names itself (`ReactNativeWebView`), a web client
 * frames it. A frame from one of the wallets on the bridge's allow-list is that wallet's, not Farcaster's;
 * when the browser does not say who frames the page, a config that allows wallets leaves it to the bridge.
 * Only then is the Farcaster SDK fetched, and it confirms.
 */
export function mayBeFarcasterClient(
  embedHostOrigins: readonly string[],
  win: HostWindow = window as unknown as HostWindow,
): boolean {
  if (win.ReactNativeWebView !== undefined) return true;
  if (win.parent === (win as unknown)) return false;
  const parent = framingOrigin(win);
  return parent === null ? embedHostOrigins.length === 0 : !embedHostOrigins.includes(parent);
}
