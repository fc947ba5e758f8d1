/**
 * Whether the page runs inside another app that waits for it: framed (a wallet, a Farcaster web client) or in
 * a Farcaster phone client's web view. There the app starts at once, as the host expects (docs/embedding.md).
 */
export function insideHostApp(): boolean {
  return window.parent !== window || 'ReactNativeWebView' in window;
}
