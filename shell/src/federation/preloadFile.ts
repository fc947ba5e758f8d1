type PreloadKind = 'script' | 'style';

/**
 * Downloads a script or style sheet without running or applying it: the tag that later asks for the same URL
 * (the federation runtime's script, a remote's chunk loader; no crossorigin attribute on either, nor on this
 * preload) takes the preloaded response instead of making a second request.
 */
export function preloadFile(url: string): void {
  const exists = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some(
    (link) => link.href === url,
  );
  if (exists) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  const kind: PreloadKind = new URL(url).pathname.endsWith('.css') ? 'style' : 'script';
  link.as = kind;
  link.href = url;
  link.addEventListener(
    'error',
    () => {
      link.remove();
      takeFailedPreload(url, kind);
    },
    { once: true },
  );
  document.head.appendChild(link);
}

/**
 * The browser keeps a preload that failed (the remote was down) and answers the next request for that file with
 * the same failure, without asking the server: Retry would fail once per file even with the remote back. A tag
 * of the kind that takes preloads asks for the file at once, takes the failure, and is removed; the file's next
 * request reaches the server. Nothing runs: what it takes is the failed download.
 */
function takeFailedPreload(url: string, kind: PreloadKind): void {
  const tag =
    kind === 'script'
      ? Object.assign(document.createElement('script'), { src: url })
      : Object.assign(document.createElement('link'), { rel: 'stylesheet', href: url });
  const remove = () => tag.remove();
  tag.addEventListener('error', remove, { once: true });
  tag.addEventListener('load', remove, { once: true });
  document.head.appendChild(tag);
}
