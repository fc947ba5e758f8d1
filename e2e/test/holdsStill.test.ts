import type { Browser, Page } from 'playwright-core';
import type { Stack } from '../src/stack';
import { closeSuite, startSuite } from '../src/suite';
import { openApp, signIn } from '../src/app';
import { fund } from '../src/chain';
import { holdRequests } from '../src/heldFiles';
import { TestWallet } from '../src/testWallet';

jest.setTimeout(120_000);

// Each tab's first screen keeps its place as its answers arrive (docs/tab-kit.md, "Loading holds the place"):
// a player who has started reading is not pushed down the page by a card above filling in.

let stack: Stack;
let browser: Browser;

beforeAll(async () => ({ stack, browser } = await startSuite()));
afterAll(() => closeSuite({ stack, browser }));

/** The app opened, signed out, for a new wallet holding some of every token on chain. */
async function openFunded(width: number, height: number): Promise<Page> {
  const wallet = new TestWallet();
  await fund(stack.urls.rpc, wallet.address, { DFL: 500, GOLDY: 1000, USDC: 25, DFL_USDC: 3 });
  return (await openApp(browser, stack.urls.shell, wallet, { width, height })).page;
}

/** What moved, as the page's layout-shift entries report it (input-driven shifts left out, as the metric does). */
interface Shift {
  value: number;
  moved: string[];
}

/** From now on, the page's layout shifts into `window.homeShifts`. */
async function recordShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const shifts: Shift[] = [];
    (window as unknown as { homeShifts: Shift[] }).homeShifts = shifts;
    interface LayoutShift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null }[];
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          moved: entry.sources.map((source) =>
            source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : 'text',
          ),
        });
      }
    }).observe({ type: 'layout-shift' });
  });
}

/**
 * Holds every read of the game API until the returned function is called: the sign-in's own calls and the
 * chain's reads go through, as a sign-in reads the Global Wallet during its calls.
 */
const holdReads = (page: Page) => holdRequests(page, (url) => url.pathname.startsWith('/api/'));

/** Nothing in `scope` still loading, the network quiet, and two frames drawn since. */
async function settled(page: Page, scope: string): Promise<void> {
  await page.waitForFunction(
    (busy) => document.querySelectorAll(busy).length === 0,
    `${scope} [aria-busy="true"]`,
  );
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
}

/** Every card of home has its answer (none still loading) and two frames have been drawn since. */
async function homeSettled(page: Page): Promise<void> {
  await page.getByTestId('portfolio-total').waitFor();
  await settled(page, '.home-page');
}

describe('home as its answers arrive', () => {
  it.each([
    [320, 568],
    [390, 844],
    [430, 932],
  ])('moves nothing on a %i px phone', async (width, height) => {
    const page = await openFunded(width, height);
    const release = await holdReads(page);
    await signIn(page);
    // Every card shows its loading state; the tap's own half-second (when shifts are the player's) is over.
    await page.locator('.home-page').waitFor();
    await page.waitForTimeout(600);
    await recordShifts(page);
    release();
    await homeSettled(page);

    await expectHeldStill(page, width);
    await page.context().close();
  });

  it.each([
    [320, 568],
    [390, 844],
  ])(
    "moves nothing as a returning player's fresh answers replace the last visit's, %i px",
    async (width, height) => {
      const page = await openFunded(width, height);
      await signIn(page);
      await homeSettled(page);
      // The next visit: its reads held, it shows what this one left.
      const release = await holdReads(page);
      await page.reload();
      await page.getByTestId('last-visit-note').first().waitFor();
      await recordShifts(page);
      release();
      await homeSettled(page);
      await page.getByTestId('last-visit-note').first().waitFor({ state: 'detached' });
      await expectHeldStill(page, width);
      await page.context().close();
    },
  );
});

describe("each tab's first screen as its answers arrive", () => {
  it('moves nothing on a 390 px phone: transfer, inventory, staking, raffles', async () => {
    const page = await openFunded(390, 844);
    await signIn(page);
    await homeSettled(page);
    for (const tab of ['Transfer', 'Inventory', 'Staking', 'Raffles']) {
      const release = await holdReads(page);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: tab }).click();
      await page.getByRole('heading', { name: tab.toUpperCase(), level: 1, exact: true }).waitFor();
      // Its loading state drawn, and the tap's own half-second over.
      await page.waitForTimeout(600);
      await recordShifts(page);
      release();
      await settled(page, 'main');
      await expectHeldStill(page, `${tab}, 390 px`);
      await page.unrouteAll();
    }
    await page.context().close();
  });
});

/**
 * The layout shifts recorded add up to less than 0.005: Lighthouse calls 0.1 good, a card that grows as its
 * answer arrives scores 0.03 to 0.1 here, and a text's sub-pixel move a few ten-thousandths.
 */
async function expectHeldStill(page: Page, screen: number | string): Promise<void> {
  const shifts = await page.evaluate(() => (window as unknown as { homeShifts: Shift[] }).homeShifts);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  // On a failure the report says how much moved, and what.
  const report = total < 0.005 ? { screen, shifts: [] } : { screen, total: Number(total.toFixed(4)), shifts };
  expect(report).toEqual({ screen, shifts: [] });
}
