import type { Page } from 'playwright-core';

export interface PreflightWatch {
  /** Preflights sent since the watch began for requests whose URL passes `of`. */
  count(of: (url: string) => boolean): number;
}

/**
 * Counts the CORS preflights the page sends, through the DevTools protocol. DevTools' network emulation does
 * not delay them (docs/performance.md, "Limits of the method"), so the timings leave them out and the bench
 * reports how many there were: on a real network each is a round trip of its own.
 */
export async function watchPreflights(page: Page): Promise<PreflightWatch> {
  const cdp = await page.context().newCDPSession(page);
  const urls: string[] = [];
  cdp.on(
    'Network.requestWillBeSent',
    (event: { type?: string; request: { method: string; url: string } }) => {
      if (event.type === 'Preflight' || event.request.method === 'OPTIONS') urls.push(event.request.url);
    },
  );
  await cdp.send('Network.enable');
  return { count: (of) => urls.filter(of).length };
}
