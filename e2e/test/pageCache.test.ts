import type { Browser } from 'playwright-core';
import type { Stack } from '../src/stack';
import { closeSuite, startSuite } from '../src/suite';
import { expectCoinAmount, openApp, signIn } from '../src/app';
import { fund } from '../src/chain';
import { holdFiles } from '../src/heldFiles';
import { TestWallet } from '../src/testWallet';

jest.setTimeout(120_000);

// A returning player's page opens from the one the last visit fetched, kept by the shell's service worker
// (docs/performance.md, "The page from the last visit"), with the shell's own files that page names;
// everything else still comes from the network.

let stack: Stack;
let browser: Browser;

beforeAll(async () => ({ stack, browser } = await startSuite()));
afterAll(() => closeSuite({ stack, browser }));

describe('the page from the last visit', () => {
  it('opens a returning player’s app from the kept page and its files, its policy kept, the rest from the network', async () => {
    const wallet = new TestWallet();
    await fund(stack.urls.rpc, wallet.address, { DFL: 4, GOLDY: 0, USDC: 0, DFL_USDC: 0 });
    const { page } = await openApp(browser, stack.urls.shell, wallet, { width: 360, height: 740 });
    await signIn(page);
    await expectCoinAmount(page, '4');
    // Registered once the app's page has settled; the worker keeps the page as it installs.
    const worker = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null,
    );
    expect(worker).toBe(new URL('/page-cache.js', stack.urls.shell).href);

    const config = page.waitForResponse((response) => new URL(response.url()).pathname === '/config.json');
    const navigation = await page.reload();
    expect(navigation?.fromServiceWorker()).toBe(true);
    // The page's Content-Security-Policy comes with it.
    expect(navigation?.headers()['content-security-policy']).toContain("script-src 'self'");
    // What the page asks for next goes to the network, not through the worker.
    expect((await config).fromServiceWorker()).toBe(false);
    await expectCoinAmount(page, '4');
    await page.getByRole('button', { name: 'Global Wallet' }).waitFor();
    // The shell's scripts and styles the page names come from the files kept with it, without the worker;
    // a file of the shell's that is not kept comes from the network all the same.
    const sources = await page.evaluate(async () => {
      const entries = performance.getEntriesByType('resource') as (PerformanceResourceTiming & {
        workerFinalSourceType?: string;
      })[];
      const notKept = await fetch('/page-cache.js');
      return {
        main: entries.find((entry) => /\/main\.[0-9a-f]+\.js$/.test(entry.name))?.workerFinalSourceType,
        config: entries.find((entry) => entry.name.endsWith('/config.json'))?.workerFinalSourceType,
        notKept: [notKept.status, (await notKept.text()).includes('companion-page-v1')],
      };
    });
    expect(sources).toEqual({ main: 'cache', config: 'network', notKept: [200, true] });
    const main = await page.evaluate(
      () =>
        performance.getEntriesByType('resource').find((entry) => /\/main\.[0-9a-f]+\.js$/.test(entry.name))!
          .name,
    );

    // A deep link opens from it too.
    const deep = await page.goto(new URL('/raffles', stack.urls.shell).href);
    expect(deep?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { name: 'RAFFLES', level: 1 }).waitFor();
    // A file is never answered with the page.
    const file = await page.goto(new URL('/config.json', stack.urls.shell).href);
    expect(file?.fromServiceWorker()).toBe(false);
    expect(file?.headers()['content-type']).toContain('application/json');

    // A test can still hold a kept file back (`holdFiles`): the page's requests then bypass the worker.
    const release = await holdFiles(page, [main]);
    let asked = () => undefined as void;
    const seen = new Promise<void>((resolve) => (asked = resolve));
    await page.route(main, async (route) => {
      asked();
      await route.fallback();
    });
    const reloaded = page.goto(stack.urls.shell);
    await Promise.race([
      seen,
      reloaded.then(() => {
        throw new Error(`${main} was answered without the network while held`);
      }),
    ]);
    release();
    await reloaded;
    await expectCoinAmount(page, '4');
    await page.close();
  });
});
