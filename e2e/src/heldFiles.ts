import type { CDPSession, Page } from 'playwright-core';

/**
 * The files the shell's page lists in its prefetch templates (`<template id="session-files">`,
 * `<template id="wallet-layer-files">`, shell/signInFilesPlugin.cjs), as full addresses.
 */
export async function templateFiles(page: Page, shellUrl: string, ids: readonly string[]): Promise<string[]> {
  const html = await (await page.request.get(shellUrl)).text();
  const files: string[] = [];
  for (const id of ids) {
    const [, links] = new RegExp(`<template id="${id}">(.*?)</template>`, 's').exec(html) ?? [];
    for (const [, href] of (links ?? '').matchAll(/href="([^"]+)"/g))
      files.push(new URL(href!, shellUrl).href);
  }
  return files;
}

/**
 * Holds back the page's requests for `files` until the returned function is called. From then on the page's
 * requests bypass its service worker, as DevTools' "Bypass for network" does: the page cache's worker would
 * answer the shell's files it keeps without the network, where no route sees them, once it has installed,
 * which a test cannot time.
 */
export async function holdFiles(page: Page, files: readonly string[]): Promise<() => void> {
  await bypassServiceWorker(page);
  return holdRequests(page, (url) => files.includes(url.href));
}

/**
 * Holds back the page's requests that `matches` takes until the returned function is called (a CORS preflight
 * goes through at once: it is the browser's, not the page's). A request of a page left meanwhile is dropped.
 */
export async function holdRequests(page: Page, matches: (url: URL) => boolean): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(matches, async (route) => {
    if (route.request().method() === 'OPTIONS') return route.continue();
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** One DevTools session per page, opened by the first hold and kept while the page lives. */
const bypassing = new WeakMap<Page, Promise<CDPSession>>();

function bypassServiceWorker(page: Page): Promise<CDPSession> {
  let session = bypassing.get(page);
  if (!session) {
    session = page
      .context()
      .newCDPSession(page)
      .then(async (devtools) => {
        await devtools.send('Network.enable');
        await devtools.send('Network.setBypassServiceWorker', { bypass: true });
        return devtools;
      });
    bypassing.set(page, session);
  }
  return session;
}
