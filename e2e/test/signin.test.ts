import type { Browser } from 'playwright-core';
import type { Stack } from '../src/stack';
import { closeSuite, startSuite } from '../src/suite';
import { chooseTestWallet, expectCoinAmount, openApp, signIn } from '../src/app';
import { sessionToken } from '../src/game';
import { creditInGame, fund } from '../src/chain';
import { TestWallet } from '../src/testWallet';

jest.setTimeout(120_000);

let stack: Stack;
let browser: Browser;

beforeAll(async () => ({ stack, browser } = await startSuite()));
afterAll(() => closeSuite({ stack, browser }));

/** The header shows DFL first; a click on the coin shows GOLDY. */
async function showGoldy(page: import('playwright-core').Page) {
  await page.getByTestId('coin-display').click();
  await page.locator('[data-testid="coin-display"][data-token="GOLDY"]').waitFor();
}

/** What has focus, as a short description ("BUTTON Sign In", "BODY"). */
async function focused(page: import('playwright-core').Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return 'none';
    return `${el.tagName} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim()}`.trim();
  });
}

async function focusInDialog(page: import('playwright-core').Page): Promise<boolean> {
  return page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
}

describe('before the player does anything', () => {
  it('the page downloads the files Sign In needs while it loads, and runs none of them', async () => {
    const { page, requests } = await openApp(browser, stack.urls.shell);
    try {
      // The build lists them as prefetches in the page's head (shell/signInFilesPlugin.cjs).
      const html = await (await page.request.get(stack.urls.shell)).text();
      const head = /<head>(.*?)<\/head>/s.exec(html)?.[1] ?? '';
      const listed = [...head.matchAll(/<link rel="prefetch" href="([^"]+)"/g)].map(
        ([, href]) => new URL(href!, stack.urls.shell).href,
      );
      expect(listed.some((file) => file.endsWith('.js'))).toBe(true);
      await page.waitForFunction(
        (files) => files.every((file) => performance.getEntriesByName(file).length > 0),
        listed,
      );
      expect(listed.every((file) => requests.includes(file))).toBe(true);
      // Nothing of them ran: no chunk has joined the page's entry, and the screen is still the HTML's.
      expect(
        await page.evaluate(
          () => (self as unknown as { rspackChunkshell?: unknown[] }).rspackChunkshell?.length,
        ),
      ).toBe(0);
      expect(requests.some((url) => url.endsWith('/sign-in-files.json'))).toBe(false);
    } finally {
      await page.context().close();
    }
  });
});

describe('focus and ways out', () => {
  it('the wallet dialog takes focus, keeps Tab inside, and gives it back after Escape and the overlay', async () => {
    const { page } = await openApp(browser, stack.urls.shell);
    const signInButton = page.getByRole('button', { name: 'Sign In' });
    await signInButton.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Connect a wallet on Solana to continue').waitFor();
    expect(await focusInDialog(page)).toBe(true);
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page)).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog(page)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await focused(page)).toBe('BUTTON Sign In');

    await page.keyboard.press('Enter');
    await page.getByText('Connect a wallet on Solana to continue').waitFor();
    await page.locator('.wallet-adapter-modal-overlay').click({ position: { x: 5, y: 5 } });
    expect(await focused(page)).toBe('BUTTON Sign In');
    await page.close();
  });

  it('after signing in from the keyboard, focus is on the page title, never the body', async () => {
    const { page } = await openApp(browser, stack.urls.shell);
    await page.getByRole('button', { name: 'Sign In' }).focus();
    await page.keyboard.press('Enter');
    await chooseTestWallet(page);
    await page.getByRole('button', { name: 'Global Wallet' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    await page.close();
  });

  it('a wallet that never answers: the waiting screen says so, and Cancel goes back to Sign In', async () => {
    const wallet = new TestWallet();
    const release = wallet.holdSigning();
    const { page, consoleMessages } = await openApp(browser, stack.urls.shell, wallet);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await chooseTestWallet(page);
    await page.getByRole('heading', { name: 'Waiting for your wallet…' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Signing in' }).waitFor({ state: 'attached' });
    expect(await focused(page)).toBe('BUTTON Cancel');
    await page.keyboard.press('Enter');
    await page.getByText('Please approve the message to sign in.').waitFor();
    expect(await focused(page)).toBe('BUTTON Sign In');
    expect(consoleMessages.some((m) => m.startsWith('warning: Sign-in failed'))).toBe(true);
    // The late approval signs nobody in; a new Sign In does.
    release();
    await page.waitForTimeout(500);
    expect(await page.getByRole('button', { name: 'Global Wallet' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Global Wallet' }).waitFor();
    await page.close();
  });

  it('picking a wallet that is not installed says how to get it and keeps the dialog open', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(stack.urls.shell);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Already have a wallet? View options' }).click();
    await page.getByRole('button', { name: /Phantom$/ }).click();
    await page.getByText('Phantom is not installed in this browser.').waitFor();
    expect(await page.getByRole('link', { name: 'Get Phantom' }).getAttribute('href')).toMatch(/^https:\/\//);
    expect(await focusInDialog(page)).toBe(true);
    await page.getByText("You'll need a wallet on Solana to continue", { exact: true }).waitFor();
    await context.close();
  });

  it('the account menu copies the address, links the explorer, and Sign out ends the server session', async () => {
    const wallet = new TestWallet();
    const { page } = await openApp(browser, stack.urls.shell, wallet);
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.urls.shell });
    await signIn(page);
    const token = await sessionToken(page);
    await page.getByTestId('network-badge').filter({ hasText: 'Localnet' }).waitFor();
    await page.getByRole('button', { name: /^Account/ }).click();
    await page.getByRole('button', { name: 'Copy address' }).click();
    await page.getByRole('button', { name: 'Address copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet.address);
    const explorer = await page.getByRole('link', { name: 'View on explorer' }).getAttribute('href');
    expect(explorer).toBe(
      `https://explorer.solana.com/address/${wallet.address}?cluster=custom&customUrl=${encodeURIComponent(stack.urls.rpc)}`,
    );
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('Please approve the message to sign in.').waitFor();
    const funds = await fetch(`${stack.urls.gameApi}/api/p2e/funds`, { headers: { authorization: token } });
    expect(funds.status).toBe(401);
    await page.close();
  });
});

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
    await expectCoinAmount(page, '1,000');

    // A credit through the game API's local route reaches the header live, without reload.
    await creditInGame(stack.urls.gameApi, wallet.address, 'GOLDY', '12.34');
    await expectCoinAmount(page, '1,012.3');
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
    const token = await sessionToken(page);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    // The player leaves, the session is revoked meanwhile, the player comes back: the page that signed in
    // is gone, so no call of its own can meet the revoked token first.
    await page.goto('about:blank');
    const revoked = await fetch(`${stack.urls.gameApi}/auth/sign-out`, {
      method: 'POST',
      headers: { authorization: token },
    });
    expect(revoked.status).toBe(200);
    await page.goto(stack.urls.shell);
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
