import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { signIn, type OpenedApp } from '../src/app';
import { moveGameClock, playerGet } from '../src/game';
import { closeFundedApp, openFundedApp } from '../src/fundedApp';
import type { Stack } from '../src/stack';

jest.setTimeout(240_000);

let stack: Stack;
let browser: Browser;
let app: OpenedApp;
/** Gzip size of every JS file the staking origin served, by URL. */
const stakingJs = new Map<string, number>();

beforeAll(async () => {
  ({ stack, browser, app } = await openFundedApp(
    { DFL: 100, GOLDY: 0, USDC: 0, DFL_USDC: 0 },
    { width: 320, height: 860 },
  ));
  app.page.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith(stack.remotes.staking!.url) || !url.endsWith('.js')) return;
    void response.body().then(
      (body) => stakingJs.set(url, gzipSync(body, { level: 9 }).length),
      () => undefined,
    );
  });
  await signIn(app.page);
});

afterAll(() => closeFundedApp({ stack, browser }));

const DAY = 24 * 60 * 60;
/** "1,234.5" → base units of a 9-decimal token. */
const baseUnits = (text: string) => {
  const [whole = '0', fraction = ''] = text.replace(/,/g, '').split('.');
  return BigInt(whole + fraction.padEnd(9, '0'));
};

/** "1234.5" → "1,234.5", as the app writes amounts. */
const grouped = (text: string) => {
  const [whole = '0', fraction] = text.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction === undefined ? '' : `.${fraction}`}`;
};

interface Plan {
  rewards: string;
  rewardPerSecond: string;
  seconds: number;
}
interface Position {
  amount: string;
  rewards: string;
  rewardPerSecond: string;
  asOf: string;
  lockEnd: string;
}

async function confirmStake(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Stake', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
}

describe("a stake's plan in Chromium", () => {
  it('shows what 10 DFL earns over 30 days, and exactly that accrues once the game clock has moved 30 days', async () => {
    const { page } = app;
    await page.getByRole('link', { name: 'Staking' }).click();
    await page.getByRole('heading', { name: 'Staking pools' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.getByRole('radio', { name: 'DFL', exact: true }).check({ force: true });
    await page.getByRole('radio', { name: /^30 days/ }).check({ force: true });
    await page.getByRole('textbox', { name: 'Amount to stake' }).fill('10');

    // The game's own figure, shown as the game answers it and announced as a status.
    const plan = await playerGet<Plan>(stack, page, '/staking/plan?optionId=dfl-30d&amount=10');
    expect(plan.seconds).toBe(30 * DAY);
    const line = page.getByRole('status').filter({ hasText: /^Earns/ });
    await line.getByText(`Earns ${grouped(plan.rewards)} DFL in 30 days`).waitFor();
    await line.getByText("At today's rate, which moves as others stake and unstake.").waitFor();
    expect(baseUnits(plan.rewards)).toBeGreaterThan(0n);

    await confirmStake(page);
    await page
      .getByRole('status')
      .filter({ hasText: 'Staked 10 DFL for 30 days' })
      .waitFor({ timeout: 30_000 });

    await moveGameClock(stack, 30 * DAY);
    const { positions } = await playerGet<{ positions: Position[] }>(stack, page, '/staking');
    const [position] = positions;
    expect(position?.amount).toBe('10');
    // What accrued = the plan's 30 days + the seconds that really passed since the stake, at its rate.
    const stakedAt = Math.floor((Date.parse(position!.lockEnd) - 30 * DAY * 1000) / 1000);
    const extra = BigInt(Math.floor(Date.parse(position!.asOf) / 1000) - stakedAt - 30 * DAY);
    const perSecond = baseUnits(position!.rewardPerSecond);
    expect(perSecond).toBe(baseUnits(plan.rewardPerSecond));
    const overPlan = baseUnits(position!.rewards) - baseUnits(plan.rewards);
    // The game clock ticks between the reads: the stake's start is known to the second, ±1.
    expect([extra - 1n, extra, extra + 1n].map((seconds) => seconds * perSecond)).toContain(overPlan);
    console.log(
      `stake plan: 10 DFL for 30 days planned ${plan.rewards} DFL; accrued ${position!.rewards} DFL after 30 days and ${extra} s`,
    );
  });

  it('fills the add-liquidity presets, shows the pool and names the way to USDC; own JS within budget', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Add liquidity' }).click();
    await page.getByRole('heading', { name: 'Add DFL/USDC liquidity' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page
      .getByText(/^\d[\d,]* DFL \+ [\d,]+ USDC$/)
      .first()
      .waitFor();
    // No USDC: the next step leads to the Receive screen.
    await page.getByRole('link', { name: 'Get USDC' }).click();
    await page.waitForURL(/\/receive$/);
    await page.goBack();
    await page.getByRole('heading', { name: 'Add DFL/USDC liquidity' }).waitFor();
    // Every preset is at least 44 px tall.
    const heights = await page
      .getByRole('group', { name: 'Slippage tolerance presets' })
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);

    const own = [...stakingJs.values()].reduce((sum, size) => sum + size, 0);
    console.log(
      `staking: own JS when first opened ${stakingJs.size} files, ${(own / 1024).toFixed(1)} KB gzip`,
    );
    expect(own).toBeLessThanOrEqual(25 * 1024);
  });
});
