import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { TestWallet } from '../../../e2e/src/testWallet';
import { addProbe } from './probe';
import { ResponseLog } from './responseLog';
import { throttle } from './throttle';

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  responses: ResponseLog;
  close(): Promise<void>;
}

export interface OpenOptions {
  wallet?: TestWallet;
  /** A signed-in session (localStorage) to start from. */
  storageState?: BrowserContextOptions['storageState'];
  /** The mobile profile (default), none, or only its CPU slowdown. */
  throttled?: boolean | 'cpu';
  /** A phone's browser: its user agent, touch and mobile viewport (a wallet's in-app browser, Android). */
  phone?: { userAgent: string };
}

/**
 * The functions Playwright sends into the page were compiled by tsx, whose esbuild output wraps named
 * functions in a `__name` helper that only exists in this process; the page gets a stand-in.
 */
export const NAME_HELPER = 'globalThis.__name = globalThis.__name || ((target) => target);';

/** A fresh context (empty cache and storage unless a session is given), probed and throttled, at `url`. */
export async function openPage(
  browser: Browser,
  url: string,
  options: OpenOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: { width: 420, height: 860 },
    ...(options.storageState ? { storageState: options.storageState } : {}),
    ...(options.phone ? { userAgent: options.phone.userAgent, isMobile: true, hasTouch: true } : {}),
  });
  await context.addInitScript({ content: NAME_HELPER });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const responses = new ResponseLog();
  responses.attach(page);
  await addProbe(page);
  if (options.wallet) await options.wallet.install(page);
  if (options.throttled !== false) await throttle(page, options.throttled === 'cpu');
  await page.goto(url);
  return { context, page, responses, close: () => context.close() };
}
