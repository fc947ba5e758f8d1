import type { Browser, Route } from 'playwright-core';
import type { Stack } from '../src/stack';
import { closeSuite, startSuite } from '../src/suite';
import { expectCoinAmount, openApp, signIn } from '../src/app';
import { fund } from '../src/chain';
import { TestWallet } from '../src/testWallet';

jest.setTimeout(120_000);

// A returning player's home is drawn from what the last visit left, marked as such, then the fresh answers
// replace it (docs/tab-kit.md, "The last visit's answers").

let stack: Stack;
let browser: Browser;

beforeAll(async () => ({ stack, browser } = await startSuite()));
afterAll(() => closeSuite({ stack, browser }));

/** Holds the matching requests until `release()`: this visit's reads stay on their way meanwhile. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    hold: async (route: Route) => {
      await opened;
      // A request of the page before the reload has gone with it: nothing to let through.
      await route.continue().catch(() => undefined);
    },
    release: () => open(),
  };
}

describe('a returning player', () => {
  it("sees the last visit's home at once, marked as refreshing, then the fresh one", async () => {
    const wallet = new TestWallet();
    await fund(stack.urls.rpc, wallet.address, { DFL: 5, GOLDY: 0, USDC: 0, DFL_USDC: 0 });
    const { page } = await openApp(browser, stack.urls.shell, wallet, { width: 320, height: 568 });
    await signIn(page);
    await expectCoinAmount(page, '5');
    await page.locator('.home-xp__level', { hasText: 'Level' }).waitFor();
    const level = await page.locator('.home-xp__level').textContent();
    const nfts = await page.locator('.home-nfts__total').textContent();
    await page.locator('.home-raffle__name, .home-raffle .kit-empty').first().waitFor();

    // This visit's reads of XP, the NFTs and the chain are held from now on: held before the chain balance
    // changes, so that the page still open reads nothing new either (its chain subscription would read the
    // change at once, and keep it for the next visit).
    const reads = gate();
    const rpc = new URL(stack.urls.rpc).origin;
    await page.route(
      (url) =>
        url.origin === rpc || url.pathname.endsWith('/p2e/xp/p2e') || /\/nft\/(p2e|f2p)$/.test(url.pathname),
      (route) =>
        route.request().method() === 'POST' &&
        !(route.request().postData() ?? '').includes('getTokenAccountsByOwner')
          ? route.continue()
          : reads.hold(route),
    );
    // Between the visits the chain balance changes.
    await fund(stack.urls.rpc, wallet.address, { DFL: 3 }, 0);
    await page.reload();

    // At once: the kept figure and level, each said to be refreshing.
    await page.getByTestId('coin-kept').waitFor();
    expect(await page.getByTestId('coin-amount').textContent()).toBe('5');
    expect(await page.getByTestId('coin-kept').textContent()).toBe('refreshing');
    expect(
      await page
        .getByRole('button', { name: '5 DFL balance, updated just now, refreshing, show GOLDY' })
        .count(),
    ).toBe(1);
    expect(await page.locator('.home-xp__level').textContent()).toBe(level);
    expect(await page.locator('.home-player').getByTestId('last-visit-note').textContent()).toBe(
      'Updated just now · refreshing',
    );
    // The NFT counts too: home does not wait for the list.
    expect(await page.locator('.home-nfts__total').textContent()).toBe(nfts);
    expect(await page.locator('.home-nfts').getByTestId('last-visit-note').textContent()).toBe(
      'Updated just now · refreshing',
    );

    const markedHeight = (await page.getByTestId('coin-display').boundingBox())?.height;
    if (process.env.RETURNING_SCREENSHOT) await page.screenshot({ path: process.env.RETURNING_SCREENSHOT });

    // Then the fresh answers replace them, and the marks go, moving nothing in the header (320 px wide).
    reads.release();
    await expectCoinAmount(page, '8');
    await page.getByTestId('coin-kept').waitFor({ state: 'detached' });
    expect((await page.getByTestId('coin-display').boundingBox())?.height).toBe(markedHeight);
    await page.locator('.home-player [data-testid="last-visit-note"]').waitFor({ state: 'detached' });
    await page.locator('.home-nfts [data-testid="last-visit-note"]').waitFor({ state: 'detached' });
    expect(await page.locator('.home-nfts__total').textContent()).toBe(nfts);
    expect(await page.locator('.home-xp__level').textContent()).toBe(level);
    await page.close();
  });

  it("begins its session's first reads from the page's head, each sent once", async () => {
    const wallet = new TestWallet();
    await fund(stack.urls.rpc, wallet.address, { DFL: 6, GOLDY: 0, USDC: 0, DFL_USDC: 0 });
    const { page } = await openApp(browser, stack.urls.shell, wallet);
    await signIn(page);
    await expectCoinAmount(page, '6');
    // Only this visit's requests count: the page being left may still answer the chain change below.
    const sent: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) sent.length = 0;
    });
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      const read = /\/(p2e\/funds|nft\/p2e|nft\/f2p)$/.exec(pathname)?.[1];
      if (read) sent.push(read);
      else if ((request.postData() ?? '').includes('getTokenAccountsByOwner')) sent.push('chain');
    });
    // Between the visits the chain balance changes: what the page shows is this visit's read.
    await fund(stack.urls.rpc, wallet.address, { DFL: 1 }, 0);
    await page.reload();
    await expectCoinAmount(page, '7');
    await page.locator('.home-nfts__total, .home-nfts .kit-empty').first().waitFor();
    // Each read left before the app had its config, so before it could address any of them.
    const rpc = stack.urls.rpc;
    const timing = await page.evaluate((rpcUrl) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const first = (test: (name: string) => boolean) => entries.find((entry) => test(entry.name))?.startTime;
      return {
        config: first((name) => new URL(name).pathname.endsWith('/config.json')) ?? 0,
        reads: [
          first((name) => name.endsWith('/p2e/funds')),
          first((name) => name.endsWith('/nft/p2e')),
          first((name) => name.endsWith('/nft/f2p')),
          first((name) => name.startsWith(rpcUrl)),
        ],
      };
    }, rpc);
    for (const start of timing.reads) expect(start).toBeLessThan(timing.config);
    // And the app took their answers rather than sending its own: each NFT list once. The funds and the
    // chain are read again later on purpose (once the socket, and the chain's subscription, are up), once.
    const count = (read: string) => sent.filter((name) => name === read).length;
    expect([count('nft/p2e'), count('nft/f2p')]).toEqual([1, 1]);
    expect(count('p2e/funds')).toBeLessThanOrEqual(2);
    expect(count('chain')).toBeLessThanOrEqual(2);
    await page.close();
  });

  it('after signing out, the next sign-in shows nothing of the last visit', async () => {
    const wallet = new TestWallet();
    await fund(stack.urls.rpc, wallet.address, { DFL: 2, GOLDY: 0, USDC: 0, DFL_USDC: 0 });
    const { page } = await openApp(browser, stack.urls.shell, wallet);
    await signIn(page);
    await expectCoinAmount(page, '2');
    await page.locator('.home-xp__level', { hasText: 'Level' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('companion.lastVisit.v1'))).not.toBeNull();
    await page.getByRole('button', { name: /^Account/ }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('companion.lastVisit.v1'))).toBeNull();
    // Nor the reads its page would begin: they name the wallet.
    expect(await page.evaluate(() => localStorage.getItem('firstReads'))).toBeNull();
    await page.close();
  });
});
