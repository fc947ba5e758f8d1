/**
 * Downloads a script without running it: the federation runtime's own script tag for the same URL (no
 * crossorigin attribute, like this preload) then takes the preloaded response instead of a second request.
 */
export function preloadScript(url: string): void {
  const exists = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].some(
    (link) => link.href === url,
  );
  if (exists) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = url;
  document.head.appendChild(link);
}
