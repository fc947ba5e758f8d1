import type { Page } from 'playwright-core';
import type { Stack } from '../src/stack';
import { closeSuite, startSuite } from '../src/suite';
import { expectCoinAmount, openApp, signIn } from '../src/app';
import { fund } from '../src/chain';
import { TestWallet } from '../src/testWallet';
import { holdFiles, templateFiles } from '../src/heldFiles';

jest.setTimeout(120_000);

// The signed-in screen keeps GLOBAL live on the chain's own socket, without the wallet layer (web3.js), which
// it loads later, out of the landing tab's way (docs/architecture.md, "Balances").

let stack: Stack;
let browser: Browser;
type Browser = Awaited<ReturnType<typeof startSuite>>['browser'];

beforeAll(async () => ({ stack, browser } = await startSuite()));
afterAll(() => closeSuite({ stack, browser }));

/** Which of `files` the page has run as scripts. */
function scriptsRun(page: Page, files: string[]): Promise<string[]> {
  return page.evaluate(
    (wanted) =>
      performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            (entry as PerformanceResourceTiming).initiatorType === 'script' && wanted.includes(entry.name),
        )
        .map((entry) => entry.name),
    files,
  );
}

describe('a signed-in home', () => {
  it('shows a change on chain live while the wallet layer has not loaded, and after it has', async () => {
    const wallet = new TestWallet();
    await fund(stack.urls.rpc, wallet.address, { DFL: 5, GOLDY: 0, USDC: 0, DFL_USDC: 0 });
    const { page } = await openApp(browser, stack.urls.shell, wallet, { width: 360, height: 740 });
    await signIn(page);
    await expectCoinAmount(page, '5');

    // The stored session resumes, the wallet layer's files held back: it cannot load.
    const layer = (await templateFiles(page, stack.urls.shell, ['wallet-layer-files'])).filter((file) =>
      file.endsWith('.js'),
    );
    expect(layer.length).toBeGreaterThan(0);
    const release = await holdFiles(page, layer);
    await page.reload();
    await expectCoinAmount(page, '5');
    await page.locator('.home-xp__level', { hasText: 'Level' }).waitFor();
    // This visit's own read is in (the last visit's figure is no longer marked as refreshing): what comes next
    // comes through the chain's socket.
    await page.getByTestId('coin-kept').waitFor({ state: 'detached' });
    await fund(stack.urls.rpc, wallet.address, { DFL: 3 }, 0);
    await expectCoinAmount(page, '8');
    expect(await scriptsRun(page, layer)).toEqual([]);

    // The layer comes in.
    release();
    await page.waitForFunction(
      (wanted) =>
        performance
          .getEntriesByType('resource')
          .some(
            (entry) =>
              (entry as PerformanceResourceTiming).initiatorType === 'script' && wanted.includes(entry.name),
          ),
      layer,
      { timeout: 15_000 },
    );
    // Still live.
    await fund(stack.urls.rpc, wallet.address, { DFL: 1 }, 0);
    await expectCoinAmount(page, '9');
    await page.close();
  });
});
