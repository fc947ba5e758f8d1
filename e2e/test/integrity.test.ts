import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../src/browser';
import { startTestStack, type Stack } from '../src/stack';
import { openApp, signIn } from '../src/app';
import { deployRemote, recordedFiles, setRemote } from '../src/deploy';

jest.setTimeout(240_000);

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { cdnDirIn } = require('../../scripts/lib/stack.cjs') as { cdnDirIn: (dataDir: string) => string };

const VERSION = '3.0.0';
const SAFETY = 'Its files failed the app’s safety check, so it was not started.';

let stack: Stack;
let browser: Browser;
let folder: string;

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
  await deployRemote(stack, 'home', VERSION);
  setRemote(stack, 'home', { base: `${stack.urls.cdn}/home/`, live: VERSION });
  folder = `${stack.urls.cdn}/home/${VERSION}/`;
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** Changes one byte of a published file, as a bad upload or a compromised bucket would, until `restore()`. */
function changeOneByte(file: string): { restore: () => void } {
  const on = path.join(cdnDirIn(stack.dataDir), 'home', VERSION, file);
  const original = fs.readFileSync(on);
  const changed = Buffer.from(original);
  // A byte inside the file's text (a JSON string or a comment would do as well as code): 'a' ↔ 'b'.
  const at = changed.indexOf('a'.charCodeAt(0), Math.floor(changed.length / 2));
  changed[at] = 'b'.charCodeAt(0);
  fs.writeFileSync(on, changed);
  return { restore: () => fs.writeFileSync(on, original) };
}

/** A new player's session, signed in: it lands on home, which loads during the sign-in. */
async function signedIn(): Promise<{ page: Page; requests: string[]; console: string[] }> {
  const app = await openApp(browser, stack.urls.shell);
  await signIn(app.page);
  return { page: app.page, requests: app.requests, console: app.consoleMessages };
}

/** Home refuses with its message; nothing of it ran; the header and every other tab work. */
async function expectHomeRefusedOthersWork(page: Page): Promise<void> {
  const panel = page.getByRole('alert');
  await panel.getByRole('heading', { name: 'The Home tab is unavailable' }).waitFor();
  expect(await panel.textContent()).toContain(SAFETY);
  expect(await panel.getByRole('button', { name: 'Retry' }).count()).toBe(1);
  // Its App never rendered.
  expect(await page.getByRole('heading', { name: 'Welcome back' }).count()).toBe(0);
  await page.getByRole('button', { name: 'Global Wallet' }).waitFor();
  for (const [link, heading] of [
    ['Transfer', 'TRANSFER'],
    ['Raffles', 'RAFFLES'],
  ] as const) {
    await page.getByRole('link', { name: link }).click();
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  }
  expect(await page.getByRole('alert').count()).toBe(0);
}

describe('remote files checked against their recorded hashes', () => {
  it('runs the deployed version with every file as published, each downloaded once', async () => {
    const { page, requests, console } = await signedIn();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    // The preloads carry the same integrity and CORS mode as the tags that run the files: one request each.
    for (const file of [
      'remoteEntry.js',
      'mf-manifest.json',
      '__federation_expose_App.js',
      '__federation_expose_App.css',
    ]) {
      expect({ file, requests: requests.filter((url) => url === `${folder}${file}`).length }).toEqual({
        file,
        requests: 1,
      });
    }
    expect(console.join('\n')).not.toMatch(/preload|integrity/i);
    // Each file of the tab the page loaded was asked for with its recorded hash.
    const files = recordedFiles(stack, 'home', VERSION);
    const tagged = await page.evaluate(
      (base) =>
        [...document.querySelectorAll<HTMLElement>('link[href], script[src]')]
          .map((tag) => [tag.getAttribute('href') ?? tag.getAttribute('src'), tag.getAttribute('integrity')])
          .filter(([url]) => url?.startsWith(base)),
      folder,
    );
    expect(tagged.length).toBeGreaterThan(0);
    for (const [url, integrity] of tagged) expect(integrity).toBe(files[url!.slice(folder.length)]);
    await page.context().close();
  });

  for (const file of [
    'remoteEntry.js',
    'mf-manifest.json',
    '__federation_expose_App.js',
    '__federation_expose_App.css',
  ]) {
    it(`refuses the tab when one byte of ${file} changed on the CDN; the other tabs work`, async () => {
      const changed = changeOneByte(file);
      try {
        const { page, console } = await signedIn();
        await expectHomeRefusedOthersWork(page);
        // The entry ran only when it is not the changed file, and the App never did.
        const ran = await page.evaluate(() => ({ entry: 'home' in window }));
        expect(ran.entry).toBe(file !== 'remoteEntry.js' && file !== 'mf-manifest.json');
        expect(console.join('\n')).toContain(
          `The home tab's file ${folder}${file} does not match its recorded hash`,
        );
        await page.context().close();
      } finally {
        changed.restore();
      }
    });
  }

  it('refuses the tab when a file it loads has no recorded hash', async () => {
    const files = { ...recordedFiles(stack, 'home', VERSION) };
    delete files['__federation_expose_App.js'];
    setRemote(stack, 'home', {
      base: `${stack.urls.cdn}/home/`,
      live: VERSION,
      integrity: { [VERSION]: files },
    });
    try {
      const { page, console } = await signedIn();
      await expectHomeRefusedOthersWork(page);
      expect(console.join('\n')).toContain(
        `The home tab's file ${folder}__federation_expose_App.js has no recorded hash`,
      );
      await page.context().close();
    } finally {
      setRemote(stack, 'home', { base: `${stack.urls.cdn}/home/`, live: VERSION });
    }
  });

  it('Retry loads the tab once its files are right again', async () => {
    const changed = changeOneByte('__federation_expose_App.js');
    const { page } = await signedIn();
    try {
      await page.getByRole('heading', { name: 'The Home tab is unavailable' }).waitFor();
    } finally {
      changed.restore();
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.context().close();
  });
});
