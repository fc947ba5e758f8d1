import type { Browser } from 'playwright-core';
import { fund } from '../../../e2e/src/chain';
import { TEST_WALLET_NAME, TestWallet } from '../../../e2e/src/testWallet';
import { openPage } from '../browser/openPage';
import { readProbe, signInScreenAt, timeWalletCalls } from '../browser/probe';
import { startWatch } from '../browser/watch';
import { measureHostSignIn, type FramingHost } from './hostSignIn';

/** On chain, so the header (GLOBAL wallet, DFL first) has a known amount to wait for. */
const FUNDED = { DFL: 42.75 };
const SHOWN = '42.7';

/** A phone's browser inside a wallet app (its user agent names it), with that wallet injected. */
const IN_APP_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 Phantom';

/** A way a player's wallet signs them in, in a browser tab (docs/embedding.md, "Hosts"). */
export interface BrowserSignInPath {
  name: string;
  host?: undefined;
  /** Whether the wallet offers Sign In With Solana (`solana:signIn`), or only signs a message. */
  signIn: boolean;
  /** In a wallet's in-app browser: no dialog, Sign In goes straight to the wallet. */
  inApp: boolean;
}

/** Inside a host that frames the app and holds the wallet. */
export interface HostSignInPath {
  name: string;
  host: FramingHost;
}

export type SignInPath = BrowserSignInPath | HostSignInPath;

export const SIGN_IN_PATHS: readonly SignInPath[] = [
  { name: 'wallet dialog, Sign In With Solana', signIn: true, inApp: false },
  { name: 'wallet dialog, signed message', signIn: false, inApp: false },
  { name: "wallet's in-app browser, no dialog", signIn: true, inApp: true },
  { name: 'Farcaster client, no dialog', host: 'farcaster' },
  { name: 'wallet host through the bridge', host: 'bridge' },
];

/**
 * The player's last tap (the wallet in the dialog, or Sign In where no dialog is shown) → the funded amount in
 * the header, minus the time spent inside the wallet (a person approving), per run.
 */
export async function measureSignInPath(
  browser: Browser,
  urls: { shell: string; rpc: string; hosts: Record<FramingHost, string | null> },
  path: SignInPath,
  runs: number,
): Promise<{ roundTripMs: number[]; approvals: number[] }> {
  const roundTripMs: number[] = [];
  const approvals: number[] = [];
  if (path.host) {
    const hostUrl = urls.hosts[path.host];
    if (!hostUrl) throw new Error(`the bench stack was started without the ${path.host} host`);
    for (let run = 0; run < runs; run++) {
      const one = await measureHostSignIn(browser, hostUrl, path.host);
      roundTripMs.push(one.roundTripMs);
      approvals.push(one.approvals);
    }
    return { roundTripMs, approvals };
  }
  for (let run = 0; run < runs; run++) {
    const wallet = new TestWallet(undefined, { signIn: path.signIn });
    await fund(urls.rpc, wallet.address, FUNDED);
    const { page, close } = await openPage(browser, urls.shell, {
      wallet,
      ...(path.inApp ? { phone: { userAgent: IN_APP_USER_AGENT } } : {}),
    });
    try {
      await signInScreenAt(page);
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      const shown = await startWatch(page, { kind: 'coin', text: SHOWN });
      if (path.inApp) {
        // The wallet layer loads on the tap; the wallet is timed once its functions are in the page.
        await timeWalletCalls(page);
        await page.getByRole('button', { name: 'Sign In' }).click();
      } else {
        await page.getByRole('button', { name: 'Sign In' }).click();
        await page.getByText('Connect a wallet on Solana to continue').waitFor();
        await timeWalletCalls(page);
        await page.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }).click();
      }
      const shownAt = await shown.at();
      roundTripMs.push(shownAt - (await readProbe(page, 'clickAt')) - (await readProbe(page, 'walletMs')));
      approvals.push(wallet.approvals.length);
    } finally {
      await close();
    }
  }
  return { roundTripMs, approvals };
}
