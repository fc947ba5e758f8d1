import type { Page } from 'playwright-core';
import { expectCoinAmount, signIn } from '../src/app';
import { audit, blocking } from '../src/axe';
import { closeFundedApp, openFundedApp, type FundedApp } from '../src/fundedApp';
import { playerGet } from '../src/game';
import { measureWidth } from '../src/layout';

jest.setTimeout(240_000);

interface Prices {
  prices: { token: string; usd: string | null }[];
}

/** "12.46" → 1246n with 2 decimals: exact, for maths in the test's own integers. */
function units(text: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
}

/**
 * `amount` × `price` shown as the product rules say: to the nearest cent, an exact half cent down, "$1,234.56";
 * "< $0.01" for less that is not nothing.
 * Worked out here, apart from the app's code, from the game API's own price.
 */
function expectedUsd(amount: string, price: string): string {
  const product = units(amount, 9) * units(price, 12); // 10^-21 USD
  const perCent = 10n ** 19n;
  const cents = product / perCent + ((product % perCent) * 2n > perCent ? 1n : 0n);
  if (cents === 0n && product > 0n) return '< $0.01';
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${whole}.${(cents % 100n).toString().padStart(2, '0')}`;
}

let opened: Partial<FundedApp> = {};
let dflPrice = '';

beforeAll(async () => {
  // On chain: 100 DFL, 10 USDC; the seeded pool prices DFL.
  opened = await openFundedApp({ DFL: 100, GOLDY: 0, USDC: 10 }, { width: 390, height: 844 });
  const { app, stack } = opened as FundedApp;
  await signIn(app.page);
  const prices = await playerGet<Prices>(stack, app.page, '/prices');
  dflPrice = prices.prices.find((price) => price.token === 'DFL')?.usd ?? '';
});

afterAll(() => closeFundedApp(opened));

/** Waits until the element with `testId` reads `expected`; fails with what it read instead. */
async function expectText(page: Page, testId: string, expected: string): Promise<void> {
  const read = () =>
    page.evaluate((id) => document.querySelector(`[data-testid="${id}"]`)?.textContent, testId);
  await page
    .waitForFunction(
      ([id, value]) => document.querySelector(`[data-testid="${id}"]`)?.textContent === value,
      [testId, expected] as const,
    )
    .catch(async () => expect(await read()).toBe(expected));
}

async function expectFitsAndAccessible(page: Page, width: number, screen: string): Promise<void> {
  const measured = await measureWidth(page);
  expect(measured.widest).toEqual([]);
  expect(measured.scrollWidth).toBeLessThanOrEqual(width);
  expect(blocking(await audit(page, screen))).toEqual([]);
}

describe('values in USD at 390 and 320 px', () => {
  it("shows the header coin's value after the toggle, and the transfer form's value of the amount typed", async () => {
    const { page } = (opened as FundedApp).app;
    expect(dflPrice).toMatch(/^\d+(\.\d+)?$/);
    await expectCoinAmount(page, '100');
    const toggle = page.getByRole('button', { name: 'Show USD values' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    const box = await toggle.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    // By keyboard: focused, then Enter.
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await expectText(page, 'coin-usd', expectedUsd('100', dflPrice));
    await expectFitsAndAccessible(page, 390, 'home with USD in the header');

    await page.getByRole('link', { name: 'Transfer' }).click();
    const amount = page.getByRole('textbox', { name: 'Amount' });
    await amount.fill('12.46');
    await expectText(
      page,
      'amount-usd',
      `≈ ${expectedUsd('12.46', dflPrice)} · Available ≈ ${expectedUsd('100', dflPrice)}`,
    );
    await expectFitsAndAccessible(page, 390, 'transfer with USD values');

    await page.setViewportSize({ width: 320, height: 640 });
    await expectText(page, 'coin-usd', expectedUsd('100', dflPrice));
    // At the seeded 0.1 USD a DFL, 0.15 DFL is an exact half cent: shown down.
    await amount.fill('0.15');
    await expectText(
      page,
      'amount-usd',
      `≈ ${expectedUsd('0.15', dflPrice)} · Available ≈ ${expectedUsd('100', dflPrice)}`,
    );
    await expectFitsAndAccessible(page, 320, 'transfer with USD values at 320 px');

    // The choice is this device's: still on after a reload.
    expect(await page.evaluate(() => localStorage.getItem('companion.showUsd'))).toBe('1');
    await page.reload();
    const again = page.getByRole('button', { name: 'Show USD values' });
    await again.waitFor();
    expect(await again.getAttribute('aria-pressed')).toBe('true');
    await expectFitsAndAccessible(page, 320, 'header with USD on at 320 px');
  });
});
