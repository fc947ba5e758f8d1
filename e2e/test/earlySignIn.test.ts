import type { Browser, Page } from 'playwright-core';
import type { Stack } from '../src/stack';
import { closeSuite, startSuite } from '../src/suite';
import { chooseTestWallet, expectCoinAmount } from '../src/app';
import { fund } from '../src/chain';
import { TestWallet } from '../src/testWallet';
import { holdFiles, templateFiles } from '../src/heldFiles';

jest.setTimeout(120_000);

let stack: Stack;
let browser: Browser;

beforeAll(async () => ({ stack, browser } = await startSuite()));
afterAll(() => closeSuite({ stack, browser }));

/**
 * The files Sign In loads after the sign-in screen's: the session's and the wallet layer's, without those the
 * early sign-in shares with the session (its own chunk's, which the wallet dialog starts).
 */
async function walletLayerFiles(page: Page): Promise<string[]> {
  const early = await templateFiles(page, stack.urls.shell, ['early-sign-in-files']);
  const later = await templateFiles(page, stack.urls.shell, ['session-files', 'wallet-layer-files']);
  return later.filter((file) => !early.includes(file));
}

async function openWith(wallet: TestWallet): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await wallet.install(page);
  return { page, close: () => context.close() };
}

/** How the wallet dialog is drawn: over the page, with the test wallet's button on screen. */
async function dialogLook(page: Page) {
  await page.getByRole('heading', { name: 'Connect a wallet on Solana to continue' }).waitFor();
  return page.evaluate(() => {
    const dialog = document.querySelector('.wallet-adapter-modal');
    const wallet = Array.from(document.querySelectorAll('button')).find((button) =>
      button.textContent?.includes('E2E Test Wallet'),
    );
    const box = wallet?.getBoundingClientRect();
    return {
      position: dialog && getComputedStyle(dialog).position,
      walletInView: !!box && box.top >= 0 && box.bottom <= window.innerHeight,
      pageScrolled: window.scrollY,
    };
  });
}

describe('a new player’s Sign In', () => {
  it('before the wallet layer’s files are in: the dialog, the approval and the sign-in’s calls go on without them', async () => {
    const wallet = new TestWallet();
    await fund(stack.urls.rpc, wallet.address, { DFL: 12.5 });
    const { page, close } = await openWith(wallet);
    try {
      const files = await walletLayerFiles(page);
      expect(files.some((file) => file.endsWith('.js'))).toBe(true);
      const release = await holdFiles(page, files);
      await page.goto(stack.urls.shell);
      await page.getByRole('button', { name: 'Sign In' }).click();
      // Drawn as a dialog from its first frame: its look comes with it, not with the held layer.
      expect(await dialogLook(page)).toEqual({ position: 'fixed', walletInView: true, pageScrolled: 0 });
      // The dialog, then the wallet's one approval and the game's sign-in, all while the files are held.
      const signedIn = page.waitForResponse((response) =>
        /\/auth\/sign-in$/.test(new URL(response.url()).pathname),
      );
      await chooseTestWallet(page);
      expect((await signedIn).status()).toBe(200);
      expect(wallet.approvals).toEqual(['signIn']);
      expect(await page.getByRole('button', { name: 'Global Wallet' }).count()).toBe(0);
      // The layer comes in: home with the player's balances, and the wallet that signed connected without
      // asking again (kept for the next visit as the player's wallet).
      release();
      await page.getByRole('button', { name: 'Global Wallet' }).waitFor();
      await expectCoinAmount(page, '12.5');
      expect(wallet.approvals).toEqual(['signIn']);
      await page.waitForFunction(() => localStorage.getItem('walletName') === '"E2E Test Wallet"');
    } finally {
      await close();
    }
  });

  it('a page reloaded before the wallet layer was in: the wallet that signed is still the one that signs', async () => {
    const wallet = new TestWallet();
    await fund(stack.urls.rpc, wallet.address, { DFL: 4 });
    const { page, close } = await openWith(wallet);
    try {
      await holdFiles(page, await walletLayerFiles(page));
      await page.goto(stack.urls.shell);
      await page.getByRole('button', { name: 'Sign In' }).click();
      const signedIn = page.waitForResponse((response) =>
        /\/auth\/sign-in$/.test(new URL(response.url()).pathname),
      );
      await chooseTestWallet(page);
      expect((await signedIn).status()).toBe(200);
      // The player's wallet is kept from the approval on, not from the wallet layer's arrival.
      expect(await page.evaluate(() => localStorage.getItem('walletName'))).toBe('"E2E Test Wallet"');
      // The page goes before the layer came in; the next one has it, and the wallet that signed reconnects
      // without asking: a deposit can be signed.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.goto(`${stack.urls.shell}/transfer`);
      const content = page.locator('#content');
      await content.getByRole('textbox', { name: 'Amount', exact: true }).fill('1');
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLButtonElement>('#content button')].some(
          (button) => button.textContent === 'Deposit' && !button.disabled,
        ),
      );
      expect(wallet.approvals).toEqual(['signIn']);
    } finally {
      await close();
    }
  });

  it('with the wallet layer’s files in already: that layer’s own dialog, and the same sign-in', async () => {
    const wallet = new TestWallet();
    const { page, close } = await openWith(wallet);
    try {
      const files = await walletLayerFiles(page);
      await page.goto(stack.urls.shell);
      await page.waitForFunction(
        (list) => list.every((file) => performance.getEntriesByName(file).length > 0),
        files,
      );
      await page.getByRole('button', { name: 'Sign In' }).click();
      // Its dialog lists the wallets it knows besides the detected ones.
      await page.getByRole('button', { name: 'More options' }).waitFor();
      expect(await dialogLook(page)).toEqual({ position: 'fixed', walletInView: true, pageScrolled: 0 });
      await chooseTestWallet(page);
      await page.getByRole('button', { name: 'Global Wallet' }).waitFor();
      expect(wallet.approvals).toEqual(['signIn']);
    } finally {
      await close();
    }
  });

  it('a player who chooses after the wallet layer’s dialog took over: the same sign-in, one input call', async () => {
    const wallet = new TestWallet();
    const { page, close } = await openWith(wallet);
    try {
      const files = await walletLayerFiles(page);
      const release = await holdFiles(page, files);
      const inputCalls: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/auth/sign-in-input')) {
          inputCalls.push(request.url());
        }
      });
      await page.goto(stack.urls.shell);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Connect a wallet on Solana to continue').waitFor();
      // Nobody chooses: the wallet layer comes in and its dialog, with the other wallets, takes over.
      release();
      await page.getByRole('button', { name: 'More options' }).waitFor();
      await chooseTestWallet(page);
      await page.getByRole('button', { name: 'Global Wallet' }).waitFor();
      expect(wallet.approvals).toEqual(['signIn']);
      expect(inputCalls).toHaveLength(1);
    } finally {
      await close();
    }
  });
});
