import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { signIn } from '../src/app';
import { audit, blocking } from '../src/axe';
import { closeFundedApp, openFundedApp, type FundedApp } from '../src/fundedApp';
import { playerGet, playerPost } from '../src/game';
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

  it('lists a deposit, an upgrade and a raffle entry, newest first, each with what it moved', async () => {
    const { page, wallet } = (opened as FundedApp).app;
    const { stack } = opened as FundedApp;
    type Item = { kind: string; status: string };
    /** Waits until the game's newest activity item is of `kind` (and `status`, when given). */
    const newestIs = async (kind: string, status?: string) => {
      for (let waited = 0; waited < 30_000; waited += 250) {
        const [item] = (await playerGet<{ items: Item[] }>(stack, page, '/activity?limit=1')).items;
        if (item?.kind === kind && (!status || item.status === status)) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`the newest activity is not ${kind} ${status ?? ''}`);
    };

    // A deposit of 1 DFL, in the transfer tab.
    await page.getByRole('link', { name: 'Transfer' }).click();
    await page.getByRole('heading', { name: 'Transfer', exact: true, level: 2 }).waitFor();
    await page.getByRole('radio', { name: /^Deposit/ }).check({ force: true });
    await page.getByRole('radio', { name: /^DFL/ }).check({ force: true });
    await page.getByRole('textbox', { name: 'Amount' }).fill('1');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await newestIs('deposit', 'confirmed');
    expect(wallet.signedTransactions).toBeGreaterThan(0);

    // An upgrade of the fishing rod, as the inventory tab asks for it: at its quoted price.
    const rods = await playerGet<{ id: string; type: string }[]>(stack, page, '/nft/f2p');
    const rod = rods.find((nft) => nft.type === 'fishingRod')!;
    const quote = await playerGet<{ upgrade: { goldy: string; dfl: string } }>(
      stack,
      page,
      `/nft/quote?nftId=${rod.id}`,
    );
    await playerPost(stack, page, '/workflows/upgrade-nft', {
      nftId: rod.id,
      goldy: quote.upgrade.goldy,
      dfl: quote.upgrade.dfl,
      idempotencyKey: randomUUID(),
    });

    // A raffle entry, in the raffles tab.
    await page.getByRole('link', { name: 'Raffles' }).click();
    const open = page
      .getByRole('region', { name: 'Open', exact: true })
      .getByRole('region', { name: 'Daily GOLDY Raffle' });
    await open.getByLabel('Entries').fill('1');
    await open.getByRole('button', { name: 'Enter', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Enter raffle' })
      .getByRole('button', { name: 'Enter', exact: true })
      .click();
    await newestIs('raffleEntry');

    // The feed, newest first: the entry, the upgrade, the deposit, then what came before.
    await page.getByRole('link', { name: 'Home' }).click();
    const card = page.getByRole('region', { name: 'Activity', exact: true });
    await card.getByText('Entered a raffle').waitFor();
    await card.getByRole('link', { name: 'See all activity' }).click();
    await page.getByRole('heading', { level: 2, name: 'Activity' }).waitFor();
    const rows = await activityRows(page, 'Your activity');
    expect(rows.slice(0, 3).map((row) => row.split(' ')[0])).toEqual(['Entered', 'Upgrade', 'Deposit']);
    expect(rows[0]).toMatch(/^Entered a raffle .*-1 ticket/);
    expect(rows[1]).toMatch(new RegExp(`^Upgrade .*-${quote.upgrade.goldy} GOLDY`));
    expect(rows[2]).toMatch(/^Deposit Confirmed \+1 DFL/);
  });
});
