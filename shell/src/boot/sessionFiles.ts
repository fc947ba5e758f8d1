import { STORED_SESSION_MARK } from './storedSessionMark';

/**
 * The ids of the <template>s in the page's head that hold the prefetches of what a tap on Sign In loads after
 * the sign-in screen's own files (shell/signInFilesPlugin.cjs): the early sign-in's chunk (started once the
 * wallet dialog is drawn), the session's, then the wallet layer's. Inert until moved into the head, so that they
 * do not share a phone's bandwidth with what the wallet dialog needs (docs/performance.md, "Sign-in before the
 * wallet layer", "The wallet dialog before the early chunk").
 */
export const EARLY_SIGN_IN_FILES_ID = 'early-sign-in-files';
export const SESSION_FILES_ID = 'session-files';
export const WALLET_LAYER_FILES_ID = 'wallet-layer-files';

/** Whether a prefetch has finished (its resource timing entry is there) or, if not yet, when it does. */
function prefetched(link: HTMLLinkElement): Promise<void> {
  if (performance.getEntriesByName?.(link.href).length) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Moves a template's prefetches into the head, once; answers when every one of them has loaded (never, in a
 * browser without prefetch: the files are then fetched when they are used, as they would be anyway).
 */
function prefetchTemplate(doc: Document, id: string): Promise<void> {
  const template = doc.getElementById(id);
  if (!(template instanceof HTMLTemplateElement)) return new Promise<void>(() => undefined);
  template.remove();
  const links = Array.from(template.content.querySelectorAll('link')).map(
    (link) => doc.importNode(link, true) as HTMLLinkElement,
  );
  const loaded = links.map(
    (link) => new Promise<void>((resolve) => link.addEventListener('load', () => resolve(), { once: true })),
  );
  for (const link of links) doc.head.appendChild(link);
  return Promise.all(loaded).then(() => undefined);
}

let fetched = false;
let walletLayerHeld = false;

/**
 * Sign In was pressed: the wallet layer's prefetches, if not begun yet, are left out. A sign-in made without
 * that layer needs the link for its calls and the landing tab's files, and the app loads the layer once the
 * signed-in page has settled (./WalletLayerSlot.tsx); a sign-in made with it loads it at once.
 */
export function holdWalletLayerFiles(): void {
  walletLayerHeld = true;
}

/**
 * Whether the files a tap on Sign In loads are in the cache: the session's and the wallet layer's prefetches,
 * moved in by this page's entry, have all finished. A new player's Sign In then starts them at once, as they
 * are ready soonest (../signin/EarlySignIn.tsx answers it only while they are not).
 */
export function sessionFilesFetched(): boolean {
  return fetched;
}

/**
 * The page's entry: once every prefetch already in the head (the app's files: React and the screens) has
 * finished, a new player's page downloads the early sign-in's files, the session's once those are in, and the
 * wallet layer's after them, unless Sign In was pressed meanwhile (`holdWalletLayerFiles`); a stored session's
 * page downloads the session's alone, and leaves the wallet layer to the signed-in screen
 * (./WalletLayerSlot.tsx). One group at a time, so that the first has the phone's bandwidth to itself: a
 * returning player's React then arrives, and runs, while the session's files still download.
 */
export function prefetchSessionFilesAfterTheFirst(doc: Document = document): void {
  if (!doc.getElementById(SESSION_FILES_ID)) return;
  const storedSession = doc.documentElement.dataset.boot === STORED_SESSION_MARK;
  const never = () => new Promise<void>(() => undefined);
  const first = Array.from(doc.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'));
  void Promise.all(first.map(prefetched))
    .then(() => (storedSession ? undefined : prefetchTemplate(doc, EARLY_SIGN_IN_FILES_ID)))
    .then(() => prefetchTemplate(doc, SESSION_FILES_ID))
    .then(() => (storedSession || walletLayerHeld ? never() : prefetchTemplate(doc, WALLET_LAYER_FILES_ID)))
    .then(() => {
      fetched = true;
    });
}
