import type { Browser } from 'playwright-core';
import { launchBrowser } from '../src/browser';
import { startTestStack, type Stack } from '../src/stack';
import { openApp, signIn, type OpenedApp } from '../src/app';

jest.setTimeout(120_000);

let stack: Stack;
let browser: Browser;
let app: OpenedApp;

const remoteFile = (name: string, file: string) => `${stack.remotes[name]!.url}/${file}`;
const remoteEntry = (name: string) => remoteFile(name, 'remoteEntry.js');
/** The exposed App's files, named without a hash so the shell requests them beside the entry. */
const APP_FILES = ['__federation_expose_App.js', '__federation_expose_App.css'];
const fetched = (name: string) => app.requests.filter((url) => url.startsWith(remoteEntry(name))).length;
/** Every request to a remote's origin: its entry, manifest, chunks, styles. */
const requested = (name: string) =>
  app.requests.filter((url) => url.startsWith(`${stack.remotes[name]!.url}/`)).length;

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
  app = await openApp(browser, stack.urls.shell);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('the federated shell in Chromium', () => {
  it('starts logged out, with no remote file requested', async () => {
    await app.page.getByText('Please approve the message to sign in.').waitFor();
    for (const name of Object.keys(stack.remotes)) expect(requested(name)).toBe(0);
  });

  it('fetches a remote entry only on intent: sign-in for home, then the pointer or focus on a tab’s link', async () => {
    await signIn(app.page);
    await app.page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(fetched('home')).toBe(1);
    for (const name of ['transfer', 'inventory', 'staking', 'raffles']) expect(requested(name)).toBe(0);

    // The pointer over the Raffles link starts its remote before any click, and no other remote. On a link
    // with 150 ms of latency, the entry and the App's files start with the manifest, not once it has arrived.
    const manifest = remoteFile('raffles', 'mf-manifest.json');
    const sameRound = [remoteEntry('raffles'), ...APP_FILES.map((file) => remoteFile('raffles', file))];
    const network = await app.page.context().newCDPSession(app.page);
    const latency = (ms: number) =>
      network.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: ms,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    // The browser's own request log times each request: when it was sent, when the manifest's answer arrived.
    // (The page's resource timing buffer was tried first, but the RAFFLES heading is the shell's and may show
    // before the tab's files have arrived, so their entries could be missing when read.)
    const sentAt = new Map<string, number>();
    network.on('Network.requestWillBeSent', ({ request, timestamp }) => {
      if (!sentAt.has(request.url)) sentAt.set(request.url, timestamp);
    });
    const manifestAnswered = new Promise<number>((resolve) =>
      network.on('Network.responseReceived', ({ response, timestamp }) => {
        if (response.url === manifest) resolve(timestamp);
      }),
    );
    await network.send('Network.enable');
    // The page cache's worker, which the signed-in page registers once it has settled, may take control of
    // the page about now; the page's requests then bypass it, so that each is seen as the page's own.
    await network.send('Network.setBypassServiceWorker', { bypass: true });
    await latency(150);
    // Nothing of raffles asked for yet (the pointer rests where the wallet was chosen, off the navigation).
    expect(requested('raffles')).toBe(0);
    const raffles = app.page.waitForRequest((request) => request.url().startsWith(remoteEntry('raffles')));
    await app.page.getByRole('link', { name: 'Raffles' }).hover();
    await raffles;
    for (const name of ['transfer', 'inventory', 'staking']) expect(requested(name)).toBe(0);
    await app.page.getByRole('link', { name: 'Raffles' }).click();
    const answered = await manifestAnswered;
    await app.page.getByRole('heading', { name: 'RAFFLES', level: 1 }).waitFor();
    await latency(0);
    await network.detach();
    const sameRoundSent = sameRound.map((url) => sentAt.get(url));
    console.log(
      `federation e2e: manifest sent ${sentAt.get(manifest)}, answered ${answered}; entry and App files sent ${JSON.stringify(sameRoundSent)} (s)`,
    );
    for (const sent of sameRoundSent) {
      expect(sent).toBeDefined();
      expect(sent!).toBeLessThan(answered);
    }
    // Each is requested once: the runtime's script and style tags take the preloaded responses.
    for (const url of sameRound) expect(app.requests.filter((request) => request === url)).toHaveLength(1);

    // Focus on a link (the keyboard's way to it) is intent too.
    const staking = app.page.waitForRequest((request) => request.url().startsWith(remoteEntry('staking')));
    await app.page.getByRole('link', { name: 'Staking' }).focus();
    await staking;
    for (const name of ['transfer', 'inventory']) expect(requested(name)).toBe(0);

    await app.page.getByRole('link', { name: 'Home' }).click();
    await app.page.getByRole('link', { name: 'Raffles' }).click();
    await app.page.getByRole('heading', { name: 'RAFFLES', level: 1 }).waitFor();
    expect(fetched('raffles')).toBe(1);
    expect(fetched('staking')).toBe(1);
  });

  it('shares one store: a remote drives the header, the header drives the remote', async () => {
    await app.page.getByRole('link', { name: 'Inventory' }).click();
    const filter = app.page.getByRole('button', { name: 'Filter' });
    const sheet = app.page.getByRole('dialog', { name: 'Filter NFTs' });
    // Each press of the shell's button reaches the tab through the one store and opens its sheet.
    for (let press = 1; press <= 2; press += 1) {
      await filter.click();
      await sheet.waitFor();
      await app.page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached' });
      expect(await filter.evaluate((button) => button === document.activeElement)).toBe(true);
    }
    await app.page.getByRole('link', { name: 'Staking' }).click();
    await app.page.getByRole('button', { name: 'Add liquidity' }).click();
    await app.page.getByRole('heading', { name: 'ADD LIQUIDITY', level: 1 }).waitFor();
    expect(new URL(app.page.url()).pathname).toBe('/staking/add-lp');
    await app.page.getByRole('button', { name: 'Back' }).click();
    await app.page.getByRole('heading', { name: 'STAKING', level: 1 }).waitFor();
    expect(await app.page.getByRole('button', { name: 'Filter' }).count()).toBe(0);
  });

  it('loads React once, whatever the tabs opened', async () => {
    const reactCopies = await app.page.evaluate(() => {
      type Share = Record<
        string,
        Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>
      >;
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: Share } }).__FEDERATION__.__SHARE__;
      const copies: Record<string, string[]> = {};
      for (const scope of Object.values(share)) {
        for (const [pkg, versions] of Object.entries(scope.default ?? {})) {
          for (const [version, entry] of Object.entries(versions)) {
            if (entry.loaded) (copies[pkg] ??= []).push(`${version}@${entry.from}`);
          }
        }
      }
      return copies;
    });
    // One copy of each: every registration marked loaded names the same version.
    for (const [pkg, copies] of Object.entries(reactCopies)) {
      expect([pkg, new Set(copies.map((copy) => copy.split('@').slice(0, -1).join('@'))).size]).toEqual([
        pkg,
        1,
      ]);
    }
    // Provided with the signed-in app: the shell's own copy.
    const fromShell = [
      'react',
      'react-dom',
      'zustand',
      '@companion/shared-state',
      // The host entry reaches the stores of the entry above: it must be the shell's copy too.
      '@companion/shared-state/host',
      '@companion/tab-kit',
    ];
    for (const pkg of fromShell) {
      expect([pkg, [...new Set(reactCopies[pkg])]]).toEqual([pkg, [expect.stringMatching(/@shell$/)]]);
    }
    // Provided with the wallet layer, asked for by the tabs opened above (inventory, staking) that move value.
    // A tab's production build carries no copy of any singleton (config/sharedSingletons.cjs, `import: false`):
    // the registration marked loaded may be the tab's, the module is the shell's.
    const withWalletLayer = ['@companion/tab-kit/wallet', '@solana/web3.js'];
    expect(withWalletLayer.filter((pkg) => !reactCopies[pkg])).toEqual([]);
  });

  it('a remote that is down breaks only its tab, and Retry recovers it once it is back', async () => {
    await stack.remotes.transfer!.stop();
    try {
      await app.page.getByRole('link', { name: 'Transfer' }).click();
      await app.page.getByRole('heading', { name: 'The Transfer tab is unavailable' }).waitFor();
      await app.page.getByRole('button', { name: 'Global Wallet' }).waitFor();
      await app.page.getByRole('link', { name: 'Raffles' }).click();
      await app.page.getByRole('heading', { name: 'RAFFLES', level: 1 }).waitFor();
      await app.page.getByRole('link', { name: 'Transfer' }).click();
      await app.page.getByRole('button', { name: 'Retry' }).click();
      await app.page.getByRole('heading', { name: 'The Transfer tab is unavailable' }).waitFor();
    } finally {
      await stack.remotes.transfer!.start();
    }
    await app.page.getByRole('button', { name: 'Retry' }).click();
    // The tab's own page (the header names the tab while it loads, and while its error panel shows).
    await app.page.getByRole('heading', { name: 'Transfer', level: 2, exact: true }).waitFor();
    expect(await app.page.getByRole('alert').count()).toBe(0);
  });

  it('add liquidity opened directly: Back goes up to Staking instead of leaving the app', async () => {
    const page = await app.page.context().newPage();
    await page.goto(`${stack.urls.shell}/staking/add-lp`);
    await page.getByRole('heading', { name: 'ADD LIQUIDITY', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'STAKING', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/staking');
    expect(await page.title()).toBe('Staking · Companion');
    await page.close();
  });
});
