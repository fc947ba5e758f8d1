import type { Browser, Page } from 'playwright-core';
import { openApp, signIn } from '../src/app';
import { audit, blocking } from '../src/axe';
import { creditInGame, fund } from '../src/chain';
import type { Stack } from '../src/stack';
import { closeSuite, startSuite } from '../src/suite';
import { TestWallet } from '../src/testWallet';

jest.setTimeout(240_000);

/**
 * A new player's 500 DFL starting bonus and 25 DFL of their own: withdraw offers 25 and says why the rest
 * stays (docs/product-rules.md, "Transfer"). Every form control fits its content at 320 px.
 */
const VIEWPORTS = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
] as const;

let stack: Stack;
let browser: Browser;

beforeAll(async () => ({ stack, browser } = await startSuite()));
afterAll(() => closeSuite({ stack, browser }));

/** Form controls whose content is wider than the control (a field that shows "5" of "12.5"). */
export async function narrowerThanContent(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('form input, form select, form button, form label'))
      .filter((element) => element.offsetParent !== null)
      .filter((element) => {
        const style = getComputedStyle(element);
        const tooNarrow = element.scrollWidth > element.clientWidth + 1;
        // A text field scrolls its own value: it is too narrow when it cannot show the ten characters of
        // an amount ("12.5" shown as "5").
        if (element instanceof HTMLInputElement && element.type === 'text') {
          const font = parseFloat(style.fontSize) || 16;
          return element.clientWidth < font * 5;
        }
        return tooNarrow && style.overflowX !== 'auto' && style.overflowX !== 'scroll';
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}" ${element.getAttribute('aria-label') ?? ''}`,
      ),
  );
}

describe.each(VIEWPORTS)('withdraw with a starting bonus, at $width px', (viewport) => {
  it('Available and Max are what can be withdrawn, the bonus explained', async () => {
    const wallet = new TestWallet();
    await fund(stack.urls.rpc, wallet.address, { DFL: 1, GOLDY: 0, USDC: 0, DFL_USDC: 0 });
    const { page } = await openApp(browser, stack.urls.shell, wallet, viewport);
    try {
      await signIn(page);
      await creditInGame(stack.urls.gameApi, wallet.address, 'DFL', '25');
      await page.getByRole('link', { name: 'Transfer' }).click();
      await page.getByRole('radio', { name: /Withdraw/ }).check({ force: true });
      // The in-game total follows the credit by the socket's push: wait for both figures, not the first.
      const available = page.getByText(/^Available: 25 DFL\s*525 DFL in game/);
      await available.waitFor();
      expect(await available.textContent()).toBe(
        'Available: 25 DFL 525 DFL in game, of which 500 is starting bonus: yours to play with in game, never withdrawn.',
      );
      await page.getByRole('button', { name: 'Max DFL' }).click();
      expect(await page.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('25');
      expect(await narrowerThanContent(page)).toEqual([]);
      expect(blocking(await audit(page, `withdraw with bonus at ${viewport.width} px`))).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
