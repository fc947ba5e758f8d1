import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { signIn } from '../src/app';
import { audit, blocking } from '../src/axe';
import { closeFundedApp, openFundedApp, type FundedApp } from '../src/fundedApp';
import { moveGameClock, playerGet } from '../src/game';
import { measureWidth } from '../src/layout';

// The charts (docs/tab-kit.md, "Charts"): XP and value on home, rewards on staking, at 390 px. Each summary is
// checked against the game API's own figures, the drawing is hidden from assistive technology, and axe passes.

jest.setTimeout(300_000);

const DAY = 24 * 60 * 60;
const WIDTH = 390;

interface History {
  asOf: string;
  points: { day: string; value: string }[];
}

let opened: Partial<FundedApp> = {};
/** Every JS file the page fetched, by URL, in order. */
const fetched: string[] = [];

/** The shell's built chunk that carries the drawing library (uPlot's `u-over` layer marks it). */
const chartChunk = (() => {
  const dist = path.join(__dirname, '..', '..', 'shell', 'dist');
  return fs
    .readdirSync(dist)
    .find(
      (file) => file.endsWith('.js') && fs.readFileSync(path.join(dist, file), 'utf8').includes('u-over'),
    );
})();

beforeAll(async () => {
  // 100 DFL on chain to stake; the game's starting funds (500 DFL in game, GOLDY, tickets) come with sign-up.
  opened = await openFundedApp({ DFL: 100, GOLDY: 0, USDC: 0, DFL_USDC: 0 }, { width: WIDTH, height: 844 });
  const { app } = opened as FundedApp;
  app.page.on('response', (response) => {
    if (response.url().endsWith('.js')) fetched.push(response.url());
  });
  await signIn(app.page);
});

afterAll(() => closeFundedApp(opened));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "2026-11-05" → "5 Nov", as the summaries write a day. */
const dayLabel = (day: string) => `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;
/** "1234" → "1,234". */
const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** An exact USD value as the app shows it: to the nearest cent, an exact half cent down. */
function usd(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const units = BigInt(whole + fraction.padEnd(21, '0'));
  const perCent = 10n ** 19n;
  const cents = units / perCent + ((units % perCent) * 2n > perCent ? 1n : 0n);
  return `$${grouped((cents / 100n).toString())}.${(cents % 100n).toString().padStart(2, '0')}`;
}
/** DFL base units of a decimal string. */
const dflUnits = (text: string) => {
  const [whole = '0', fraction = ''] = text.replace(/,/g, '').split('.');
  return BigInt(whole + fraction.padEnd(9, '0'));
};

/** The chart's figure, named by its summary, and that summary. */
async function chartSummary(page: Page, name: RegExp): Promise<string> {
  const figure = page.getByRole('figure', { name });
  await figure.waitFor();
  // The drawing is on screen and hidden from assistive technology; the summary is the figure's caption.
  await figure.locator('.kit-chart__drawing canvas').waitFor();
  expect(await figure.locator('.kit-chart__drawing').getAttribute('aria-hidden')).toBe('true');
  return (await figure.locator('figcaption').textContent()) ?? '';
}

async function expectFitsAndAccessible(page: Page, screen: string): Promise<void> {
  const width = await measureWidth(page);
  expect(width.widest).toEqual([]);
  expect(width.scrollWidth).toBeLessThanOrEqual(WIDTH);
  expect(blocking(await audit(page, screen))).toEqual([]);
}

describe('charts at 390 px', () => {
  it("home: XP over time says the game's figures, its drawing loaded only once opened", async () => {
    const { page } = (opened as FundedApp).app;
    const { stack } = opened as FundedApp;
    // A day on: the chart has the sign-up day and today.
    await moveGameClock(stack, DAY);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.getByText('Level', { exact: false }).first().waitFor();
    expect(chartChunk).toBeDefined();
    expect(fetched.some((url) => url.endsWith(`/${chartChunk}`))).toBe(false);

    await page.getByText('XP over time', { exact: true }).click();
    const summary = await chartSummary(page, /^XP: /);
    const xp = await playerGet<History>(stack, page, '/history/xp');
    expect(xp.points).toHaveLength(2);
    const [first, today] = xp.points as [History['points'][number], History['points'][number]];
    expect(summary).toBe(
      `XP: ${grouped(first.value)} on ${dayLabel(first.day)}, ${grouped(today.value)} today, unchanged.`,
    );
    expect(fetched.some((url) => url.endsWith(`/${chartChunk}`))).toBe(true);
    await expectFitsAndAccessible(page, 'home with the XP chart');
  });

  it('staking: rewards earned, after a stake, between what the game said before and after the page read it', async () => {
    const { page } = (opened as FundedApp).app;
    const { stack } = opened as FundedApp;
    await page.getByRole('link', { name: 'Staking' }).click();
    await page.getByRole('heading', { name: 'Staking pools' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Rewards over time' }).count()).toBe(0);
    await page.getByRole('radio', { name: 'DFL', exact: true }).check({ force: true });
    await page.getByRole('radio', { name: /^30 days/ }).check({ force: true });
    await page.getByRole('textbox', { name: 'Amount to stake' }).fill('10');
    await page.getByRole('button', { name: 'Stake', exact: true }).click();
    const before = await playerGet<History>(stack, page, '/history/rewards');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Staked 10 DFL for 30 days' })
      .waitFor({ timeout: 30_000 });

    await page.getByRole('heading', { name: 'Rewards over time' }).waitFor();
    const summary = await chartSummary(page, /^Rewards earned: /);
    const after = await playerGet<History>(stack, page, '/history/rewards');
    expect(after.points).toHaveLength(2);
    const first = after.points[0]!;
    expect(first.value).toBe('0');
    // Read in the stake's first second, today's figure is still 0: "unchanged".
    const shown = summary.match(
      /^Rewards earned: 0 DFL on (\d+ \w+), (< )?([\d.,]+) DFL today(, unchanged)?\.$/,
    );
    expect({ summary, day: shown?.[1] }).toEqual({ summary, day: dayLabel(first.day) });
    // What the page read lies between the game's figure before the stake (0) and the one read after it.
    const todayShown = dflUnits(shown![3]!);
    expect(before.points.at(-1)!.value).toBe('0');
    expect(todayShown).toBeLessThanOrEqual(dflUnits(after.points[1]!.value));
    await expectFitsAndAccessible(page, 'staking with the rewards chart');
  });

  it("home: value over time, in game and staked at today's prices, says the game's figures", async () => {
    const { page } = (opened as FundedApp).app;
    const { stack } = opened as FundedApp;
    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.getByText('Value over time', { exact: true }).click();
    const summary = await chartSummary(page, /^Value in game and staked: /);
    const value = await playerGet<History & { unpriced: string[] }>(stack, page, '/history/value');
    const [first, today] = value.points as [History['points'][number], History['points'][number]];
    // 500 DFL in game from the first day ($50 at the seeded pool's 0.1), 10 DFL staked today ($1 more): up 2 %.
    expect([first.value, today.value]).toEqual(['50', '51']);
    expect(summary).toBe(
      `Value in game and staked: ${usd(first.value)} on ${dayLabel(first.day)}, ${usd(today.value)} today, up 2 %.`,
    );
    await page
      .getByText("In game and staked, valued at today's prices. Not counted (no USD price): GOLDY", {
        exact: false,
      })
      .waitFor();
    await expectFitsAndAccessible(page, 'home with the value chart');
  });
});
