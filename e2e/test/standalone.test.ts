import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import tabs from '../../config/tabs.json';
import { launchBrowser } from '../src/browser';
import { E2E_PORTS, startTestStack, type Stack } from '../src/stack';

// Each tab's dev server compiles on its own (~10 s on two cores).
jest.setTimeout(240_000);

const ROOT = path.resolve(__dirname, '..', '..');
const RSPACK = path.join(ROOT, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  // Chain, game API and shell; every tab's port left free for its own dev server.
  stack = await startTestStack({ devWallet: true, without: tabs.map((tab) => tab.name) });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** `pnpm --filter @companion/<tab> start`, pointed at this test's stack and port. */
async function startDevServer(tab: (typeof tabs)[number]) {
  const port = E2E_PORTS[tab.name]!;
  const child = spawn(process.execPath, [RSPACK, 'serve'], {
    cwd: path.join(ROOT, 'remotes', tab.name),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      // CI=true turns colours on, and colour codes split the "compiled successfully" line matched below.
      NO_COLOR: '1',
      FORCE_COLOR: '0',
      DATA_DIR: stack.dataDir,
      [`${tab.name.toUpperCase()}_PORT`]: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${tab.name} dev server did not compile:\n${output}`)),
      180_000,
    );
    const onData = (chunk: Buffer) => {
      // eslint-disable-next-line no-control-regex -- strips terminal colour codes
      output += chunk.toString().replace(/\x1b\[[0-9;]*m/g, '');
      if (/compiled successfully/i.test(output)) {
        clearTimeout(timer);
        resolve();
      } else if (/compiled with \d+ error/i.test(output)) {
        clearTimeout(timer);
        reject(new Error(`${tab.name} dev server failed to compile:\n${output}`));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${tab.name} dev server exited (code ${code}):\n${output}`));
    });
  }).catch((error: unknown) => {
    // A server that failed to start must not keep its port: the next suite binds it.
    child.kill('SIGKILL');
    throw error;
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

describe.each(tabs)("the $name tab's dev server (pnpm --filter @companion/$name start)", (tab) => {
  it('signs in with the local dev wallet against the local stack and shows the tab, alone and in the shell', async () => {
    const server = await startDevServer(tab);
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // Its page has its own scripts only, under the stack's policy for a tab's page (no eval, even in a
      // development build: the shell's page, which allows none, runs the same build).
      const response = await page.goto(`${server.url}${tab.route}`);
      const policy = (await response?.headerValue('content-security-policy')) ?? '';
      expect(policy.split('; ')).toContain("script-src 'self'");
      await page.getByRole('button', { name: 'Sign in with the Local Dev Wallet' }).click();
      expect(await page.title()).toBe(`${tab.title} · standalone`);
      // The tab's own page sets the header title through the shared store, as it does in the shell.
      await page
        .getByRole('heading', { level: 1, name: tab.title.toUpperCase() })
        .waitFor({ timeout: 30_000 });
      const content = page.locator(`[data-standalone-tab="${tab.name}"]`);
      await content.getByRole('heading').first().waitFor();
      expect((await content.innerText()).trim()).not.toBe('');
      expect(new URL(page.url()).pathname).toBe(tab.route);
      // The tab's calls reach the stack's game API (its loading blocks settle, none turns into an error).
      await page.waitForLoadState('networkidle');
      await content.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
      expect(await content.getByRole('alert').count()).toBe(0);
      expect(errors).toEqual([]);

      // The same dev server inside the shell (`npm start -- --without <tab>`, README): the shell's manifest
      // checks let a dev build in, unhashed as the stack's config allows for this tab's dev server only
      // (devUnverifiedRemotes), and it runs on its own federation runtime beside the shell's.
      const inShell = await context.newPage();
      inShell.on('pageerror', (error) => errors.push(error.message));
      await inShell.goto(`${stack.urls.shell}${tab.route}`);
      await inShell.getByRole('button', { name: 'Sign In' }).click();
      await inShell.getByRole('button', { name: /Local Dev Wallet/ }).click();
      await inShell
        .getByRole('heading', { level: 1, name: tab.title.toUpperCase() })
        .waitFor({ timeout: 30_000 });
      const main = inShell.getByRole('main');
      await main.getByRole('heading', { level: 2 }).first().waitFor({ timeout: 30_000 });
      expect(await main.getByText(/can.t run in this version|is unavailable/).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
