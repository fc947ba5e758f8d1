import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../src/browser';
import { startTestStack, type Stack } from '../src/stack';
import { chooseTestWallet, openApp } from '../src/app';
import { audit, blocking, countsPerRule, type Finding } from '../src/axe';
import { fund } from '../src/chain';
import { TestWallet } from '../src/testWallet';

jest.setTimeout(180_000);

/** The phone the screens are checked on. */
const PHONE = { width: 390, height: 844 };

let stack: Stack;
let browser: Browser;
let page: Page;
let wallet: TestWallet;
const findings: Finding[] = [];

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
  wallet = new TestWallet();
  await fund(stack.urls.rpc, wallet.address, { DFL: 1234567.89123, GOLDY: 42.5, USDC: 3, DFL_USDC: 1 });
  ({ page } = await openApp(browser, stack.urls.shell, wallet, PHONE));
});

afterAll(async () => {
  // Counts per rule over every screen, serious or not: the figure the accessibility work is tracked by.
  console.log(`axe findings per rule:\n${JSON.stringify(countsPerRule(findings), null, 2)}`);
  if (process.env.AXE_REPORT) fs.writeFileSync(process.env.AXE_REPORT, JSON.stringify(findings, null, 2));
  await browser?.close();
  await stack?.close();
});

/**
 * Audits what the page shows now; the screen fails on any serious or critical violation, and on the moderate
 * and minor ones too (heading order, landmarks told apart): every rule stays at 0.
 */
async function expectAccessible(target: Page, screen: string): Promise<void> {
  const found = await audit(target, screen);
  findings.push(...found);
  expect(blocking(found)).toEqual([]);
  expect(found.map(({ rule, targets }) => ({ rule, targets }))).toEqual([]);
}

/** Waits until a tab's remote has rendered and its first requests have settled. */
async function openTab(link: string, title: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
  await page.getByRole('heading', { name: title, level: 1, exact: true }).waitFor();
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

describe(`every screen passes axe-core at ${PHONE.width}×${PHONE.height}`, () => {
  it('signed out', async () => {
    await page.getByText('Please approve the message to sign in.').waitFor();
    await expectAccessible(page, 'signed out');
  });

  it('the wallet dialog', async () => {
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Connect a wallet on Solana to continue').waitFor();
    await expectAccessible(page, 'wallet dialog');
  });

  it('the wallet dialog with no wallet detected, options shown', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const bare = await context.newPage();
    try {
      await bare.goto(stack.urls.shell);
      await bare.getByRole('button', { name: 'Sign In' }).click();
      await bare.getByRole('button', { name: 'Already have a wallet? View options' }).click();
      await bare.getByRole('button', { name: /Phantom/ }).waitFor();
      await expectAccessible(bare, 'wallet dialog, none detected');
    } finally {
      await context.close();
    }
  });

  it('loading, while the wallet has not answered', async () => {
    const release = wallet.holdSigning();
    try {
      await chooseTestWallet(page);
      await page.locator('.loading-screen').waitFor();
      await expectAccessible(page, 'loading');
      // The spinner stands still for players who asked their system for less motion.
      const spinning = () =>
        page.evaluate(() =>
          document
            .querySelector('.spinner')!
            .getAnimations()
            .some((animation) => animation instanceof CSSAnimation),
        );
      expect(await spinning()).toBe(true);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await spinning()).toBe(false);
      await page.emulateMedia({ reducedMotion: null });
    } finally {
      release();
    }
    await page.getByRole('button', { name: 'Global Wallet' }).waitFor();
  });

  it.each([
    ['Home', 'HOME'],
    ['Transfer', 'TRANSFER'],
    ['Inventory', 'INVENTORY'],
    ['Staking', 'STAKING'],
    ['Raffles', 'RAFFLES'],
  ])('the %s tab', async (link, title) => {
    await openTab(link, title);
    await expectAccessible(page, link);
  });

  it('add liquidity', async () => {
    await openTab('Staking', 'STAKING');
    await page.getByRole('button', { name: 'Add liquidity' }).click();
    await page.getByRole('heading', { name: 'ADD LIQUIDITY', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await expectAccessible(page, 'add liquidity');
  });

  describe('with the game API down', () => {
    beforeAll(() => stack.stopGameApi());
    afterAll(() => stack.startGameApi());

    it.each([
      ['Home', 'HOME'],
      ['Transfer', 'TRANSFER'],
      ['Inventory', 'INVENTORY'],
      ['Staking', 'STAKING'],
      ['Raffles', 'RAFFLES'],
    ])('the %s tab', async (link, title) => {
      // Leave first, so the tab mounts again and asks the game API afresh.
      await openTab(link === 'Raffles' ? 'Home' : 'Raffles', link === 'Raffles' ? 'HOME' : 'RAFFLES');
      await openTab(link, title);
      await page.waitForTimeout(1500);
      await expectAccessible(page, `${link}, game API down`);
    });
  });
});
