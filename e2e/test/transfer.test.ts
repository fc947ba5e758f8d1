import type { Browser, Page } from 'playwright-core';
import { expectCoinAmount, showWallet, signIn, type OpenedApp } from '../src/app';
import { creditInGame } from '../src/chain';
import { closeFundedApp, openFundedApp } from '../src/fundedApp';
import type { Stack } from '../src/stack';

jest.setTimeout(180_000);

let stack: Stack;
let browser: Browser;
let app: OpenedApp;

beforeAll(async () => {
  ({ stack, browser, app } = await openFundedApp({ DFL: 10, GOLDY: 5, USDC: 1, DFL_USDC: 1 }));
});

afterAll(() => closeFundedApp({ stack, browser }));

const entryRequests = (name: string) =>
  app.requests.filter((url) => url.startsWith(`${stack.remotes[name]!.url}/remoteEntry.js`)).length;

async function fillTransfer(
  page: Page,
  direction: 'Deposit' | 'Withdraw',
  token: 'DFL' | 'GOLDY',
  amount: string,
) {
  await page.getByRole('radio', { name: new RegExp(`^${direction}`) }).check({ force: true });
  await page.getByRole('radio', { name: new RegExp(`^${token}`) }).check({ force: true });
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
}

describe('home and transfer tabs in Chromium', () => {
  it('fetches each tab remote only when its tab is first opened', async () => {
    await signIn(app.page);
    await app.page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(entryRequests('home')).toBe(1);
    expect(entryRequests('transfer')).toBe(0);
    await app.page.getByRole('link', { name: 'Transfer' }).click();
    await app.page.getByRole('heading', { name: 'Transfer', exact: true, level: 2 }).waitFor();
    expect(entryRequests('transfer')).toBe(1);
  });

  it('deposits 1.5 DFL: GLOBAL shows 1.5 less and IN_GAME 1.5 more', async () => {
    const { page } = app;
    await showWallet(page, 'Global Wallet', 'DFL');
    await expectCoinAmount(page, '10');
    await fillTransfer(page, 'Deposit', 'DFL', '1.5');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expectCoinAmount(page, '8.5', 30_000);
    await showWallet(page, 'In Game Wallet', 'DFL');
    await expectCoinAmount(page, '501.5', 30_000);
  });

  it('withdraws 2 GOLDY: IN_GAME shows 2 less and GLOBAL 2 more', async () => {
    const { page } = app;
    await showWallet(page, 'In Game Wallet', 'GOLDY');
    await expectCoinAmount(page, '1,000');
    // The starting 1000 GOLDY are a bonus to play with, never withdrawable: 2 GOLDY won in play
    // (credited here through the local stack's dev route) are.
    await creditInGame(stack.urls.gameApi, app.wallet.address, 'GOLDY', '2');
    await expectCoinAmount(page, '1,002', 30_000);
    await fillTransfer(page, 'Withdraw', 'GOLDY', '2');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    // The answer comes once the chain has the transfer on disk; the form resets then.
    await page
      .getByRole('status')
      .getByText('Withdrew 2 GOLDY to your global wallet.')
      .waitFor({ timeout: 30_000 });
    await expectCoinAmount(page, '1,000', 30_000);
    await showWallet(page, 'Global Wallet', 'GOLDY');
    await expectCoinAmount(page, '7', 30_000);
  });

  it('refuses an amount above the balance with a message, and sends nothing', async () => {
    const { page } = app;
    await fillTransfer(page, 'Withdraw', 'DFL', '100000');
    // Of the 501.5 DFL in game, 500 are the starting bonus: only the rest can be withdrawn.
    await page.getByText('You can withdraw at most 1.5 DFL.', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Withdraw', exact: true }).isDisabled()).toBe(true);
  });

  it('a deposit declined in the wallet says so once, and moves nothing', async () => {
    const { page, wallet } = app;
    await showWallet(page, 'Global Wallet', 'DFL');
    await expectCoinAmount(page, '8.5');
    wallet.rejectNext = true;
    await fillTransfer(page, 'Deposit', 'DFL', '1');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    const declined = page.getByText('You declined the request in your wallet. Nothing was sent.', {
      exact: true,
    });
    await declined.waitFor();
    await page.waitForTimeout(1000);
    // One message per event: the toast, and no second notice in the tab.
    expect(await declined.count()).toBe(1);
    expect(await page.getByTestId('coin-amount').textContent()).toBe('8.5');
    await showWallet(page, 'In Game Wallet', 'DFL');
    await expectCoinAmount(page, '501.5');
  });

  it('lists both transfers in the history', async () => {
    const history = app.page.getByRole('region', { name: /history/i });
    await history.getByText(/1\.5 DFL/).waitFor();
    await history.getByText(/2 GOLDY/).waitFor();
  });
});
