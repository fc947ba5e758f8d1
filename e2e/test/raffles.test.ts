import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../src/browser';
import { startTestStack, type Stack } from '../src/stack';
import { expectCoinAmount, openApp, signIn, type OpenedApp } from '../src/app';
import { moveGameClock } from '../src/game';

jest.setTimeout(180_000);

let stack: Stack;
let browser: Browser;
let app: OpenedApp;
/** Gzip size of every JS file the raffles origin served, by URL. */
const rafflesJs = new Map<string, number>();

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
  app = await openApp(browser, stack.urls.shell);
  app.page.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith(stack.remotes.raffles!.url) || !url.endsWith('.js')) return;
    void response.body().then(
      (body) => rafflesJs.set(url, gzipSync(body, { level: 9 }).length),
      () => undefined,
    );
  });
  await signIn(app.page);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('raffles tab in Chromium', () => {
  it('buys 3 tickets, enters, and after the draw shows the winners, pays the prize and verifies the draw', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'In Game Wallet' }).click();
    // The starting 500 DFL in game.
    await expectCoinAmount(page, '500');
    await page.getByRole('link', { name: 'Raffles' }).click();
    await page.getByRole('heading', { name: 'Tickets' }).waitFor();
    await page.setViewportSize({ width: 320, height: 860 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    await page.getByLabel('Tickets to buy', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Buy tickets', exact: true }).click();
    const buy = page.getByRole('dialog', { name: 'Buy tickets' });
    expect(await buy.getByText('300 GOLDY').count()).toBe(1);
    await buy.getByRole('button', { name: 'Buy', exact: true }).click();
    await page.getByText('Bought 3 tickets.').waitFor();
    // 5 starting tickets and 3 bought.
    await page.getByText('You have 8 tickets.').waitFor();

    const open = section(page, 'Open').getByRole('region', { name: 'Daily GOLDY Raffle' });
    await open.getByLabel('Entries').fill('3');
    await open.getByRole('button', { name: 'Enter', exact: true }).click();
    const enter = page.getByRole('dialog', { name: 'Enter raffle' });
    await enter.getByRole('button', { name: 'Enter', exact: true }).click();
    await open.getByText('3 (cap 100)').waitFor();
    // The only entries: every prize is this player's.
    await open.getByText('100 %').waitFor();

    // The game clock moves past midnight UTC (entries close) and the draw a minute later.
    const nextMidnight = Math.ceil((Date.now() + 1) / 86_400_000) * 86_400_000;
    await moveGameClock(stack, Math.ceil((nextMidnight - Date.now()) / 1000) + 120);

    const winners = section(page, 'Past').getByRole('list', { name: 'Winners of Daily GOLDY Raffle' });
    await winners.waitFor();
    expect(await winners.getByRole('listitem').allTextContents()).toEqual([
      '1ST You 500 GOLDY',
      '2ND You 200 GOLDY',
      '3RD You 50 DFL',
    ]);
    // 50 DFL credited to the IN_GAME wallet, shown in the header.
    await expectCoinAmount(page, '550');

    // The good news is said in a toast; a tap on it goes through to what is under it, never stopped by it.
    const news = page.getByText(/^You won the .* prize in Daily GOLDY Raffle/).first();
    await news.waitFor();
    const box = (await news.boundingBox())!;
    expect(
      await page.evaluate(({ x, y }) => !document.elementFromPoint(x, y)?.closest('[data-toasts]'), {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      }),
    ).toBe(true);
    const past = section(page, 'Past').getByRole('region', { name: 'Daily GOLDY Raffle' }).first();
    await past.getByRole('button', { name: 'Verify' }).click();
    await past.getByText('The draw matches.').waitFor();

    const own = [...rafflesJs.values()].reduce((sum, size) => sum + size, 0);
    console.log(
      `raffles: own JS when first opened ${rafflesJs.size} files, ${(own / 1024).toFixed(1)} KB gzip`,
    );
    expect(own).toBeLessThanOrEqual(25 * 1024);
  });
});
