import type { Browser, Page } from 'playwright-core';
import { coinAmount, expectCoinAmount, openApp, signIn } from '../src/app';
import { audit, blocking } from '../src/axe';
import { fund } from '../src/chain';
import type { Stack } from '../src/stack';
import { closeSuite, startSuite } from '../src/suite';
import { TestWallet } from '../src/testWallet';

jest.setTimeout(240_000);

/**
 * The chain cannot be reached from the app, then answers again: GLOBAL balances are unknown with a Retry,
 * never 0, and right again by themselves, with no reload (docs/product-rules.md, "Balances").
 */
const VIEWPORTS = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
] as const;

let stack: Stack;
let browser: Browser;

beforeAll(async () => ({ stack, browser } = await startSuite()));
afterAll(() => closeSuite({ stack, browser }));

/** Every JSON-RPC call of the page to the chain fails as an unreachable endpoint does, while `down` is true. */
async function chainSwitch(page: Page): Promise<{ down: boolean }> {
  const state = { down: true };
  const rpc = new URL(stack.urls.rpc).origin;
  await page.route(
    (url) => url.origin === rpc,
    (route) => (state.down ? route.abort('connectionrefused') : route.continue()),
  );
  return state;
}

describe.each(VIEWPORTS)('the chain down and back, at $width px', (viewport) => {
  it('balances are unknown with a Retry, never 0 (header, transfer, home), then right with no reload', async () => {
    const wallet = new TestWallet();
    await fund(stack.urls.rpc, wallet.address, { DFL: 100, GOLDY: 0, USDC: 20, DFL_USDC: 2 });
    const app = await openApp(browser, stack.urls.shell, wallet, viewport);
    const { page } = app;
    try {
      const chain = await chainSwitch(page);
      await signIn(page);
      // The header's Global Wallet coin: unknown, not 0.
      await expectCoinAmount(page, 'Unknown');
      await page.getByRole('link', { name: 'Transfer' }).click();
      const available = page.getByTestId('unknown-value').filter({ visible: true }).first();
      await available.waitFor();
      expect(await available.textContent()).toContain('the chain cannot be read right now');
      expect(await page.getByRole('button', { name: 'Max DFL' }).isDisabled()).toBe(true);
      expect(blocking(await audit(page, `chain down at ${viewport.width} px`))).toEqual([]);
      // Home's Global Wallet: every balance unknown, with a Retry, never "0".
      await page.getByRole('link', { name: /^Home/ }).click();
      const global = page.getByRole('region', { name: 'Global Wallet' });
      await global.getByText('Unknown: the chain cannot be read right now.').waitFor();
      expect(await global.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
      expect(await global.locator('.home-wallet__amount').allTextContents()).toEqual([
        'Unknown',
        'Unknown',
        'Unknown',
        'Unknown',
      ]);
      expect(blocking(await audit(page, `home, chain down at ${viewport.width} px`))).toEqual([]);
      const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);

      chain.down = false;
      // No reload and no press: the app reads again by itself, home's Global Wallet too.
      await expectCoinAmount(page, '100', 20_000);
      await global.getByText('Unknown: the chain cannot be read right now.').waitFor({ state: 'detached' });
      expect(await global.locator('.home-wallet__amount').allTextContents()).toEqual(['0', '100', '2', '20']);
      await page.getByRole('link', { name: /^Transfer/ }).click();
      await page.getByText('Available: 100 DFL').waitFor();
      expect(await page.getByTestId('unknown-value').count()).toBe(0);
      expect(await coinAmount(page)).toBe('100');
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads);
    } finally {
      await page.context().close();
    }
  });
});
