/**
 * The id of the <template> in the page's head that holds the wallet layer's prefetches (shell/signInFilesPlugin.cjs):
 * inert until moved into the head, so that they do not share a phone's bandwidth with what the wallet dialog
 * needs (docs/performance.md, "Sign-in before the wallet layer").
 */
export const WALLET_FILES_ID = 'wallet-files';

/** Whether a prefetch has finished (its resource timing entry is there) or, if not yet, when it does. */
function prefetched(link: HTMLLinkElement): Promise<void> {
  if (performance.getEntriesByName?.(link.href).length) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

let fetched = false;

/**
 * Whether the wallet layer's files are in the cache: their prefetches, moved in by this page's entry, have all
 * finished. A new player's Sign In then loads the wallet layer at once, as it is ready soonest
 * (../signin/EarlySignIn.tsx answers it only while they are not).
 */
export function walletFilesFetched(): boolean {
  return fetched;
}

/** Moves the template's prefetches into the head, once (a stored session's inline script may have done it). */
export function prefetchWalletFiles(doc: Document = document): void {
  const template = doc.getElementById(WALLET_FILES_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  const links = Array.from(template.content.querySelectorAll('link')).map(
    (link) => doc.importNode(link, true) as HTMLLinkElement,
  );
  let left = links.length;
  for (const link of links) {
    link.addEventListener('load', () => (fetched = --left === 0), { once: true });
    doc.head.appendChild(link);
  }
}

/**
 * The page's entry: the wallet layer's files start downloading once every prefetch already in the head (the
 * app's and the early sign-in's files) has finished. A browser without prefetch never finishes them: the
 * wallet layer's files are then fetched when it loads, as they would be anyway.
 */
export function prefetchWalletFilesAfterTheFirst(doc: Document = document): void {
  const first = Array.from(doc.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'));
  void Promise.all(first.map(prefetched)).then(() => prefetchWalletFiles(doc));
}
