import type { Browser, BrowserContext, Frame, Page, Response } from 'playwright-core';
import { expectCoinAmount, showWallet } from '../src/app';
import { launchBrowser } from '../src/browser';
import { startTestStack, type Stack } from '../src/stack';

jest.setTimeout(180_000);

// The mini app inside the local Farcaster client (dev/farcaster-host), which speaks the host side of the
// mini-app protocol with @farcaster/miniapp-host and holds the player's Solana wallet: every signature is
// approved in the client's page.

const EXPLORER = 'https://explorer.solana.com/';
/** A string only the Farcaster SDK's code holds (its phone web view's channel). */
const SDK_MARK = 'FarcasterFrameCallback';

let stack: Stack;
/** The local Farcaster client's page, as `npm start` serves it beside the stack. */
let clientUrl: string;
let browser: Browser;
let context: BrowserContext;
let host: Page;
let app: Frame;
const scripts: Promise<string>[] = [];

/** The JavaScript the shell's origin served to this context, as text. */
function collectScripts(into: Promise<string>[]) {
  return (response: Response) => {
    if (response.url().startsWith(stack.urls.shell) && response.url().endsWith('.js')) {
      into.push(response.text().catch(() => ''));
    }
  };
}

beforeAll(async () => {
  stack = await startTestStack({ farcasterHost: true });
  clientUrl = stack.urls.farcasterHost!;
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 480, height: 900 } });
  context.on('response', collectScripts(scripts));
  await context.route(`${EXPLORER}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Explorer</title>' }),
  );
  host = await context.newPage();
  host.setDefaultTimeout(20_000);
  await host.goto(clientUrl);
  await host.locator('[data-testid="farcaster-account"][data-funding="ready"]').waitFor({ timeout: 30_000 });
  const element = await host.waitForSelector('iframe[title="Game companion"]');
  const frame = await element.contentFrame();
  if (!frame) throw new Error('the mini app frame is missing');
  app = frame;
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

const clientAddress = async () =>
  (await host.getByTestId('farcaster-account').getAttribute('data-address')) ?? '';
const approvalsAsked = async () => host.getByTestId('farcaster-request').getAttribute('data-asked');

describe('inside a Farcaster client', () => {
  it('serves its manifest, and its page lets the Farcaster client its config names frame it', async () => {
    const manifest = (await (await fetch(`${stack.urls.shell}/.well-known/farcaster.json`)).json()) as {
      accountAssociation?: unknown;
      miniapp: { name: string; homeUrl: string; iconUrl: string; requiredCapabilities: string[] };
    };
    expect(manifest.miniapp.name).toBe('Companion');
    expect(manifest.miniapp.homeUrl).toBe(`${stack.urls.shell}/`);
    expect(manifest.miniapp.requiredCapabilities).toEqual(['wallet.getSolanaProvider', 'actions.ready']);
    // The local stack has no domain signed by a Farcaster account: no association is made up.
    expect(manifest).not.toHaveProperty('accountAssociation');
    const icon = await fetch(manifest.miniapp.iconUrl);
    expect(icon.headers.get('content-type')).toBe('image/png');
    const policy = (await fetch(stack.urls.shell)).headers.get('content-security-policy') ?? '';
    expect(policy.split('; ')).toContain(
      `frame-ancestors 'self' ${[...(stack.config.embedHostOrigins ?? []), ...(stack.config.farcaster?.clientOrigins ?? [])].join(' ')}`,
    );
  });

  it('tells the client once its first screen is up, and shows no wallet dialog', async () => {
    await host.locator('[data-testid="mini-app-splash"][data-ready="yes"]').waitFor({ state: 'hidden' });
    await app.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await app.getByText('Connect a wallet on Solana to continue').count()).toBe(0);
    // The SDK came as a chunk of its own, fetched here.
    expect((await Promise.all(scripts)).some((text) => text.includes(SDK_MARK))).toBe(true);
  });

  it("signs in with the client's wallet in one approval of one message", async () => {
    await app.getByRole('button', { name: 'Sign In' }).click();
    const sheet = host.getByRole('dialog', { name: 'Sign this message' });
    await sheet.waitFor();
    // The nonce names the wallet that signs it.
    expect(await sheet.locator('.what').textContent()).toContain(await clientAddress());
    await sheet.getByRole('button', { name: 'Approve' }).click();
    await app.getByRole('button', { name: 'Global Wallet' }).waitFor();
    expect(await approvalsAsked()).toBe('1');
    expect(await app.getByText('Connect a wallet on Solana to continue').count()).toBe(0);
    // The faucet's grant to the client's account: 1000 DFL on chain.
    await expectCoinAmount(app, '1,000', 30_000);
  });

  it('deposits 1.5 DFL signed in the client', async () => {
    await app.getByRole('link', { name: 'Transfer' }).click();
    await showWallet(app, 'Global Wallet');
    await app.getByRole('radio', { name: /^Deposit/ }).check({ force: true });
    await app.getByRole('radio', { name: /^DFL/ }).check({ force: true });
    await app.getByRole('textbox', { name: 'Amount' }).fill('1.5');
    await app.getByRole('button', { name: 'Deposit', exact: true }).click();
    await app.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    const sheet = host.getByRole('dialog', { name: 'Sign this transaction' });
    await sheet.getByRole('button', { name: 'Approve' }).click();
    await expectCoinAmount(app, '998.5', 30_000);
    await showWallet(app, 'In Game Wallet');
    await expectCoinAmount(app, '501.5', 30_000);
    expect(await approvalsAsked()).toBe('2');
  });
});

describe('outside a Farcaster client', () => {
  async function scriptsOf(url: string, ready: (page: Page) => Promise<void>): Promise<string[]> {
    const own = await browser.newContext({ viewport: { width: 480, height: 900 } });
    const fetched: Promise<string>[] = [];
    own.on('response', collectScripts(fetched));
    const page = await own.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(url);
    await ready(page);
    const texts = await Promise.all(fetched);
    await own.close();
    return texts;
  }

  it('a page of its own, through to the wallet dialog, never fetches the Farcaster SDK', async () => {
    const texts = await scriptsOf(stack.urls.shell, async (page) => {
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText("You'll need a wallet on Solana to continue").waitFor();
    });
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => text.includes(SDK_MARK))).toEqual([]);
  });

  it('framed by a wallet on the bridge’s allow-list, neither', async () => {
    const texts = await scriptsOf(stack.urls.walletHost, async (page) => {
      const frame = await (await page.waitForSelector('iframe[title="Game companion"]')).contentFrame();
      await frame!.getByRole('button', { name: 'Sign In' }).waitFor();
      await page.waitForTimeout(1000);
    });
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => text.includes(SDK_MARK))).toEqual([]);
  });
});
