import { STORED_SESSION_MARK } from './storedSessionMark';
import { loadApp } from './loadApp';
import { requestConfig } from './configRequest';
import { holdWalletLayerFiles } from './sessionFiles';

/** A player's first sign of using the page: the pointer over it, a press, a touch, a key, focus. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * The page's entry (docs/performance.md, "Sign In works before React"). The sign-in screen is in the HTML
 * already; this makes its Sign In answer a press at once, with no React yet. The app loads on the player's
 * first sign of intent and takes the screen over (hydration); a press on Sign In before that goes on once it
 * is in. A stored session, a wallet's frame or a page without the screen start the app at once. The files the
 * app needs are downloading already: the page's head prefetches them (shell/signInFilesPlugin.cjs).
 */
export function bootOnIntent(
  load: typeof loadApp = loadApp,
  config: () => Promise<unknown> = requestConfig,
): void {
  const signIn = document.querySelector<HTMLButtonElement>('#root .sign-in button');
  let signInPressed = false;
  let loading = false;
  const stopListening = () => {
    signIn?.removeEventListener('click', press);
    for (const type of INTENT_EVENTS) document.removeEventListener(type, start, true);
  };
  function start() {
    if (loading) return;
    loading = true;
    // Beside the app's files: what the app checks first, and what names the connections its first calls need.
    config().catch(() => undefined);
    load().then(
      ({ startApp }) => {
        stopListening();
        startApp({ signInPressed });
      },
      // Offline, say: the next sign of intent tries again.
      () => (loading = false),
    );
  }
  function press() {
    signInPressed = true;
    holdWalletLayerFiles();
    start();
  }
  // Inside a host app (../embedded/insideHostApp.ts, written out here to keep this entry small).
  const insideHost = window.parent !== window || 'ReactNativeWebView' in window;
  if (!signIn || document.documentElement.dataset.boot === STORED_SESSION_MARK || insideHost) {
    start();
    return;
  }
  signIn.addEventListener('click', press);
  for (const type of INTENT_EVENTS) document.addEventListener(type, start, { capture: true, passive: true });
}
