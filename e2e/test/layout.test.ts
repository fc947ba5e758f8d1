import type { Browser, Page } from 'playwright-core';
import { chooseTestWallet, type OpenedApp } from '../src/app';
import { measureWidth, unreachableNavLinks } from '../src/layout';
import { closeFundedApp, openFundedApp } from '../src/fundedApp';
import type { Stack } from '../src/stack';

jest.setTimeout(180_000);

/** The narrowest phones in use, a common Android width and a current iPhone. */
const WIDTHS = [320, 360, 390] as const;
const HEIGHT = 640;

let stack: Stack;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  // A long balance is the widest thing the header shows.
  const funds = { DFL: 123456789.98765, GOLDY: 9876543.2, USDC: 3 };
  let app: OpenedApp;
  ({ stack, browser, app } = await openFundedApp(funds, { width: WIDTHS[0], height: HEIGHT }));
  ({ page } = app);
});

afterAll(() => closeFundedApp({ stack, browser }));

/** At every width: the page is no wider than the phone, and (when logged in) every tab can be reached. */
async function expectFits(screen: string, { nav }: { nav: boolean }): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    const report = await measureWidth(page);
    expect({
      screen,
      width,
      ...report,
      widest: report.scrollWidth > report.innerWidth ? report.widest : [],
    }).toEqual({ screen, width, scrollWidth: report.innerWidth, innerWidth: width, widest: [] });
    if (nav)
      expect({ screen, width, unreachable: await unreachableNavLinks(page) }).toEqual({
        screen,
        width,
        unreachable: [],
      });
  }
}

async function openTab(link: string, title: string): Promise<void> {
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
  await page.getByRole('heading', { name: title, level: 1, exact: true }).waitFor();
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

const TABS = [
  ['Home', 'HOME'],
  ['Transfer', 'TRANSFER'],
  ['Inventory', 'INVENTORY'],
  ['Staking', 'STAKING'],
  ['Raffles', 'RAFFLES'],
] as const;

describe(`no screen is wider than the phone at ${WIDTHS.join(', ')} px`, () => {
  it('signed out and the wallet dialog', async () => {
    await page.getByText('Please approve the message to sign in.').waitFor();
    await expectFits('signed out', { nav: false });
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Connect a wallet on Solana to continue').waitFor();
    await expectFits('wallet dialog', { nav: false });
    await chooseTestWallet(page);
    await page.getByRole('button', { name: 'Global Wallet' }).waitFor();
  });

  it.each(TABS)('the %s tab, with a nine-digit balance in the header', async (link, title) => {
    await openTab(link, title);
    await expectFits(link, { nav: true });
  });

  it('add liquidity', async () => {
    await openTab('Staking', 'STAKING');
    await page.getByRole('button', { name: 'Add liquidity' }).click();
    await page.getByRole('heading', { name: 'ADD LIQUIDITY', level: 1 }).waitFor();
    await expectFits('add liquidity', { nav: true });
  });

  describe('with the game API down', () => {
    beforeAll(() => stack.stopGameApi());
    afterAll(() => stack.startGameApi());

    it.each(TABS)('the %s tab', async (link, title) => {
      // Leave first, so the tab mounts again and asks the game API afresh.
      const [away, awayTitle] = link === 'Raffles' ? TABS[0] : TABS[4];
      await openTab(away, awayTitle);
      await openTab(link, title);
      await page.waitForTimeout(1500);
      await expectFits(`${link}, game API down`, { nav: true });
    });
  });
});

describe('token icons', () => {
  it('are drawn in the header and on home, each from its raster file', async () => {
    await openTab('Home', 'HOME');
    const icons = page.locator('.header img, .home-wallet img');
    await page.locator('.home-wallet img').first().waitFor();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('.header img, .home-wallet img')).every(
        (image) => image.complete,
      ),
    );
    const drawn = await icons.evaluateAll((images) =>
      (images as HTMLImageElement[]).map((image) => ({
        file: new URL(image.src).pathname,
        width: image.naturalWidth,
      })),
    );
    // The header's coin and both wallets' rows: GOLDY, DFL, TICKET, GOLDEN TICKET; GOLDY, DFL, DFL/USDC, USDC.
    expect(drawn.length).toBeGreaterThanOrEqual(9);
    for (const icon of drawn)
      expect(icon).toEqual({ file: expect.stringMatching(/^\/icons\/[a-z-]+\.webp$/), width: 80 });
  });
});
