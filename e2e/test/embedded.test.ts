import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { expectCoinAmount, showWallet } from '../src/app';
import { launchBrowser } from '../src/browser';
import { E2E_PORTS, startTestStack, type Stack } from '../src/stack';

jest.setTimeout(180_000);

// The mini-app inside the local wallet host (dev/wallet-host), as a wallet frames it: every approval is
// given in the host page, and the framed app has no storage at all.

const FOREIGN = `http://127.0.0.1:${E2E_PORTS.shell + 20}`;
const EXPLORER = 'https://explorer.solana.com/';

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let host: Page;
let app: Frame;
const consoleLines: string[] = [];

const DECLINED_TOAST = 'You declined the request in your wallet. Nothing was sent.';
const WALLET_CHANGED = 'Your wallet changed. Please sign in again.';

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 480, height: 900 } });
  // Storage blocked in the frame, as some wallets' frames are (the session then lives in memory).
  await context.addInitScript((shellOrigin: string) => {
    if (location.origin !== shellOrigin || window.parent === window) return;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Storage is blocked in this frame', 'SecurityError');
      },
    });
  }, new URL(stack.urls.shell).origin);
  // No network outside this machine: the explorer and a foreign site are answered here.
  await context.route(`${EXPLORER}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Explorer</title>' }),
  );
  host = await context.newPage();
  host.setDefaultTimeout(20_000);
  host.on('console', (message) => consoleLines.push(message.text()));
  await host.goto(stack.urls.walletHost);
  await host.locator('[data-testid="host-account"][data-funding="ready"]').waitFor({ timeout: 30_000 });
  app = await frameOfShell();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function frameOfShell(): Promise<Frame> {
  const element = await host.waitForSelector('iframe[title="Game companion"]');
  const frame = await element.contentFrame();
  if (!frame) throw new Error('the mini-app frame is missing');
  await frame.getByRole('button', { name: 'Sign In' }).waitFor();
  return frame;
}

const hostAddress = async () => (await host.getByTestId('host-account').getAttribute('data-address')) ?? '';

async function deposit(amount: string) {
  await app.getByRole('radio', { name: /^Deposit/ }).check({ force: true });
  await app.getByRole('radio', { name: /^DFL/ }).check({ force: true });
  await app.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await app.getByRole('button', { name: 'Deposit', exact: true }).click();
  await app.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
}

async function signInApprovingInHost() {
  await app.getByRole('button', { name: 'Sign In' }).click();
  const sheet = host.getByRole('dialog', { name: 'Sign message' });
  await sheet.waitFor();
  // The nonce names the wallet that signs it.
  expect(await sheet.getByTestId('message-text').textContent()).toContain(await hostAddress());
  await sheet.getByRole('button', { name: 'Approve' }).click();
  await app.getByRole('button', { name: 'Global Wallet' }).waitFor();
}

describe('embedded in the local wallet host', () => {
  it('runs framed with storage blocked, and only allowed wallets may frame it', async () => {
    expect(await app.evaluate(() => window.parent !== window)).toBe(true);
    expect(
      await app.evaluate(() => {
        try {
          return typeof window.localStorage;
        } catch {
          return 'blocked';
        }
      }),
    ).toBe('blocked');
    const response = await fetch(stack.urls.shell);
    const walletHostOrigins = stack.config.embedHostOrigins ?? [];
    expect(walletHostOrigins).toContain(new URL(stack.urls.walletHost).origin);
    expect(response.headers.get('content-security-policy')?.split('; ')).toContain(
      `frame-ancestors 'self' ${walletHostOrigins.join(' ')}`,
    );
    // A site that is not on the list cannot frame the shell at all.
    const page = await context.newPage();
    await context.route(`${FOREIGN}/framer.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<iframe title="stolen" src="${stack.urls.shell}"></iframe>`,
      }),
    );
    await page.goto(`${FOREIGN}/framer.html`);
    await page.waitForTimeout(1500);
    const framed = page.frames().find((f) => f !== page.mainFrame());
    expect(await framed?.getByRole('button', { name: 'Sign In' }).count()).toBe(0);
    await page.close();
  });

  it('a sign-in rejected in the host says "Sign message failed" and stays on the sign-in screen', async () => {
    await app.getByRole('button', { name: 'Sign In' }).click();
    const sheet = host.getByRole('dialog', { name: 'Sign message' });
    await sheet.getByRole('button', { name: 'Reject' }).click();
    await app.getByText('Sign message failed', { exact: true }).waitFor();
    await app.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await app.getByRole('button', { name: 'Global Wallet' }).count()).toBe(0);
    expect(await app.getByText('Connect a wallet on Solana to continue').count()).toBe(0);
  });

  it('signs in by approving the message in the host, with no wallet dialog', async () => {
    await signInApprovingInHost();
    expect(await app.getByText('Connect a wallet on Solana to continue').count()).toBe(0);
    // The faucet's default grant to the host's account: 1000 DFL on chain; 500 DFL to start in game.
    await expectCoinAmount(app, '1,000', 30_000);
  });

  it('deposits 1.5 DFL approved in the host, which shows the programs, the amount and the fee', async () => {
    await app.getByRole('link', { name: 'Transfer' }).click();
    await showWallet(app, 'Global Wallet');
    await deposit('1.5');
    const sheet = host.getByRole('dialog', { name: 'Approve transaction' });
    const summary = sheet.getByTestId('transaction-summary');
    await summary.getByText('1.5 DFL').waitFor();
    const text = (await summary.textContent()) ?? '';
    expect(text).toContain('Token Program');
    expect(text).toContain('0.000005 SOL');
    await sheet.getByRole('button', { name: 'Approve' }).click();
    await expectCoinAmount(app, '998.5', 30_000);
    await showWallet(app, 'In Game Wallet');
    await expectCoinAmount(app, '501.5', 30_000);
  });

  it('a deposit rejected in the host shows the toast and moves nothing', async () => {
    await showWallet(app, 'Global Wallet');
    await deposit('1');
    const sheet = host.getByRole('dialog', { name: 'Approve transaction' });
    await sheet.getByRole('button', { name: 'Reject' }).click();
    await app.getByText(DECLINED_TOAST, { exact: true }).waitFor();
    await app.waitForTimeout(1000);
    expect(await app.getByTestId('coin-amount').textContent()).toBe('998.5');
    await showWallet(app, 'In Game Wallet');
    await expectCoinAmount(app, '501.5', 30_000);
  });

  it('opens explorer links through the host, never from the frame', async () => {
    const link = app.locator(`a[href^="${EXPLORER}tx/"]`).first();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href.startsWith(`${EXPLORER}tx/`)).toBe(true);
    await link.click();
    const sheet = host.getByRole('dialog', { name: 'Open link' });
    expect(await sheet.getByTestId('link-url').textContent()).toBe(href);
    const [opened] = await Promise.all([
      context.waitForEvent('page'),
      sheet.getByRole('button', { name: 'Open' }).click(),
    ]);
    await opened.waitForLoadState();
    expect(opened.url()).toBe(href);
    await opened.close();
    expect(app.url().startsWith(stack.urls.shell)).toBe(true);
  });

  it('ignores messages posted from a foreign origin: no account switch, no answer, no request', async () => {
    const forgedAddress = 'Fake1111111111111111111111111111111111111111';
    await context.route(`${FOREIGN}/forger.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<script>
          const protocol = 'companion-wallet-bridge';
          const app = parent.frames[0];
          const accounts = [{ address: '${forgedAddress}', publicKey: btoa(String.fromCharCode(...new Uint8Array(32))) }];
          app.postMessage({ protocol, id: 'f1', type: 'accountsChanged', version: 1, accounts }, '*');
          app.postMessage({ protocol, id: 'f2', type: 'response', version: 1, result: { accounts } }, '*');
          parent.postMessage({ protocol, id: 'f3', type: 'request', version: 1, method: 'openLink', params: { url: 'https://evil.example/' } }, '*');
          parent.postMessage({ protocol, id: 'f4', type: 'request', version: 1, method: 'signMessage', params: { address: '${forgedAddress}', message: 'AA==' } }, '*');
          console.log('forged messages sent');
        </script>`,
      }),
    );
    const before = await hostAddress();
    await host.evaluate((url) => {
      const frame = document.createElement('iframe');
      frame.title = 'foreign';
      frame.src = url;
      frame.style.display = 'none';
      document.body.append(frame);
    }, `${FOREIGN}/forger.html`);
    await host.waitForFunction(() => document.querySelector('iframe[title="foreign"]') !== null);
    const deadline = Date.now() + 10_000;
    while (!consoleLines.includes('forged messages sent') && Date.now() < deadline)
      await host.waitForTimeout(100);
    expect(consoleLines).toContain('forged messages sent');
    await host.waitForTimeout(1500);
    await app.getByRole('button', { name: 'Global Wallet' }).waitFor();
    expect(await app.getByText(WALLET_CHANGED).count()).toBe(0);
    expect(await host.getByRole('dialog').count()).toBe(0);
    expect(await hostAddress()).toBe(before);
  });

  it('switching accounts in the host ends the session; the new account signs in', async () => {
    const first = await hostAddress();
    await host.getByRole('button', { name: 'New account' }).click();
    await app.getByText(WALLET_CHANGED, { exact: true }).waitFor();
    await app.getByRole('button', { name: 'Sign In' }).waitFor();
    await host.locator('[data-testid="host-account"][data-funding="ready"]').waitFor({ timeout: 30_000 });
    expect(await hostAddress()).not.toBe(first);
    await signInApprovingInHost();
    await expectCoinAmount(app, '1,000', 30_000);
  });
});
