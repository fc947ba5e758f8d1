import type { Browser, Page } from 'playwright-core';
import { expectCoinAmount, openApp, showWallet, signIn } from '../src/app';
import { audit, blocking } from '../src/axe';
import type { Stack } from '../src/stack';
import { closeSuite, startSuite } from '../src/suite';
import { TestWallet } from '../src/testWallet';

jest.setTimeout(180_000);

/**
 * The game answers the IN_GAME funds read with a 500, then answers again: the In Game Wallet's balances are
 * unknown with a Retry, never 0 (header, home, the ticket shop), nothing is said to the player beyond that,
 * and they are right by themselves, with no reload (docs/product-rules.md, "Balances").
 */
const UNKNOWN_IN_GAME = 'Unknown: the game cannot be reached right now.';
const TICKETS_UNKNOWN = 'Your tickets: unknown: the game cannot be reached right now.';
const TICKETS_LOADING = 'Your tickets: loading: the game has not answered yet.';

let stack: Stack;
let browser: Browser;

beforeAll(async () => ({ stack, browser } = await startSuite()));
afterAll(() => closeSuite({ stack, browser }));

/** The game's funds read answers 500 while `down` is true; every other call goes through. */
async function fundsSwitch(page: Page): Promise<{ down: boolean; failed: number }> {
  const state = { down: true, failed: 0 };
  const funds = new URL('/api/p2e/funds', stack.urls.gameApi).href;
  const shell = new URL(stack.urls.shell).origin;
  await page.route(
    (url) => url.href === funds,
    (route) => {
      if (!state.down || route.request().method() !== 'GET') return route.continue();
      state.failed++;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': shell },
        body: JSON.stringify({
          statusCode: 500,
          error: 'Internal Server Error',
          message: 'funds unavailable',
        }),
      });
    },
  );
  return state;
}

describe('the game cannot give the IN_GAME funds, then can', () => {
  it('says they are unknown with a Retry, never 0, then shows them with no reload', async () => {
    const wallet = new TestWallet();
    const { page } = await openApp(browser, stack.urls.shell, wallet, { width: 390, height: 844 });
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    try {
      const game = await fundsSwitch(page);
      await signIn(page);
      await showWallet(page, 'In Game Wallet');
      await expectCoinAmount(page, 'Unknown');
      expect(await page.getByTestId('coin-display').getAttribute('aria-label')).toBe(
        'Unknown DFL balance: the game cannot be reached right now, show GOLDY',
      );
      // The specification's console message, and no toast.
      expect(logged.some((text) => text.startsWith('Failed to fetch user balances'))).toBe(true);
      expect(await page.locator('.toasts .toast').count()).toBe(0);

      const inGame = page.getByRole('region', { name: 'In Game Wallet', exact: true });
      await inGame.getByText(UNKNOWN_IN_GAME).waitFor();
      expect(await inGame.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
      expect(await inGame.locator('.home-wallet__amount').allTextContents()).toEqual([
        'Unknown',
        'Unknown',
        'Unknown',
        'Unknown',
      ]);
      expect(blocking(await audit(page, 'home, IN_GAME funds unknown'))).toEqual([]);

      // The ticket shop and the raffles' entries judge nothing against a 0 the game never said.
      await page.getByRole('link', { name: /^Raffles/ }).click();
      await page.locator('.raffles-shop').getByText(TICKETS_UNKNOWN).first().waitFor();
      await page.locator('.raffles-reason').getByText(TICKETS_UNKNOWN).first().waitFor();
      // Short of nothing it knows of: no way to a deposit is offered for a balance it cannot read.
      await page.locator('.raffles-reason').getByText('Your GOLDY: unknown').first().waitFor();
      expect(
        await page
          .locator('.raffles-shop')
          .getByRole('link', { name: /^Deposit/ })
          .count(),
      ).toBe(0);
      const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);
      const failedWhileDown = game.failed;
      expect(failedWhileDown).toBeGreaterThanOrEqual(1);

      game.down = false;
      // No reload and no press: the session reads again by itself every few seconds.
      await expectCoinAmount(page, '500', 20_000);
      await page.waitForFunction((text) => !document.body.innerText.includes(text), TICKETS_UNKNOWN);
      await page.getByRole('link', { name: /^Home/ }).click();
      await inGame.getByText(UNKNOWN_IN_GAME).waitFor({ state: 'detached' });
      expect(await inGame.locator('.home-wallet__amount').allTextContents()).toEqual([
        '1,000',
        '500',
        '5',
        '1',
      ]);
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads);
    } finally {
      await page.context().close();
    }
  });
});

describe('the game has not answered the IN_GAME funds yet', () => {
  it('says they are loading, judging nothing and offering no deposit, then shows them (320 px)', async () => {
    const wallet = new TestWallet();
    const { page } = await openApp(browser, stack.urls.shell, wallet, { width: 320, height: 568 });
    try {
      // The funds read is held: the session's first answer is on its way.
      let answer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      const funds = new URL('/api/p2e/funds', stack.urls.gameApi).href;
      await page.route(
        (url) => url.href === funds,
        async (route) => {
          if (route.request().method() === 'GET') await answered;
          await route.continue().catch(() => undefined);
        },
      );
      await signIn(page);
      await showWallet(page, 'In Game Wallet');
      await page.getByRole('link', { name: /^Raffles/ }).click();
      const shop = page.locator('.raffles-shop');
      await shop.getByText(TICKETS_LOADING).first().waitFor();
      await page.locator('.raffles-reason').getByText('Your GOLDY: loading').first().waitFor();
      expect(await shop.getByRole('button', { name: 'Retry' }).count()).toBe(0);
      expect(await shop.getByRole('link', { name: /^Deposit/ }).count()).toBe(0);
      expect(await page.getByText(/Not enough|You have no/).count()).toBe(0);
      expect(await shop.getByRole('button', { name: 'Buy tickets' }).isDisabled()).toBe(true);
      expect(await page.getByTestId('coin-display').getAttribute('aria-label')).toBe(
        'DFL balance loading, show GOLDY',
      );
      expect(blocking(await audit(page, 'raffles, IN_GAME funds loading'))).toEqual([]);

      answer();
      await expectCoinAmount(page, '500');
      await page.waitForFunction((text) => !document.body.innerText.includes(text), 'loading: the game');
      await shop.getByText('You have 5 tickets.').first().waitFor();
      expect(await shop.getByRole('button', { name: 'Buy tickets' }).isDisabled()).toBe(false);
    } finally {
      await page.context().close();
    }
  });
});
