import type { Browser, Frame, Page } from 'playwright-core';
import { TEST_WALLET_NAME, TestWallet } from './testWallet';

export interface OpenedApp {
  page: Page;
  wallet: TestWallet;
  /** Every URL the page requested, in order. */
  requests: string[];
  consoleMessages: string[];
}

export interface Viewport {
  width: number;
  height: number;
}

export async function openApp(
  browser: Browser,
  shellUrl: string,
  wallet = new TestWallet(),
  viewport: Viewport = { width: 420, height: 860 },
): Promise<OpenedApp> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const requests: string[] = [];
  const consoleMessages: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => consoleMessages.push(`${message.type()}: ${message.text()}`));
  await wallet.install(page);
  await page.goto(shellUrl);
  return { page, wallet, requests, consoleMessages };
}

/** Sign In → the wallet dialog → the test wallet → the logged-in header. */
export async function signIn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign In' }).click();
  await chooseTestWallet(page);
  await page.getByRole('button', { name: 'Global Wallet' }).waitFor();
}

export async function chooseTestWallet(page: Page): Promise<void> {
  await page.getByText('Connect a wallet on Solana to continue').waitFor();
  await page.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }).click();
}

export async function coinAmount(page: Page): Promise<string> {
  return (await page.getByTestId('coin-amount').textContent()) ?? '';
}

/** Waits until the header coin shows `expected` (balances arrive asynchronously). */
/** Waits until the header's coin reads `expected`: in the app's page, or its frame inside a host. */
export async function expectCoinAmount(app: Page | Frame, expected: string, timeout = 15_000): Promise<void> {
  await app.waitForFunction(
    (value) => document.querySelector('[data-testid="coin-amount"]')?.textContent === value,
    expected,
    { timeout },
  );
}

/** Shows `wallet`'s balances in the header, with `coin` on the coin (a click on it turns to the next token). */
export async function showWallet(
  app: Page | Frame,
  wallet: 'In Game Wallet' | 'Global Wallet',
  coin: 'DFL' | 'GOLDY' = 'DFL',
): Promise<void> {
  await app.getByRole('button', { name: wallet }).click();
  const shown = await app.getByTestId('coin-display').getAttribute('data-token');
  if (shown !== coin) await app.getByTestId('coin-display').click();
}
