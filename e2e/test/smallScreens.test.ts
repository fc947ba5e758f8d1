import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { signIn, type OpenedApp } from '../src/app';
import { audit, blocking } from '../src/axe';
import { closeFundedApp, openFundedApp } from '../src/fundedApp';
import { measureWidth } from '../src/layout';
import { barsShare, brokenWords, cutControls } from '../src/screenChecks';
import type { Stack } from '../src/stack';

jest.setTimeout(300_000);

/**
 * Small phones and 200 % zoom (docs/product-rules.md, "Keyboard" and "Formatting"): every form control as
 * wide as what it shows, titles and balances never broken inside a word, and the header leaving the page
 * most of the screen. 200 % zoom of a 390×844 phone is a 195×422 CSS-pixel screen.
 */
const SCREENS = [
  { name: '320×568', width: 320, height: 568 },
  { name: '360×640', width: 360, height: 640 },
  { name: '390×844', width: 390, height: 844 },
  { name: '200 % zoom', width: 195, height: 422 },
] as const;

const TABS = [
  ['Home', 'HOME'],
  ['Transfer', 'TRANSFER'],
  ['Inventory', 'INVENTORY'],
  ['Staking', 'STAKING'],
  ['Raffles', 'RAFFLES'],
] as const;

/** Where to keep a screenshot of each screen, for people to look at (unset: none). */
const SHOTS = process.env.E2E_SCREENSHOTS;

let stack: Stack;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  // A long balance is the widest thing the header shows.
  let app: OpenedApp;
  ({ stack, browser, app } = await openFundedApp(
    { DFL: 123456789.98765, GOLDY: 9876543.2, USDC: 3, DFL_USDC: 2 },
    SCREENS[0],
  ));
  ({ page } = app);
  await signIn(page);
});

afterAll(() => closeFundedApp({ stack, browser }));

async function show(link: string, title: string, extra?: () => Promise<void>): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
  await page.getByRole('heading', { name: title, level: 1, exact: true }).waitFor();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await extra?.();
}

/** Every text field of the page holds a long amount while the controls are measured, then is emptied. */
async function withLongAmounts<T>(measure: () => Promise<T>): Promise<T> {
  const fields = page.locator('#content input[inputmode="decimal"]:enabled:visible');
  const count = await fields.count();
  for (let i = 0; i < count; i += 1) await fields.nth(i).fill('12345.5');
  const result = await measure();
  for (let i = 0; i < count; i += 1) await fields.nth(i).fill('');
  return result;
}

async function expectScreenRight(screen: (typeof SCREENS)[number], what: string): Promise<void> {
  await page.setViewportSize({ width: screen.width, height: screen.height });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  if (SHOTS) {
    fs.mkdirSync(SHOTS, { recursive: true });
    const file = `${what} ${screen.name}`.replace(/[^\w]+/g, '-');
    await page.screenshot({ path: path.join(SHOTS, `${file}.png`) });
  }
  const label = { what, screen: screen.name };
  const width = await measureWidth(page);
  expect({ ...label, wider: width.scrollWidth > width.innerWidth ? width.widest : [] }).toEqual({
    ...label,
    wider: [],
  });
  expect({ ...label, cut: await withLongAmounts(() => cutControls(page)) }).toEqual({ ...label, cut: [] });
  expect({
    ...label,
    broken: await brokenWords(
      page,
      '.header__title, .coin-display, .bottom-nav__label, #content h2, #content h3, .home-wallet__row',
    ),
  }).toEqual({ ...label, broken: [] });
  // Once the page scrolls, the header goes with it on a short screen (700 px high or less): the bars keep a
  // small share of it. On a taller one the header stays, and the page still keeps most of the screen.
  const share = Math.round((await barsShare(page)) * 100);
  const most = screen.height <= 700 ? 20 : 35;
  expect({ ...label, barsPercent: Math.min(share, most) }).toEqual({ ...label, barsPercent: share });
}

describe.each(SCREENS)('at $name', (screen) => {
  it.each(TABS)('the %s tab fits: controls, words, the header', async (link, title) => {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    await show(link, title);
    await expectScreenRight(screen, link);
  });

  it('add liquidity and an NFT of the inventory fit too', async () => {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    await show('Staking', 'STAKING');
    await page.getByRole('button', { name: 'Add liquidity' }).click();
    await page.getByRole('heading', { name: 'ADD LIQUIDITY', level: 1 }).waitFor();
    await expectScreenRight(screen, 'add liquidity');
    await show('Inventory', 'INVENTORY');
    await page.locator('#content a[href^="/inventory/"]').first().click();
    await page
      .getByRole('button', { name: /^Upgrade/ })
      .first()
      .waitFor();
    await expectScreenRight(screen, 'an NFT');
    expect(blocking(await audit(page, `an NFT at ${screen.name}`))).toEqual([]);
  });
});
