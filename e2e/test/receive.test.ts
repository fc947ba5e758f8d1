import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { signIn } from '../src/app';
import { audit, blocking } from '../src/axe';
import { closeFundedApp, openFundedApp, type FundedApp } from '../src/fundedApp';

jest.setTimeout(180_000);

let opened: Partial<FundedApp> = {};
beforeAll(async () => {
  // The narrowest phone the app is made for.
  opened = await openFundedApp({ DFL: 10 }, { width: 320, height: 568 });
  await signIn(opened.app!.page);
});
afterAll(() => closeFundedApp(opened));

/** What a phone's camera reads off the QR code as the page shows it. */
async function scanned(): Promise<string | null> {
  const { page } = opened.app!;
  const png = PNG.sync.read(await page.getByTestId('receive-qr').screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

describe('Receive', () => {
  it('shows the wallet address, in full and as a QR code that scans to it, from the account menu', async () => {
    const { page, wallet } = opened.app!;
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.getByRole('button', { name: /^Account/ }).click();
    await page.getByRole('link', { name: 'Receive' }).click();
    await page.getByRole('heading', { name: 'Your wallet address' }).waitFor();
    expect(await page.getByTestId('receive-address').textContent()).toBe(wallet.address);
    expect(await scanned()).toBe(wallet.address);
    // The whole page fits 320 px: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(blocking(await audit(page, 'receive'))).toEqual([]);
  });

  it('copies the address', async () => {
    const { page, wallet } = opened.app!;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy address' }).click();
    await page.getByRole('status').filter({ hasText: 'Address copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet.address);
  });
});
