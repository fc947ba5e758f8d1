import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../src/browser';
import { startTestStack, type Stack } from '../src/stack';
import { openApp, signIn } from '../src/app';
import {
  aboutPage,
  deployRemote,
  isPublished,
  publishedFiles,
  recordedFiles,
  setRemote,
} from '../src/deploy';
import { TestWallet } from '../src/testWallet';
import { audit, blocking } from '../src/axe';
import { measureWidth } from '../src/layout';
import { canaryBucket } from '../../shell/src/federation/pickVersion';
import contractFile from '../../shared-state/src/contract/version.json';
import kitPackage from '../../tab-kit/package.json';

jest.setTimeout(180_000);

const [MAJOR, MINOR] = contractFile.contract.split('.').map(Number) as [number, number];
/** An older minor of the shell's contract: what a tab built a while ago was built against. */
const OLDER_MINOR = `${MAJOR}.${Math.max(0, MINOR - 1)}.0`;
const FUTURE_MAJOR = `${MAJOR + 1}.0.0`;
const [KIT_MAJOR, KIT_MINOR] = kitPackage.version.split('.').map(Number) as [number, number];
/** A tab kit minor newer than the shell's: what a tab built against a kit not live yet was built for. */
const NEWER_KIT = `${KIT_MAJOR}.${KIT_MINOR + 1}.0`;

let stack: Stack;
let browser: Browser;
let homeBase: string;
const started = Date.now();
let deploySeconds = 0;

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
  homeBase = `${stack.urls.cdn}/home/`;
  // Built once and reused by every test below: home as first deployed (against an older contract minor), and
  // a raffles build that needs a future contract major. Home's next version is deployed by the first test.
  const t0 = Date.now();
  await Promise.all([
    deployRemote(stack, 'home', '1.0.0', OLDER_MINOR),
    deployRemote(stack, 'raffles', '9.0.0', FUTURE_MAJOR),
    deployRemote(stack, 'inventory', '9.1.0', undefined, NEWER_KIT),
  ]);
  deploySeconds += (Date.now() - t0) / 1000;
  setRemote(stack, 'home', { base: homeBase, live: '1.0.0' });
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
  console.log(
    `deploys e2e: ${((Date.now() - started) / 1000).toFixed(1)} s in all, of which ${deploySeconds.toFixed(1)} s building and publishing 3 remote versions`,
  );
});

/** Signs `wallet` in on a page of its own and waits for the home tab. */
async function playerOn(wallet: TestWallet): Promise<{ page: Page; requests: string[] }> {
  const app = await openApp(browser, stack.urls.shell, wallet);
  await signIn(app.page);
  await app.page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  return app;
}

/** Reloads (a new session of the same player) and reads the home tab's version on the About page. */
async function homeAfterReload(page: Page): Promise<string> {
  await page.goto(stack.urls.shell);
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  return homeVersion(page);
}

async function homeVersion(page: Page): Promise<string> {
  const about = await aboutPage(page);
  const [title, facts] = Object.entries(about).find(([name]) => name.startsWith('Home tab'))!;
  const version = /Version (\S+),/.exec(facts)![1]!;
  await page.getByRole('link', { name: 'Home' }).click();
  return `${version}${title.includes('canary') ? ' (canary)' : ''}`;
}

/** The new screens on the narrowest phone: no wider than it, and no serious axe-core finding. */
async function expectFitsAndAccessible(page: Page, screen: string): Promise<void> {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 640 });
  const { scrollWidth, innerWidth } = await measureWidth(page);
  expect({ screen, scrollWidth }).toEqual({ screen, scrollWidth: innerWidth });
  expect(blocking(await audit(page, screen))).toEqual([]);
  if (viewport) await page.setViewportSize(viewport);
}

/** A wallet whose bucket for home is below 50 (in a 50 % canary) or not. */
function walletInCanary(wanted: boolean): TestWallet {
  for (;;) {
    const wallet = new TestWallet();
    if (canaryBucket('home', wallet.address) < 50 === wanted) return wallet;
  }
}

