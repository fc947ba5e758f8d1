import type { Browser } from 'playwright-core';
import { fund } from '../../../e2e/src/chain';
import { TEST_WALLET_NAME, TestWallet } from '../../../e2e/src/testWallet';
import { openPage } from '../browser/openPage';
import { readProbe, signInScreenAt, timeWalletCalls } from '../browser/probe';
import { startWatch } from '../browser/watch';
import { watchPreflights } from '../browser/preflights';
import type { SignedInSession } from './session';

/** On chain, so the header (GLOBAL wallet, DFL first) has a known amount to wait for. */
const FUNDED = { DFL: 42.75 };
const SHOWN = '42.7';

export interface SignInResult {
  /** Click on the wallet in the dialog → the funded amount in the header, minus time inside the wallet. */
  roundTripMs: number[];
  walletMs: number[];
  /** CORS preflights sent for the sign-up and sign-in calls, per run (not delayed by the emulation). */
  authPreflights: number[];
  session: SignedInSession;
}

export async function measureSignIn(
  browser: Browser,
  urls: { shell: string; rpc: string },
  runs: number,
): Promise<SignInResult> {
  const roundTripMs: number[] = [];
  const walletMs: number[] = [];
  const authPreflights: number[] = [];
  let session: SignedInSession | undefined;
  for (let run = 0; run < runs; run++) {
    const wallet = new TestWallet();
    await fund(urls.rpc, wallet.address, FUNDED);
    const { page, context, close } = await openPage(browser, urls.shell, { wallet });
    try {
      await signInScreenAt(page);
      // Measures the sign-in alone, not the tail of the page load.
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Connect a wallet on Solana to continue').waitFor();
      await timeWalletCalls(page);
      const preflights = await watchPreflights(page);
      const shown = await startWatch(page, { kind: 'coin', text: SHOWN });
      await page.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }).click();
      const shownAt = await shown.at();
      const inWallet = await readProbe(page, 'walletMs');
      roundTripMs.push(shownAt - (await readProbe(page, 'clickAt')) - inWallet);
      walletMs.push(inWallet);
      authPreflights.push(preflights.count((url) => /\/auth\/sign-(up|in)$/.test(new URL(url).pathname)));
      session ??= { wallet, storageState: await context.storageState() };
    } finally {
      await close();
    }
  }
  if (!session) throw new Error('no sign-in run');
  return { roundTripMs, walletMs, authPreflights, session };
}
