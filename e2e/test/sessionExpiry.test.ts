import type { Browser } from 'playwright-core';
import { openApp, signIn } from '../src/app';
import { launchBrowser } from '../src/browser';
import { fund } from '../src/chain';
import { startTestStack, type Stack } from '../src/stack';
import { TestWallet } from '../src/testWallet';

jest.setTimeout(240_000);

/** A short session, so that it expires while the test waits (docs/product-rules.md, "Sign-in"). */
const SESSION_SECONDS = 15;
const VIEWPORTS = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
] as const;

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startTestStack({ gameApiEnv: { SESSION_TTL_SECONDS: String(SESSION_SECONDS) } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe.each(VIEWPORTS)('a session that expires, at $width px', (viewport) => {
  it('is noticed while idle, before the next action, with one message, and nothing is signed', async () => {
    const wallet = new TestWallet();
    await fund(stack.urls.rpc, wallet.address, { DFL: 100, GOLDY: 0, USDC: 0, DFL_USDC: 0 });
    const { page } = await openApp(browser, stack.urls.shell, wallet, viewport);
    try {
      await signIn(page);
      await page.getByRole('link', { name: 'Staking' }).click();
      await page.getByRole('textbox', { name: 'Amount to stake' }).fill('10');
      const signedIn = Date.now();
      // Idle: no call is made; the app ends the session when its expiry comes.
      await page
        .getByRole('heading', { name: 'Please approve the message to sign in.' })
        .waitFor({ timeout: (SESSION_SECONDS + 10) * 1000 });
      expect(Date.now() - signedIn).toBeLessThan((SESSION_SECONDS + 10) * 1000);
      const expired = page.getByText('Your session has expired. Please sign in again.');
      await expired.waitFor();
      expect(await expired.count()).toBe(1);
      expect(await page.getByText('Your session has ended. Sign in again.').count()).toBe(0);
      expect(wallet.approvals.filter((approval) => approval === 'signTransaction')).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
