import type { Browser, Page } from 'playwright-core';
import type { Stack } from '../src/stack';
import { closeSuite, startSuite } from '../src/suite';
import { chooseTestWallet, openApp } from '../src/app';
import { TestWallet } from '../src/testWallet';

jest.setTimeout(120_000);

let stack: Stack;
let browser: Browser;

beforeAll(async () => ({ stack, browser } = await startSuite()));
afterAll(() => closeSuite({ stack, browser }));

/** The game API's auth calls the page made, as "METHOD /path" without the wallet id. */
function authCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(stack.urls.gameApi).origin && url.pathname.startsWith('/auth/')) {
      if (request.method() !== 'OPTIONS')
        calls.push(
          `${request.method()} ${url.pathname.replace(/\/auth\/[1-9A-HJ-NP-Za-km-z]{32,44}\//, '/auth/{walletId}/')}`,
        );
    }
  });
  return calls;
}

const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 Phantom';

describe('Sign In With Solana (solana:signIn)', () => {
  it('a new player: one approval in the wallet signs up and in, with the product statement', async () => {
    const wallet = new TestWallet();
    const { page } = await openApp(browser, stack.urls.shell, wallet);
    const calls = authCalls(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await chooseTestWallet(page);
    await page.getByRole('button', { name: 'Global Wallet' }).waitFor();
    expect(wallet.approvals).toEqual(['signIn']);
    expect(wallet.signedMessages[0]).toContain(
      `wants you to sign in with your Solana account:\n${wallet.address}\n\nSign in to the game companion app. This request does not send a transaction or cost a fee.`,
    );
    expect(calls).toEqual(['GET /auth/sign-in-input', 'POST /auth/sign-up', 'POST /auth/sign-in']);
    await page.close();
  });

  it('a returning player: one approval again, sign-up answers 409 and sign-in follows', async () => {
    const wallet = new TestWallet();
    const first = await openApp(browser, stack.urls.shell, wallet);
    await first.page.getByRole('button', { name: 'Sign In' }).click();
    await chooseTestWallet(first.page);
    await first.page.getByRole('button', { name: 'Global Wallet' }).waitFor();
    await first.page.context().close();
    wallet.approvals = [];
    const { page } = await openApp(browser, stack.urls.shell, wallet);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await chooseTestWallet(page);
    await page.getByRole('button', { name: 'Global Wallet' }).waitFor();
    expect(wallet.approvals).toEqual(['signIn']);
    await page.close();
  });

  it('a refusal in the wallet returns to the sign-in screen with "Sign message failed"', async () => {
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

  it('a wallet without solana:signIn keeps connect and signMessage', async () => {
    const wallet = new TestWallet(undefined, { signIn: false });
    const { page } = await openApp(browser, stack.urls.shell, wallet);
    const calls = authCalls(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await chooseTestWallet(page);
    await page.getByRole('button', { name: 'Global Wallet' }).waitFor();
    expect(wallet.approvals).toEqual(['signMessage']);
    expect(calls).toEqual(['GET /auth/{walletId}/nonce', 'POST /auth/sign-up', 'POST /auth/sign-in']);
    await page.close();
  });

  it('the Ledger switch keeps the memo transaction even where the wallet offers signIn', async () => {
    const wallet = new TestWallet();
    const { page } = await openApp(browser, stack.urls.shell, wallet);
    await page.getByRole('switch', { name: 'Are you using ledger?' }).check({ force: true });
    await page.getByRole('button', { name: 'Sign In' }).click();
    await chooseTestWallet(page);
    await page.getByRole('button', { name: 'Global Wallet' }).waitFor();
    expect(wallet.approvals).toEqual(['signTransaction']);
    await page.close();
  });
});

describe("a wallet's in-app browser", () => {
  async function openOnPhone(wallet: TestWallet): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width: 412, height: 915 },
      userAgent: PHONE_USER_AGENT,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await wallet.install(page);
    await page.goto(stack.urls.shell);
    return page;
  }

  it('one injected wallet on a phone: Sign In goes to it, no dialog, one approval', async () => {
    const wallet = new TestWallet();
    const page = await openOnPhone(wallet);
    let dialogShown = false;
    void page
      .getByText('Connect a wallet on Solana to continue')
      .waitFor({ timeout: 20_000 })
      .then(() => (dialogShown = true))
      .catch(() => undefined);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Global Wallet' }).waitFor();
    expect(dialogShown).toBe(false);
    expect(wallet.approvals).toEqual(['signIn']);
    await page.context().close();
  });

  it('the same in a desktop browser still shows the dialog', async () => {
    const { page } = await openApp(browser, stack.urls.shell, new TestWallet());
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Connect a wallet on Solana to continue').waitFor();
    await page.close();
  });
});
