import type { Browser } from 'playwright-core';
import { fund } from '../../../e2e/src/chain';
import { openPage } from '../browser/openPage';
import type { SignedInSession } from './session';

export interface StakeResult {
  /** The wallet's signature returned → the new position shown in the staking tab (phone profile). */
  signatureToPositionMs: number[];
  /** Tap on Confirm → the new position shown (the wallet answering at once). */
  tapToPositionMs: number[];
  /** Requests the page made from the tap on Confirm until the position showed, by method and path. */
  requests: string[][];
}

/**
 * A flexible stake of 1 DFL, `runs` times, in the staking tab under the phone profile: each from the tap on
 * Confirm to the first frame that shows one more position, and what the page asked for meanwhile.
 */
export async function measureStake(
  browser: Browser,
  urls: { shell: string; rpc: string },
  session: SignedInSession,
  runs: number,
): Promise<StakeResult> {
  await fund(urls.rpc, session.wallet.address, { DFL: runs + 1 });
  const { page, close } = await openPage(browser, urls.shell, session);
  const result: StakeResult = { signatureToPositionMs: [], tapToPositionMs: [], requests: [] };
  try {
    await page.getByRole('link', { name: 'Staking' }).click();
    await page.getByRole('heading', { name: 'Staking pools' }).waitFor();
    await page.getByRole('radio', { name: 'DFL', exact: true }).check({ force: true });
    await page.getByRole('radio', { name: /^Flexible/ }).check({ force: true });
    for (let run = 1; run <= runs; run++) {
      const positions = page.getByRole('article').filter({ hasText: /1 DFL · Flexible/ });
      const before = await positions.count();
      await page.getByRole('textbox', { name: 'Amount to stake' }).fill('1');
      await page.getByRole('button', { name: 'Stake', exact: true }).click();
      let signedAt = 0;
      session.wallet.onSignTransaction = () => {
        signedAt = Date.now();
      };
      const requests: string[] = [];
      const log = (request: { method(): string; url(): string }) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith('http')) requests.push(`${request.method()} ${url.pathname}`);
      };
      // The position is counted in the page, so the frame that shows it is timed on the page's clock.
      const shown = page.evaluate(
        (count) =>
          new Promise<number>((resolve) => {
            const met = () =>
              Array.from(document.querySelectorAll('main [role="article"], main article')).filter(
                (article) => /1 DFL · Flexible/.test(article.textContent ?? '') && article.checkVisibility(),
              ).length > count;
            const observer = new MutationObserver(() => {
              if (!met()) return;
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
            });
            observer.observe(document, { childList: true, subtree: true, characterData: true });
          }),
        before,
      );
      page.on('request', log);
      const tappedAt = Date.now();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      const shownAt = await shown;
      page.off('request', log);
      session.wallet.onSignTransaction = null;
      result.signatureToPositionMs.push(shownAt - signedAt);
      result.tapToPositionMs.push(shownAt - tappedAt);
      result.requests.push(requests);
      // Settles what followed the position (balances, history) before the next run.
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    }
  } finally {
    await close();
  }
  return result;
}
