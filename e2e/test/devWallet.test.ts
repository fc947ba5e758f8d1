import type { Browser } from 'playwright-core';
import type { Stack } from '../src/stack';
import { closeSuite, startSuite } from '../src/suite';
import { expectCoinAmount } from '../src/app';

jest.setTimeout(120_000);

let stack: Stack;
let browser: Browser;

beforeAll(async () => ({ stack, browser } = await startSuite({ devWallet: true })));
afterAll(() => closeSuite({ stack, browser }));

describe('the local development wallet (npm start)', () => {
  it('is listed as Detected and signs a newcomer in with funds from the local chain, no extension needed', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(stack.urls.shell);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Connect a wallet on Solana to continue').waitFor();
    const devWallet = page.getByRole('button', { name: /Local Dev Wallet/ });
    expect(await devWallet.textContent()).toContain('Detected');
    await devWallet.click();
    await page.getByRole('button', { name: 'Global Wallet' }).waitFor();
    // The faucet's default grant: 1000 DFL on chain; the game's starting 500 DFL in game.
    await expectCoinAmount(page, '1,000', 30_000);
    await page.getByRole('button', { name: 'In Game Wallet' }).click();
    await expectCoinAmount(page, '500');
    await context.close();
  });
});
