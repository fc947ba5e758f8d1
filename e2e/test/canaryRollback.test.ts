import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../src/browser';
import { startTestStack, type Stack } from '../src/stack';
import { openApp, signIn, type OpenedApp } from '../src/app';
import {
  aboutPage,
  canaryWatch,
  currentConfig,
  deployRemote,
  deployThrowingOnRender,
  reportedFigures,
  setRemote,
} from '../src/deploy';
import { TestWallet } from '../src/testWallet';
import { canaryBucket } from '../../shell/src/federation/pickVersion';

jest.setTimeout(300_000);

const LIVE = '1.0.0';
const CANARY = '1.0.1';

let stack: Stack;
let browser: Browser;
let base: string;

beforeAll(async () => {
  // Every player of a test stack is one client (127.0.0.1): each gets more page loads than the endpoint's share.
  process.env.TAB_REPORTS_PER_CLIENT = '100';
  stack = await startTestStack();
  browser = await launchBrowser();
  base = `${stack.urls.cdn}/home/`;
  await deployRemote(stack, 'home', LIVE);
  deployThrowingOnRender(stack, 'home', LIVE, CANARY);
  setRemote(stack, 'home', { base, live: LIVE, canary: { version: CANARY, percent: 50 } });
});

afterAll(async () => {
  delete process.env.TAB_REPORTS_PER_CLIENT;
  await browser?.close();
  await stack?.close();
});

/** A wallet whose bucket for home puts it in a 50 % canary, or not. */
function walletInCanary(wanted: boolean): TestWallet {
  for (;;) {
    const wallet = new TestWallet();
    if (canaryBucket('home', wallet.address) < 50 === wanted) return wallet;
  }
}

/** Waits until the CDN has counted `loads` page loads of `version` (the beacon goes a second after a load). */
async function reported(version: string, loads: number): Promise<void> {
  const until = Date.now() + 15_000;
  while ((reportedFigures(stack, 'home')[version]?.loads ?? 0) < loads) {
    if (Date.now() > until) {
      throw new Error(
        `Counted ${JSON.stringify(reportedFigures(stack, 'home'))}, waited for ${loads} of ${version}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const failedHome = (page: Page) =>
  page.getByRole('alert').getByRole('heading', { name: 'The Home tab is unavailable' }).waitFor();
const workingHome = (page: Page) => page.getByRole('heading', { name: 'Welcome back' }).waitFor();

/**
 * The player's next `times` page loads of the app (signing in on the first when `signingIn`), each a page load
 * of its own; each waits for its reports to be counted.
 */
async function loadsOf(
  app: OpenedApp,
  times: number,
  version: string,
  shows: (page: Page) => Promise<void>,
  signingIn = false,
) {
  for (let i = 0; i < times; i += 1) {
    const before = reportedFigures(stack, 'home')[version]?.loads ?? 0;
    if (i === 0 && signingIn) await signIn(app.page);
    else await app.page.goto(stack.urls.shell);
    await shows(app.page);
    await reported(version, before + 1);
  }
}

describe('a canary rolled back on its errors', () => {
  it('players on a canary that throws on render report it; canary:watch waits for 20 loads, then rolls it back', async () => {
    // The shell's page may connect to the host the reports go to: the local CDN.
    const policy = (await fetch(stack.urls.shell)).headers.get('content-security-policy') ?? '';
    expect(
      policy
        .split('; ')
        .find((directive) => directive.startsWith('connect-src '))
        ?.split(' '),
    ).toContain(stack.urls.cdn);
    const onCanary = await openApp(browser, stack.urls.shell, walletInCanary(true));
    const onLive = await openApp(browser, stack.urls.shell, walletInCanary(false));
    const beacons: string[] = [];
    onCanary.page.on('request', (request) => {
      if (request.url() === `${stack.urls.cdn}/tab-reports`) beacons.push(request.postData() ?? '');
    });

    await loadsOf(onLive, 3, LIVE, workingHome, true);
    await loadsOf(onCanary, 10, CANARY, failedHome, true);
    // The beacon carries the tab, its version, the canary flag and what happened: nothing of the player.
    expect(JSON.parse(beacons[0]!)).toEqual({
      page: expect.stringMatching(/^[0-9a-f]{32}$/),
      reports: [
        { tab: 'home', version: CANARY, canary: true, outcome: 'loaded' },
        { tab: 'home', version: CANARY, canary: true, outcome: 'render-error' },
      ],
    });
    expect(beacons.join('\n')).not.toContain(onCanary.wallet.address);

    const waiting = await canaryWatch(stack, 'home');
    console.log(`canary e2e: canary:watch after 10 canary loads:\n${waiting}`);
    expect(waiting).toContain(
      'Waiting: the canary has 10 loads; 20 are needed before deciding. Nothing changed.',
    );
    expect(currentConfig(stack).remotes.home).toMatchObject({ live: LIVE, canary: { version: CANARY } });

    await loadsOf(onCanary, 10, CANARY, failedHome);
    expect(reportedFigures(stack, 'home')).toEqual({
      [LIVE]: { loads: 3, errors: 0, outcomes: { loaded: 3 } },
      [CANARY]: { loads: 20, errors: 20, outcomes: { loaded: 20, 'render-error': 20 } },
    });
    const decided = await canaryWatch(stack, 'home');
    console.log(`canary e2e: canary:watch after 20 canary loads:\n${decided}`);
    expect(decided).toContain(
      `  canary ${CANARY} (50 % of players): errors 100.0 % (20 of 20 loads); loaded 20, render-error 20\n` +
        `  live ${LIVE}: errors 0.0 % (0 of 3 loads); loaded 3\n`,
    );
    expect(decided).toContain(
      `Rolled back home ${CANARY}: its error rate is more than 2 points above live's. Every player gets ${LIVE} at their next load`,
    );
    const home = currentConfig(stack).remotes.home as { live: string; canary?: object; integrity: object };
    expect(home.live).toBe(LIVE);
    expect(home.canary).toBeUndefined();
    expect(Object.keys(home.integrity).sort()).toEqual([LIVE, CANARY]);

    // The player who was on the canary gets the live version at their next load.
    await onCanary.page.goto(stack.urls.shell);
    await workingHome(onCanary.page);
    const about = await aboutPage(onCanary.page);
    expect(Object.keys(about)).toContain('Home tab');
    expect(about['Home tab']).toMatch(new RegExp(`^Version ${LIVE.replace(/\./g, '\\.')},`));
    expect(onCanary.consoleMessages.join('\n')).not.toMatch(/Content Security Policy/);
    await onCanary.page.context().close();
    await onLive.page.context().close();
  });
});
