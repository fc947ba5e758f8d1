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
  link.as = new URL(url).pathname.endsWith('.css') ? 'style' : 'script';
  link.href = url;
  document.head.appendChild(link);
}
