import type { Browser, Frame, Page } from 'playwright-core';
import { audit, blocking } from '../src/axe';
import { fund } from '../src/chain';
import type { Stack } from '../src/stack';
import { closeSuite, startSuite } from '../src/suite';

jest.setTimeout(240_000);

/**
 * Every transaction the app builds says what it does in the player's words, and the local wallet host shows
 * that memo and the simulated balance changes before Approve (docs/tab-kit.md, "Transactions").
 */
const VIEWPORTS = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
] as const;

let stack: Stack;
let browser: Browser;

beforeAll(async () => ({ stack, browser } = await startSuite()));
afterAll(() => closeSuite({ stack, browser }));

async function openHost(viewport: { width: number; height: number }): Promise<{ host: Page; app: Frame }> {
  const context = await browser.newContext({ viewport });
  const host = await context.newPage();
  host.setDefaultTimeout(20_000);
  await host.goto(stack.urls.walletHost);
  await host.locator('[data-testid="host-account"][data-funding="ready"]').waitFor({ timeout: 30_000 });
  const address = (await host.getByTestId('host-account').getAttribute('data-address')) ?? '';
  await fund(stack.urls.rpc, address, { DFL: 100, GOLDY: 0, USDC: 20, DFL_USDC: 2 });
  const element = await host.waitForSelector('iframe[title="Game companion"]');
  const app = (await element.contentFrame())!;
  await app.getByRole('button', { name: 'Sign In' }).click();
  await host.getByRole('dialog', { name: 'Sign message' }).getByRole('button', { name: 'Approve' }).click();
  await app.getByRole('button', { name: 'Global Wallet' }).waitFor();
  return { host, app };
}

/** The host's approval sheet for the transaction the app asks for: its memo and balance changes; then Reject. */
async function approvalShows(host: Page, memo: string, change: RegExp, screen: string): Promise<void> {
  const sheet = host.getByRole('dialog', { name: 'Approve transaction' });
  await sheet.waitFor();
  expect(await sheet.getByTestId('transaction-memo').textContent()).toBe(memo);
  const changes = sheet.getByTestId('balance-changes');
  await changes.waitFor();
  expect(await changes.textContent()).toMatch(change);
  const found = await audit(host, screen);
  expect(blocking(found)).toEqual([]);
  // The moderate rules too: one h1, headings in order, landmarks told apart.
  expect(found.map(({ rule, targets }) => ({ rule, targets }))).toEqual([]);
  await sheet.getByRole('button', { name: 'Reject' }).click();
  await sheet.waitFor({ state: 'detached' });
}

describe.each(VIEWPORTS)('the wallet host shows what is signed, at $width px', (viewport) => {
  it('a deposit, a stake, an add and a remove of liquidity: each memo and balance change before Approve', async () => {
    const { host, app } = await openHost(viewport);
    try {
      expect(await host.getByRole('heading', { level: 1 }).count()).toBe(1);

      await app.getByRole('link', { name: 'Transfer' }).click();
      await app.getByRole('textbox', { name: 'Amount' }).fill('1');
      await app.getByRole('button', { name: 'Deposit', exact: true }).click();
      await app.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await approvalShows(host, 'Deposit 1 DFL', /−1 DFL/, `deposit approval at ${viewport.width} px`);

      await app.getByRole('link', { name: 'Staking' }).click();
      await app.getByRole('radio', { name: /^90 days/ }).check({ force: true });
      await app.getByRole('textbox', { name: 'Amount to stake' }).fill('15');
      await app.getByRole('button', { name: 'Stake', exact: true }).click();
      await app.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await approvalShows(
        host,
        'Stake 15 DFL for 90 days',
        /−15 DFL/,
        `stake approval at ${viewport.width} px`,
      );

      await app.getByRole('button', { name: 'Add liquidity' }).click();
      await app.getByRole('textbox', { name: 'DFL amount' }).fill('10');
      const usdc = app.getByRole('textbox', { name: 'USDC amount' });
      for (let i = 0; i < 50 && (await usdc.inputValue()) !== '1'; i += 1) await host.waitForTimeout(100);
      await app.getByRole('button', { name: 'Add liquidity', exact: true }).click();
      await app.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await approvalShows(
        host,
        'Add 10 DFL and 1 USDC to the pool',
        /−10 DFL[\s\S]*−1 USDC|−1 USDC[\s\S]*−10 DFL/,
        `add approval at ${viewport.width} px`,
      );

      await app.getByRole('textbox', { name: 'LP amount' }).fill('0.1');
      await app.getByRole('button', { name: 'Remove liquidity', exact: true }).click();
      await app.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await approvalShows(
        host,
        'Remove 0.1 DFL/USDC LP',
        /−0\.1 DFL\/USDC/,
        `remove approval at ${viewport.width} px`,
      );
    } finally {
      await host.context().close();
    }
  });
});
