import type { Browser } from 'playwright-core';
import { openPage } from '../browser/openPage';
import { readProbe } from '../browser/probe';
import { startWatch } from '../browser/watch';
import type { SignedInSession } from './session';

/** A new account's in-game DFL (the game API's default), shown first by the header coin. */
const START = 500;

export interface SocketPushResult {
  /** The page's POST of a credit sent → header shows the new amount (one HTTP request + server + push + render). */
  creditToHeaderMs: number[];
  /** The `fundsUpdated` message arrives on the socket → header shows the new amount. */
  messageToHeaderMs: number[];
}

export async function measureSocketPush(
  browser: Browser,
  urls: { shell: string; gameApi: string },
  session: SignedInSession,
  pushes: number,
): Promise<SocketPushResult> {
  const { page, close } = await openPage(browser, urls.shell, session);
  const creditToHeaderMs: number[] = [];
  const messageToHeaderMs: number[] = [];
  try {
    await page.getByRole('button', { name: 'In Game Wallet' }).click();
    await (await startWatch(page, { kind: 'coin', text: START.toLocaleString('en-US') })).at();
    // A credit sent before the notification socket is open would only arrive by the reconnect refetch.
    await page.waitForFunction(() =>
      (window as unknown as { __bench: { openSockets: string[] } }).__bench.openSockets.some((url) =>
        url.includes('/notifications'),
      ),
    );
    for (let push = 1; push <= pushes; push++) {
      const watch = await startWatch(
        page,
        { kind: 'coin', text: (START + push).toLocaleString('en-US') },
        15_000,
      );
      // Sent from the page, so the send time and the header's change are on one clock.
      const sentAt = await page.evaluate(
        async ({ url, walletId }) => {
          const at = performance.now();
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ walletId, token: 'DFL', delta: '1' }),
          });
          if (!response.ok)
            throw new Error(`/dev/funds answered ${response.status}: ${await response.text()}`);
          return at;
        },
        { url: `${urls.gameApi}/dev/funds`, walletId: session.wallet.address },
      );
      const shownAt = await watch.at();
      const messageAt = (await readProbe(page, 'fundsMessageAt')).find((at) => at >= sentAt);
      creditToHeaderMs.push(shownAt - sentAt);
      if (messageAt !== undefined) messageToHeaderMs.push(shownAt - messageAt);
    }
  } finally {
    await close();
  }
  return { creditToHeaderMs, messageToHeaderMs };
}
