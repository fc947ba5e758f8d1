import type { Browser, Page } from 'playwright-core';
import { signIn, type OpenedApp } from '../src/app';
import { closeFundedApp, openFundedApp } from '../src/fundedApp';
import type { Stack } from '../src/stack';

jest.setTimeout(180_000);

// Opened tabs stay mounted, hidden (docs/performance.md, "Opened tabs stay mounted"): back on a tab, the
// player finds it as they left it, in a real browser.

let stack: Stack;
let browser: Browser;
let app: OpenedApp;

beforeAll(async () => {
  ({ stack, browser, app } = await openFundedApp(
    { DFL: 10, GOLDY: 5, USDC: 1 },
    { width: 320, height: 640 },
  ));
  await signIn(app.page);
  await app.page.getByRole('heading', { name: 'Welcome back' }).waitFor();
});

afterAll(() => closeFundedApp({ stack, browser }));

async function open(page: Page, tab: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: tab, exact: true }).click();
  await page.getByRole('heading', { name: tab.toUpperCase(), level: 1, exact: true }).waitFor();
}

/** Loading blocks and spinners on screen (a hidden tab's do not count). */
const loadingShown = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(document.querySelectorAll('main [role="status"]')).filter(
        (status) =>
          status.checkVisibility() &&
          (status.getAttribute('aria-busy') === 'true' || status.textContent?.startsWith('Loading')),
      ).length,
  );

const entryRequests = (name: string) =>
  app.requests.filter((url) => url.startsWith(`${stack.remotes[name]!.url}/remoteEntry.js`)).length;

describe('opened tabs stay mounted', () => {
  it('a tab shown again is the same page: its form, its scroll position, its DOM, with no loading', async () => {
    const { page } = app;
    await open(page, 'Transfer');
    await page.getByRole('textbox', { name: 'Amount' }).fill('1.25');

    await open(page, 'Inventory');
    const grid = page.getByRole('list', { name: 'Your NFTs' });
    await page
      .getByRole('status')
      .filter({ hasText: /^\d+ NFTs$/ })
      .waitFor();
    // A mark on the grid's element: a tab mounted again would have a new one without it.
    await grid.evaluate((element) => Object.assign(element, { keptMark: true }));
    const scrolled = await page.evaluate(() => {
      window.scrollTo(0, 300);
      return Math.min(300, document.documentElement.scrollHeight - window.innerHeight);
    });
    expect(scrolled).toBeGreaterThan(0);
    await page.waitForFunction((y) => window.scrollY === y, scrolled);

    await open(page, 'Home');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await grid.count()).toBe(0);

    await open(page, 'Inventory');
    expect(await loadingShown(page)).toBe(0);
    expect(await grid.evaluate((element) => 'keptMark' in element)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    await open(page, 'Transfer');
    expect(await page.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('1.25');
    for (const name of ['home', 'transfer', 'inventory']) expect(entryRequests(name)).toBe(1);
  });

  it('a tab shown again refreshes its data in the background, its content staying on screen', async () => {
    const { page } = app;
    const refreshed = page.waitForRequest((request) => request.url().includes('/p2e/xp/'));
    await open(page, 'Home');
    expect(await loadingShown(page)).toBe(0);
    await refreshed;
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await loadingShown(page)).toBe(0);
  });
});
