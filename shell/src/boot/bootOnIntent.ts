import { STORED_SESSION_MARK } from './storedSession';
import { loadApp } from './loadApp';
import { requestConfig } from './configRequest';

/** A player's first sign of using the page: the pointer over it, a press, a touch, a key, focus. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Where the build lists the files a tap on Sign In needs (shell/signInFilesPlugin.cjs). */
const SIGN_IN_FILES = 'sign-in-files';

/**
 * Starts downloading (never running) the files the build listed in an inert template (shell/signInFilesPlugin.cjs):
 * the app's and the wallet layer's. Moving their `<link rel="prefetch">` tags into the head starts them; once.
 */
export function fetchSignInFiles(doc: Document = document): void {
  const files = doc.getElementById(SIGN_IN_FILES);
  if (files instanceof HTMLTemplateElement) doc.head.append(files.content);
}

/**
 * Prefetches the files a tap on Sign In needs once the page has loaded and the browser is idle: the sign-in
 * screen is painted by then. On a phone the first sign of intent is the tap itself, and nearly every visitor
 * signs in. Browsers without requestIdleCallback get a short timer.
 */
export function prefetchSignInWhenIdle(doc: Document = document): void {
  const prefetch = () => fetchSignInFiles(doc);
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(prefetch, { timeout: 2000 })
      : window.setTimeout(prefetch, 50);
  if (doc.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * The page's entry (docs/performance.md, "Sign In works before React"). The sign-in screen is in the HTML
 * already; this makes its Sign In answer a press at once, with no React yet. The app loads on the player's
 * first sign of intent and takes the screen over (hydration); a press on Sign In before that goes on once it
 * is in. A stored session, a wallet's frame or a page without the screen start the app at once, with the
 * wallet layer's files. Otherwise the files the tap needs are prefetched when the page is idle
 * (docs/performance.md, "Sign-in files prefetched").
 */
export function bootOnIntent(
  load: typeof loadApp = loadApp,
  whenIdle: () => void = prefetchSignInWhenIdle,
  now: () => void = fetchSignInFiles,
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
    requestConfig().catch(() => undefined);
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
    start();
  }
  // Inside a host app (../embedded/insideHostApp.ts, written out here to keep this entry small).
  const insideHost = window.parent !== window || 'ReactNativeWebView' in window;
  if (!signIn || document.documentElement.dataset.boot === STORED_SESSION_MARK || insideHost) {
    // The wallet layer comes next: its download starts beside the app's rather than once the app has run
    // (docs/performance.md, "A returning player's first requests").
    now();
    start();
    return;
  }
  signIn.addEventListener('click', press);
  for (const type of INTENT_EVENTS) document.addEventListener(type, start, { capture: true, passive: true });
  whenIdle();
}
