import type { Browser } from 'playwright-core';
import { launchBrowser } from '../src/browser';
import { startTestStack, type Stack } from '../src/stack';
import { chooseTestWallet, expectCoinAmount, openApp, signIn } from '../src/app';
import { creditInGame, fund } from '../src/chain';
import { TestWallet } from '../src/testWallet';

jest.setTimeout(120_000);

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** The header shows DFL first; a click on the coin shows GOLDY. */
async function showGoldy(page: import('playwright-core').Page) {
  await page.getByTestId('coin-display').click();
  await page.locator('[data-testid="coin-display"] img[alt="GOLDY"]').waitFor();
}

describe('sign-in and live balances in Chromium', () => {
  it('the wallet dialog closes with Escape and with a click on the overlay', async () => {
    const { page } = await openApp(browser, stack.urls.shell);
    const title = page.getByText('Connect a wallet on Solana to continue');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await title.waitFor();
    await page.keyboard.press('Escape');
    await title.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Sign In' }).click();
    await title.waitFor();
    await page.locator('.wallet-adapter-modal-overlay').click({ position: { x: 5, y: 5 } });
    await title.waitFor({ state: 'detached' });
    await page.close();
  });

  it('with no wallet detected, the dialog says so and offers the other options', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(stack.urls.shell);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText("You'll need a wallet on Solana to continue", { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Already have a wallet? View options' }).click();
    await page.getByRole('button', { name: /Phantom$/ }).waitFor();
    await context.close();
  });

  it('signs in through the wallet dialog and shows real balances from the chain and the game API', async () => {
    const wallet = new TestWallet();
    await fund(stack.urls.rpc, wallet.address, { DFL: 42.75, GOLDY: 7.5, USDC: 3, DFL_USDC: 1 });
    const { page } = await openApp(browser, stack.urls.shell, wallet);

    await page.getByText('Please approve the message to sign in.').waitFor();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Connect a wallet on Solana to continue').waitFor();
    const walletButton = page.getByRole('button', { name: /E2E Test Wallet/ });
    expect(await walletButton.textContent()).toContain('Detected');
    await chooseTestWallet(page);
    await page.getByRole('button', { name: 'Global Wallet' }).waitFor();
    expect(wallet.signedMessages).toHaveLength(1);
    expect(wallet.signedMessages[0]).toContain(wallet.address);

    // GLOBAL (default): from the chain.
    await expectCoinAmount(page, '42.7');
    await showGoldy(page);
    await expectCoinAmount(page, '7.5');
    // IN_GAME: from the game API (a new account starts with 1000 GOLDY, 500 DFL).
    await page.getByRole('button', { name: 'In Game Wallet' }).click();
    await expectCoinAmount(page, '1000');

    // A credit through the game API's local route reaches the header live, without reload.
    await creditInGame(stack.urls.gameApi, wallet.address, 'GOLDY', '12.34');
    await expectCoinAmount(page, '1012.3');
    await page.getByRole('button', { name: 'Global Wallet' }).click();
    await expectCoinAmount(page, '7.5');
    await page.close();
  });

  it('signs in with the ledger switch on (memo transaction, no message signature)', async () => {
    const wallet = new TestWallet();
    const { page } = await openApp(browser, stack.urls.shell, wallet);
    await page.getByRole('switch', { name: 'Are you using ledger?' }).check({ force: true });
    await signIn(page);
    expect(wallet.signedMessages).toHaveLength(0);
    expect(wallet.signedTransactions).toBe(1);
    await page.getByRole('button', { name: 'In Game Wallet' }).click();
    await expectCoinAmount(page, '500');
    await page.close();
  });

  it('a refused signature returns to the sign-in screen with "Sign message failed"', async () => {
    const wallet = new TestWallet();
    wallet.rejectNext = true;
    const { page } = await openApp(browser, stack.urls.shell, wallet);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await chooseTestWallet(page);
    await page.getByText('Sign message failed', { exact: true }).waitFor();
    await page.getByText('Please approve the message to sign in.').waitFor();
    // One toast for one refusal: the wallet layer leaves this one to sign-in.
    expect(await page.getByText('You declined the request in your wallet. Nothing was sent.').count()).toBe(
      0,
    );
    await page.close();
  });

  it('keeps the session over a reload', async () => {
    const wallet = new TestWallet();
    const { page } = await openApp(browser, stack.urls.shell, wallet);
    await signIn(page);
    await page.reload();
    await page.getByRole('button', { name: 'Global Wallet' }).waitFor();
    expect(await page.getByText('Please approve the message to sign in.').count()).toBe(0);
    await page.close();
  });

  it('a revoked session returns to the sign-in screen with a toast', async () => {
    const wallet = new TestWallet();
    const { page } = await openApp(browser, stack.urls.shell, wallet);
    await signIn(page);
    const token = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('companion.session') ?? '{}') as { state?: { token?: string } })
          .state?.token,
    );
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const revoked = await fetch(`${stack.urls.gameApi}/auth/sign-out`, {
      method: 'POST',
      headers: { authorization: token! },
    });
    expect(revoked.status).toBe(200);
    await page.reload();
    await page.getByText('Your session has expired. Please sign in again.', { exact: true }).waitFor();
    await page.getByText('Please approve the message to sign in.').waitFor();
    await page.close();
  });

  it('after the game API restarts, the socket reconnects and the update made while it was down appears', async () => {
    const wallet = new TestWallet();
    const { page } = await openApp(browser, stack.urls.shell, wallet);
    await signIn(page);
    await page.getByRole('button', { name: 'In Game Wallet' }).click();
    await expectCoinAmount(page, '500');

    await stack.stopGameApi();
    await page.waitForTimeout(1000);
    await stack.startGameApi();
    // The socket retries every 5 s, so it is still down when this credit is made: its fundsUpdated
    // push reaches no one, and only the refetch after reconnecting can bring it.
    await creditInGame(stack.urls.gameApi, wallet.address, 'DFL', '25');
    // Reconnect attempts are 5 s apart; the refetch after reconnecting brings the missed update.
    await expectCoinAmount(page, '525', 30_000);
    await page.close();
  });
});