describe('independent deploys of a tab', () => {
  it('publishes a version once, to an immutable path: every file of it cached for good', async () => {
    const manifestUrl = `${homeBase}1.0.0/mf-manifest.json`;
    const manifest = (await (await fetch(manifestUrl)).json()) as {
      metaData: { buildInfo: Record<string, string> };
      exposes: { assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
      shared: { assets: { js: { sync: string[] } } }[];
    };
    expect(manifest.metaData.buildInfo).toMatchObject({
      buildVersion: '1.0.0',
      contract: OLDER_MINOR,
      commit: expect.stringMatching(/^([0-9a-f]{12}(\+dirty)?|unknown)$/),
    });
    // The App's files have the names the shell predicts from the entry's URL (config/rspack.app.js).
    const { js, css } = manifest.exposes[0]!.assets;
    expect([...js.sync, ...css.sync]).toEqual(['__federation_expose_App.js', '__federation_expose_App.css']);
    // A tab takes its shared libraries from the shell and ships none: its content-hashed files are its own.
    expect(manifest.shared.flatMap((shared) => shared.assets.js.sync)).toEqual([]);
    const hashed = publishedFiles(stack, 'home', '1.0.0').find((file) => /\.[0-9a-f]{8}\.js$/.test(file))!;
    expect(hashed).toBeDefined();
    const files = ['remoteEntry.js', 'mf-manifest.json', ...js.sync, ...css.sync, hashed];
    const headers: Record<string, string | null> = {};
    for (const file of files) {
      headers[file] = (await fetch(`${homeBase}1.0.0/${file}`)).headers.get('cache-control');
    }
    console.log(`deploys e2e: Cache-Control ${JSON.stringify(headers)}`);
    // A published version never changes: a returning player's browser asks for none of it again.
    for (const file of files) expect(headers[file]).toBe('public, max-age=31536000, immutable');
    // A published version never changes: deploying it again is refused before anything is built.
    await expect(deployRemote(stack, 'home', '1.0.0')).rejects.toThrow(
      /home 1\.0\.0 is already deployed .*versions are immutable/,
    );
  });

  it('runs a tab built against an older minor of the contract, and lists its build on the About page', async () => {
    const { page, requests } = await playerOn(new TestWallet());
    expect(requests).toContain(`${homeBase}1.0.0/remoteEntry.js`);
    const about = await aboutPage(page);
    expect(about['Home tab']).toMatch(
      new RegExp(`^Version 1\\.0\\.0, Commit \\S+, Contract ${OLDER_MINOR}, Origin ${stack.urls.cdn}$`),
    );
    expect(about['App']).toMatch(
      new RegExp(`Contract ${contractFile.contract}, Origin ${stack.urls.shell}$`),
    );
    expect(about['Raffles tab']).toBe('Not opened yet.');
    await expectFitsAndAccessible(page, 'about');
    await page.context().close();
  });

  it('a new version deployed while the shell runs reaches the next session; a running tab offers a reload', async () => {
    const { page } = await playerOn(new TestWallet());
    const t0 = Date.now();
    const printed = await deployRemote(stack, 'home', '1.1.0');
    deploySeconds += (Date.now() - t0) / 1000;
    // The command prints the entry to put in the runtime config, with the hash of each file it published.
    const files = recordedFiles(stack, 'home', '1.1.0');
    expect(printed).toContain(
      JSON.stringify({ base: homeBase, live: '1.1.0', integrity: { '1.1.0': files } }),
    );
    // Every file but the source maps and the Brotli copies, which the host sends in place of their files.
    const published = publishedFiles(stack, 'home', '1.1.0');
    expect(Object.keys(files).sort()).toEqual(
      published.filter((file) => !file.endsWith('.map') && !file.endsWith('.br')).sort(),
    );
    expect(published).toContain('remoteEntry.js.br');
    setRemote(stack, 'home', { base: homeBase, live: '1.1.0' });

    // The player comes back to the app: it re-reads the config, the running tab keeps its build and says so.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'A new version of the Home tab is available.' });
    await notice.waitFor();
    await expectFitsAndAccessible(page, 'new version notice');
    expect(await homeVersion(page)).toBe('1.0.0');

    await notice.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await homeVersion(page)).toBe('1.1.0');
    expect(await page.getByText('A new version of the Home tab is available.').count()).toBe(0);
    await page.context().close();
  });

  it('a 50 % canary gives two wallets different versions, each kept across reloads; rollback is a config change', async () => {
    setRemote(stack, 'home', { base: homeBase, live: '1.0.0', canary: { version: '1.1.0', percent: 50 } });
    const inCanary = await playerOn(walletInCanary(true));
    const onLive = await playerOn(walletInCanary(false));
    expect(await homeVersion(inCanary.page)).toBe('1.1.0 (canary)');
    expect(await homeVersion(onLive.page)).toBe('1.0.0');
    for (let i = 0; i < 2; i += 1) {
      expect(await homeAfterReload(inCanary.page)).toBe('1.1.0 (canary)');
      expect(await homeAfterReload(onLive.page)).toBe('1.0.0');
    }

    // Rolling back: the canary goes, everyone is on the live version at their next session.
    setRemote(stack, 'home', { base: homeBase, live: '1.0.0' });
    expect(await homeAfterReload(inCanary.page)).toBe('1.0.0');
    expect(await homeAfterReload(onLive.page)).toBe('1.0.0');
    await inCanary.page.context().close();
    await onLive.page.context().close();
  });

  it('refuses a tab built against a future contract major, put live mid-session, in its own tab only; the other tabs work', async () => {
    const { page, requests } = await playerOn(new TestWallet());
    // Put live after this session started: the tab's first open goes by the config as it is then.
    setRemote(stack, 'raffles', { base: `${stack.urls.cdn}/raffles/`, live: '9.0.0' });
    await page.getByRole('link', { name: 'Raffles' }).click();
    const refusal = page.getByRole('alert');
    await refusal
      .getByRole('heading', { name: 'The Raffles tab can’t run in this version of the app' })
      .waitFor();
    expect(await refusal.textContent()).toContain(
      `This version of the tab was built for app contract ${FUTURE_MAJOR}; this app provides ${contractFile.contract}.`,
    );
    expect(await refusal.getByRole('button', { name: 'Reload' }).count()).toBe(1);
    await expectFitsAndAccessible(page, 'refused tab');
    // The manifest was read; the entry and the App's files were downloaded beside it, none of them run: no
    // container, no chunk of the tab registered, no script or style of it on the page, no other chunk fetched.
    const refused = `${stack.urls.cdn}/raffles/9.0.0/`;
    expect(requests).toContain(`${refused}mf-manifest.json`);
    expect(requests.filter((url) => url.startsWith(refused) && /\.(js|css)$/.test(url)).sort()).toEqual([
      `${refused}__federation_expose_App.css`,
      `${refused}__federation_expose_App.js`,
      `${refused}remoteEntry.js`,
    ]);
    expect(await page.evaluate(() => 'raffles' in window || 'rspackChunkraffles' in window)).toBe(false);
    const ran = await page.evaluate(
      (base) =>
        [
          ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
            'script[src], link[rel="stylesheet"]',
          ),
        ]
          .map((tag) => ('src' in tag ? tag.src : tag.href))
          .filter((url) => url.startsWith(base)),
      refused,
    );
    expect(ran).toEqual([]);

    await page.getByRole('button', { name: 'Global Wallet' }).waitFor();
    await page.getByRole('link', { name: 'Transfer' }).click();
    await page.getByRole('heading', { name: 'TRANSFER', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.context().close();
  });

  it('refuses a tab built against a newer tab kit than the app provides, in its own tab only', async () => {
    const { page, requests } = await playerOn(new TestWallet());
    setRemote(stack, 'inventory', { base: `${stack.urls.cdn}/inventory/`, live: '9.1.0' });
    await page.getByRole('link', { name: 'Inventory' }).click();
    const refusal = page.getByRole('alert');
    await refusal
      .getByRole('heading', { name: 'The Inventory tab can’t run in this version of the app' })
      .waitFor();
    expect(await refusal.textContent()).toContain(
      `This version of the tab was built for tab kit ${NEWER_KIT}; this app provides ${kitPackage.version}.`,
    );
    // Refused on its manifest: its entry never ran.
    expect(requests).toContain(`${stack.urls.cdn}/inventory/9.1.0/mf-manifest.json`);
    expect(await page.evaluate(() => 'inventory' in window)).toBe(false);
    await page.getByRole('link', { name: 'Transfer' }).click();
    await page.getByRole('heading', { name: 'TRANSFER', level: 1 }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.context().close();
  });

  it('deploy:remote --against the live config refuses, with the reason, a build the live app would refuse, before publishing', async () => {
    const against = `${stack.urls.shell}/config.json`;
    // The live app's versions come from what it publishes beside its config (app-build.json), not the checkout.
    const live = (await (await fetch(`${stack.urls.shell}/app-build.json`)).json()) as {
      provides: { contract: string; kit: string };
    };
    expect(live.provides).toMatchObject({ contract: contractFile.contract, kit: kitPackage.version });
    for (const [version, contract, kit, reason] of [
      [
        '9.2.0',
        undefined,
        NEWER_KIT,
        `built for tab kit ${NEWER_KIT}, this app provides ${kitPackage.version}`,
      ],
      ['9.3.0', FUTURE_MAJOR, undefined, `built for contract ${FUTURE_MAJOR}, this app provides`],
    ] as const) {
      const refused = deployRemote(stack, 'staking', version, contract, kit, against);
      await expect(refused).rejects.toThrow(reason);
      await expect(refused).rejects.toThrow('Nothing was published.');
      expect(isPublished(stack, 'staking', version)).toBe(false);
    }
    // One the live app runs is published, and says what it was checked against.
    const printed = await deployRemote(stack, 'staking', '9.4.0', undefined, undefined, against);
    expect(printed).toContain(`Checked against the live app (${stack.urls.shell}/app-build.json)`);
    expect(publishedFiles(stack, 'staking', '9.4.0')).toContain('remoteEntry.js');
  });
});
