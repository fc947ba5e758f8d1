import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { signIn } from '../src/app';
import { audit, blocking } from '../src/axe';
import { closeFundedApp, openFundedApp, type FundedApp } from '../src/fundedApp';
import { measureWidth } from '../src/layout';

jest.setTimeout(240_000);

let opened: Partial<FundedApp> = {};
/** Gzip size of every JS file the home origin served, by URL. */
const homeJs = new Map<string, number>();

beforeAll(async () => {
  // On chain: 100 DFL ($10 at the seeded pool's 0.1), 10 USDC ($10) and 1 LP ($20); no GOLDY.
  opened = await openFundedApp({ DFL: 100, GOLDY: 0, USDC: 10, DFL_USDC: 1 }, { width: 320, height: 860 });
  const { stack, app } = opened as FundedApp;
  app.page.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith(stack.remotes.home!.url) || !url.endsWith('.js')) return;
    void response.body().then(
      (body) => homeJs.set(url, gzipSync(body, { level: 9 }).length),
      () => undefined,
    );
  });
  await signIn(app.page);
});

afterAll(() => closeFundedApp(opened));

/** Waits until the portfolio's total reads `expected`. */
async function expectTotal(page: Page, expected: string): Promise<void> {
  await page.waitForFunction(
    (value) => document.querySelector('[data-testid="portfolio-total"]')?.textContent === value,
    expected,
  );
}

/** The items of an activity list, each as its visible text lines. */
async function activityRows(page: Page, list: string): Promise<string[]> {
  return page
    .getByRole('list', { name: list, exact: true })
    .locator(':scope > li')
    .evaluateAll((items) => items.map((item) => (item as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
}

async function expectFitsAndAccessible(page: Page, screen: string): Promise<void> {
  const width = await measureWidth(page);
  expect(width.widest).toEqual([]);
  expect(width.scrollWidth).toBeLessThanOrEqual(320);
  expect(blocking(await audit(page, screen))).toEqual([]);
}

describe('home: the portfolio total and the activity feed', () => {
  it("shows a new player's total, then a ticket bought in the raffles tab in the feed, live", async () => {
    const { page } = (opened as FundedApp).app;
    // 500 starting DFL in game ($50) + $10 + $10 in the wallet + $20 in the pool. GOLDY and the tickets have
    // no USD price: named under the total, not counted.
    await expectTotal(page, '$90.00');
    const portfolio = page.getByRole('region', { name: 'Portfolio', exact: true });
    await portfolio
      .getByText('Not in the total (no USD price): 1,000 GOLDY, 5 tickets, 1 golden ticket')
      .waitFor();
    const inGame = page.getByRole('region', { name: 'In Game Wallet', exact: true });
    expect(await inGame.locator('.home-wallet__usd').allTextContents()).toEqual([
      'No USD price',
      '$50.00',
      'No USD price',
      'No USD price',
    ]);
    const card = page.getByRole('region', { name: 'Activity', exact: true });
    await card.getByText('Starting funds').waitFor();
    await expectFitsAndAccessible(page, 'home with its portfolio');

    await page.getByRole('link', { name: 'Raffles' }).click();
    await page.getByRole('heading', { name: 'Tickets' }).waitFor();
    await page.getByLabel('Tickets to buy', { exact: true }).fill('1');
    await page.getByRole('button', { name: 'Buy tickets', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Buy tickets' })
      .getByRole('button', { name: 'Buy', exact: true })
      .click();
    await page.getByText('Bought 1 ticket.').waitFor();

    await page.getByRole('link', { name: 'Home' }).click();
    // The card heard the purchase on the socket: the newest item, with what it moved.
    await card.getByText('Bought tickets').waitFor();
    expect((await activityRows(page, 'Latest activity'))[0]).toMatch(
      /^Bought tickets Confirmed -100 GOLDY \+1 ticket \d\d\/\d\d\/\d{4}, \d\d:\d\d [AP]M$/,
    );
    await portfolio
      .getByText('Not in the total (no USD price): 900 GOLDY, 6 tickets, 1 golden ticket')
      .waitFor();
    await expectTotal(page, '$90.00');

    await card.getByRole('link', { name: 'See all activity' }).click();
    await page.getByRole('heading', { level: 2, name: 'Activity' }).waitFor();
    expect(new URL(page.url()).search).toBe('?view=activity');
    const rows = await activityRows(page, 'Your activity');
    expect(rows.map((row) => row.split(' Confirmed ')[0])).toEqual(['Bought tickets', 'Starting funds']);
    await page.getByText('That is everything.').waitFor();
    await expectFitsAndAccessible(page, 'the activity page');

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { level: 2, name: 'Welcome back' }).waitFor();
    await expectTotal(page, '$90.00');

    const own = [...homeJs.values()].reduce((sum, size) => sum + size, 0);
    console.log(`home: own JS ${homeJs.size} files, ${(own / 1024).toFixed(1)} KB gzip`);
    expect(own).toBeLessThanOrEqual(25 * 1024);
  });
});
