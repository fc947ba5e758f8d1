import { Connection, PublicKey } from '@solana/web3.js';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import type { Browser, Page } from 'playwright-core';
import { openApp, signIn, type OpenedApp } from '../src/app';
import { playerGet } from '../src/game';
import { closeFundedApp, openFundedApp } from '../src/fundedApp';
import type { Stack } from '../src/stack';

jest.setTimeout(180_000);

let stack: Stack;
let browser: Browser;
let app: OpenedApp;
let connection: Connection;

beforeAll(async () => {
  ({ stack, browser, app } = await openFundedApp({ DFL: 100, GOLDY: 0, USDC: 20, DFL_USDC: 0 }));
  connection = new Connection(stack.urls.rpc, 'confirmed');
});

afterAll(() => closeFundedApp({ stack, browser }));

async function onChain(token: 'DFL' | 'USDC' | 'DFL_USDC'): Promise<bigint> {
  const account = getAssociatedTokenAddressSync(
    new PublicKey(stack.addresses.mints[token]!),
    app.wallet.keypair.publicKey,
  );
  const balance = await connection.getTokenAccountBalance(account, 'confirmed').catch(() => undefined);
  return balance ? BigInt(balance.value.amount) : 0n;
}

/**
 * Confirms the action in its sheet and closes the whole page once the tokens have left the wallet on chain,
 * before the page hears back: the moment that used to lose a stake, when the app sent the transfer itself and
 * told the game afterwards. The first thing the page sends after the signature must be the game request.
 */
async function confirmAndClose(page: Page, action: string, expectedPath: string): Promise<void> {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dflBefore = await onChain('DFL');
  const signedBefore = app.wallet.signedTransactions;
  const first = page.waitForRequest(
    (request) => app.wallet.signedTransactions > signedBefore && request.method() === 'POST',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  const request = await first;
  expect(new URL(request.url()).pathname).toBe(expectedPath);
  for (let i = 0; i < 300 && (await onChain('DFL')) === dflBefore; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await page.context().close();
}

/** The same wallet opens the app again in a new page and signs in. */
async function reopen(): Promise<Page> {
  app = await openApp(browser, stack.urls.shell, app.wallet);
  await signIn(app.page);
  return app.page;
}

describe('a page closed right after the wallet signs loses nothing', () => {
  it('a stake: reopened, the position is there, booked once', async () => {
    await signIn(app.page);
    await app.page.getByRole('link', { name: 'Staking' }).click();
    await app.page.getByRole('heading', { name: 'Staking pools' }).waitFor();
    const dfl = await onChain('DFL');
    await app.page.getByRole('radio', { name: 'DFL', exact: true }).check({ force: true });
    await app.page.getByRole('radio', { name: /^90 days/ }).check({ force: true });
    await app.page.getByRole('textbox', { name: 'Amount to stake' }).fill('15');
    await confirmAndClose(app.page, 'Stake', '/api/staking/stake');

    const page = await reopen();
    await page.getByRole('link', { name: 'Staking' }).click();
    await page
      .getByRole('article')
      .filter({ hasText: /15 DFL · 90 days/ })
      .waitFor({ timeout: 30_000 });
    const { positions } = await playerGet<{ positions: { amount: string; lockDays: number }[] }>(
      stack,
      page,
      '/staking',
    );
    expect(positions.map((p) => [p.amount, p.lockDays])).toEqual([['15', 90]]);
    expect(await onChain('DFL')).toBe(dfl - 15_000_000_000n);
  });

  it('an add of liquidity: reopened, the LP is there, minted once', async () => {
    const page = app.page;
    await page.getByRole('button', { name: 'Add liquidity' }).click();
    await page.getByRole('heading', { name: 'Add DFL/USDC liquidity' }).waitFor();
    const [dfl, usdc] = [await onChain('DFL'), await onChain('USDC')];
    await page.getByRole('textbox', { name: 'DFL amount' }).fill('10');
    await page.getByTestId('lp-to-receive').getByText('0.1').waitFor();
    await confirmAndClose(page, 'Add liquidity', '/api/pool/add');

    const reopened = await reopen();
    for (let i = 0; i < 100 && (await onChain('DFL_USDC')) === 0n; i += 1) await reopened.waitForTimeout(100);
    expect(await onChain('DFL_USDC')).toBe(100_000_000n);
    expect(await onChain('DFL')).toBe(dfl - 10_000_000_000n);
    expect(await onChain('USDC')).toBe(usdc - 1_000_000n);
    const history = await playerGet<{ kind: string; status: string }[]>(stack, reopened, '/staking/history');
    expect(history.filter((entry) => entry.kind === 'add')).toEqual([
      expect.objectContaining({ kind: 'add', status: 'confirmed', lp: '0.1' }),
    ]);
  });
});
