import type { Browser, Page } from 'playwright-core';
import type { Stack } from '../src/stack';
import { closeSuite, startSuite } from '../src/suite';
import { openApp, signIn } from '../src/app';
import tabs from '../../config/tabs.json';

jest.setTimeout(180_000);

/** Another site, which no policy of the app names. */
const FOREIGN = 'http://foreign.test';

let stack: Stack;
let browser: Browser;

beforeAll(async () => ({ stack, browser } = await startSuite()));
afterAll(() => closeSuite({ stack, browser }));

/** A policy as a map of directive → its sources. */
const directives = (policy: string | null) =>
  Object.fromEntries(
    (policy ?? '').split('; ').map((part) => {
      const [name, ...sources] = part.split(' ');
      return [name!, sources];
    }),
  );

/** Records every policy violation the page reports, from before its first script. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.effectiveDirective} ${event.blockedURI}`,
        `  at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
  });
  return () => page.evaluate(() => [...(window as unknown as { cspViolations: string[] }).cspViolations]);
}

describe('the Content-Security-Policy', () => {
  it('is served on the shell’s page: scripts from itself, the tabs’ hosts and its hashed inline scripts only', async () => {
    const header = (await fetch(`${stack.urls.shell}/staking`)).headers.get('content-security-policy');
    console.log(`csp e2e: the shell's page is served with\nContent-Security-Policy: ${header}`);
    const policy = directives(header);
    const tabOrigins = Object.values(stack.remotes).map((server) => server.url);
    expect(policy['script-src']).toEqual([
      "'self'",
      ...tabOrigins,
      ...(policy['script-src'] ?? []).filter((source) => source.startsWith("'sha256-")),
    ]);
    // The sign-in screen's two inline scripts, hashed at build time.
    expect(policy['script-src']?.filter((source) => source.startsWith("'sha256-"))).toHaveLength(2);
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(["'self'", stack.urls.gameApi, stack.urls.rpc, stack.urls.rpcWs, ...tabOrigins]),
    );
    expect(policy['frame-ancestors']).toEqual(["'self'", ...(stack.config.embedHostOrigins ?? [])]);
    expect(header).not.toMatch(/unsafe-eval|unsafe-inline|\*/);
  });

  it('runs the whole app under it, its own inline scripts included, with no violation', async () => {
    const app = await openApp(browser, 'about:blank');
    const violations = await watchViolations(app.page);
    await app.page.goto(stack.urls.shell);
    await signIn(app.page);
    await app.page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    for (const tab of tabs) {
      await app.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: tab.title }).click();
      await app.page.getByRole('heading', { name: tab.title.toUpperCase(), level: 1 }).waitFor();
    }
    // A stored session: the head's inline script marks the page before the body is parsed (it ran).
    await app.page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { bootMark?: string }).bootMark = document.documentElement.dataset.boot;
      }),
    );
    await app.page.goto(stack.urls.shell);
    await app.page.waitForFunction(() => 'bootMark' in window);
    expect(await app.page.evaluate(() => (window as unknown as { bootMark?: string }).bootMark)).toBe(
      'resume',
    );
    await app.page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await violations()).toEqual([]);
    await app.page.context().close();
  });

  it('blocks a script from another origin, an inline script without a hash and a string run as code; the app still works', async () => {
    const app = await openApp(browser, 'about:blank');
    const violations = await watchViolations(app.page);
    await app.page
      .context()
      .route(`${FOREIGN}/**`, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: 'window.foreignRan = true;' }),
      );
    await app.page.goto(stack.urls.shell);
    await signIn(app.page);
    await app.page.getByRole('heading', { name: 'Welcome back' }).waitFor();

    // What an injection would add to the page: none of it runs.
    const outcome = await app.page.evaluate(async (foreign) => {
      const script = document.createElement('script');
      script.src = `${foreign}/evil.js`;
      const blocked = new Promise<boolean>((resolve) => {
        script.onerror = () => resolve(true);
        script.onload = () => resolve(false);
      });
      document.head.append(script);
      const inline = document.createElement('script');
      inline.textContent = 'window.inlineRan = true;';
      document.body.append(inline);
      // A string compiled as code when the page's own timer fires (this evaluation itself is exempt).
      (setTimeout as unknown as (code: string, ms: number) => void)('window.stringRan = true', 0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const w = window as unknown as { foreignRan?: boolean; inlineRan?: boolean; stringRan?: boolean };
      return {
        foreignBlocked: await blocked,
        foreignRan: w.foreignRan ?? false,
        inlineRan: w.inlineRan ?? false,
        stringRan: w.stringRan ?? false,
      };
    }, FOREIGN);
    expect(outcome).toEqual({ foreignBlocked: true, foreignRan: false, inlineRan: false, stringRan: false });
    expect(await violations()).toEqual(
      expect.arrayContaining([
        `script-src-elem ${FOREIGN}/evil.js`,
        'script-src-elem inline',
        'script-src eval',
      ]),
    );

    // The app goes on: another tab opens, and home is there again.
    await app.page.getByRole('link', { name: 'Inventory' }).click();
    await app.page.getByRole('heading', { name: 'INVENTORY', level: 1 }).waitFor();
    await app.page.getByRole('link', { name: 'Home' }).click();
    await app.page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await app.page.context().close();
  });

  it('is served on each tab’s own page too: its own scripts only', async () => {
    for (const [name, server] of Object.entries(stack.remotes)) {
      const header = (await fetch(`${server.url}/`)).headers.get('content-security-policy');
      const policy = directives(header);
      expect({ name, scripts: policy['script-src'] }).toEqual({ name, scripts: ["'self'"] });
      expect(policy['connect-src']).toEqual(expect.arrayContaining([stack.urls.gameApi, stack.urls.rpc]));
      expect(header).not.toMatch(/unsafe-eval|unsafe-inline|\*/);
    }
    // The page's own script is allowed: it loads and runs, nothing is reported.
    const page = await (await browser.newContext()).newPage();
    const violations = await watchViolations(page);
    const ran: string[] = [];
    page.on('pageerror', (error) => ran.push(error.message));
    await page.goto(`${stack.remotes.home!.url}/`, { waitUntil: 'load' });
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    );
    expect(scripts).toEqual([expect.stringMatching(/\/main\.[0-9a-f]{8}\.js$/)]);
    // (A production build's page has no shell to run in, and its script says so.)
    expect(ran).toEqual([expect.stringContaining('This tab runs inside the shell')]);
    expect(await violations()).toEqual([]);
    await page.context().close();
  });
});
