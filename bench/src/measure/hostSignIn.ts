import type { Browser, Frame, Page } from 'playwright-core';
import { openPage } from '../browser/openPage';
import { readProbe, signInScreenAt } from '../browser/probe';
import { startWatch } from '../browser/watch';

/** A wallet host that frames the app and holds the player's wallet (docs/embedding.md, "Hosts"). */
export type FramingHost = 'farcaster' | 'bridge';

/** What each local host page shows: its account (funded from the faucet), and the app's frame. */
const HOST_PAGES: Record<FramingHost, { account: string }> = {
  farcaster: { account: 'farcaster-account' },
  bridge: { account: 'host-account' },
};

/** A host's approval sheet on screen (the Farcaster client keeps its sheet in the page, hidden between asks). */
const OPEN_SHEET = '[role="dialog"]:not([hidden])';

/** The faucet's grant to a host's new account, as the header shows it (GLOBAL wallet, DFL first). */
const FUNDED_SHOWN = '1,000';

/** The app's frame in the host's page, once its Sign In is there. */
async function appFrame(host: Page): Promise<Frame> {
  const element = await host.waitForSelector('iframe[title="Game companion"]');
  const frame = await element.contentFrame();
  if (!frame) throw new Error('the app frame is missing');
  await frame.getByRole('button', { name: 'Sign In' }).waitFor();
  return frame;
}

/**
 * Inside a host (the local Farcaster client, or the wallet host speaking the bridge), one run: the tap on Sign
 * In in the app's frame → the funded amount in the header, on the frame's clock, minus the time the host's
 * approval sheet was on screen before its Approve was clicked (a person's time), on the host's clock. The
 * host's account is new in each run (a fresh context) and funded by the faucet before the tap.
 */
export async function measureHostSignIn(
  browser: Browser,
  hostUrl: string,
  host: FramingHost,
): Promise<{ roundTripMs: number; approvals: number }> {
  const { page, close } = await openPage(browser, hostUrl);
  try {
    await page
      .locator(`[data-testid="${HOST_PAGES[host].account}"][data-funding="ready"]`)
      .waitFor({ timeout: 60_000 });
    const frame = await appFrame(page);
    await signInScreenAt(frame);
    await frame.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    const shown = await startWatch(frame, { kind: 'coin', text: FUNDED_SHOWN });
    await frame.getByRole('button', { name: 'Sign In' }).click();
    let personMs = 0;
    let approvals = 0;
    // Every sheet the host shows before the amount does is one approval, answered as soon as it is up.
    for (;;) {
      const sheetAt = await Promise.race([
        page
          .waitForFunction((sheet) => document.querySelector(sheet) && performance.now(), OPEN_SHEET, {
            polling: 'raf',
            timeout: 60_000,
          })
          .then((handle) => handle.jsonValue() as Promise<number>),
        shown.at().then(() => null),
      ]);
      if (sheetAt === null) break;
      approvals += 1;
      await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
      personMs += (await readProbe(page, 'clickAt')) - sheetAt;
      await page.waitForFunction((sheet) => !document.querySelector(sheet), OPEN_SHEET);
    }
    const roundTripMs = (await shown.at()) - (await readProbe(frame, 'clickAt')) - personMs;
    return { roundTripMs, approvals };
  } finally {
    await close();
  }
}
