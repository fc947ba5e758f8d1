import { writeFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { launchProfile, type Profile } from '../../../e2e/src/browser';
import { fund } from '../../../e2e/src/chain';
import { TEST_WALLET_NAME, TestWallet } from '../../../e2e/src/testWallet';
import { NAME_HELPER } from '../browser/openPage';
import { addProbe, checkWalletCallsTimed, readProbe, timeWalletCallsFromStart } from '../browser/probe';
import { MARK_SENDER, tapAt, watchMarks, type MarkWaiter } from '../browser/pageMarks';
import { throttle } from '../browser/throttle';
import type { SecureStack } from '../benchStack';
import type { SignedInSession } from './session';
import type { ProxyCounts } from '../network/originProxy';
import { readWaterfall } from '../browser/waterfall';
import { startTrace, stopTrace } from '../browser/trace';

const WATERFALL = process.env.BENCH_WATERFALL === '1';
/** BENCH_PROFILE=<path prefix>: a CPU profile and a trace of each path, written beside it. */
const PROFILE = process.env.BENCH_PROFILE;

/**
 * The whole paths a player waits through (docs/performance.md, "Whole paths"), over the HTTPS stack whose
 * proxies charge each new connection and each CORS preflight, under the phone profile. Every time is taken on
 * the page's clock from navigation start.
 */

const FUNDED = { DFL: 42.75 };

/** Bytes the page received until home showed: as transferred (compressed, with headers). */
export interface WireBytes {
  /** Every response. */
  total: number;
  /** Scripts only. */
  js: number;
  /** Each script's transferred bytes, by file name (hash included). */
  chunks: Record<string, number>;
  requests: number;
}

export interface PathRun {
  /** Navigation start → first frame of the home tab with level, NFTs, next raffle and both wallets. */
  homeMs: number;
  /** New player only: navigation start → first frame showing the wallet dialog. */
  dialogMs?: number;
  /** New player only: time inside the wallet (connect, signing), subtracted from homeMs: it answers at once. */
  walletMs?: number;
  bytes: WireBytes;
  /** What the proxies saw during the run: new connections, preflights, socket upgrades. */
  network: ProxyCounts;
}

export interface WholePathResult {
  newPlayer: PathRun[];
  /** The page's second visit: the browser compiles its scripts and, on this second load, caches their code. */
  returningWarm: PathRun[];
  /** A third visit, as a regular player's: the scripts run from the code the visit before cached. */
  returningLater: PathRun[];
  returningCold: PathRun[];
  /** The first new player's session on the HTTPS shell (for Lighthouse on the signed-in home). */
  session?: SignedInSession;
}

const VIEWPORT = { width: 420, height: 860 };

/**
 * A player's own browser profile (not an incognito context, which leaves resource hints such as preconnect
 * undone), trusting the proxies' throw-away certificate (by its key), so HTTP/2, the hints and the HTTP cache
 * behave as on a real site. `storage` seeds it as a returning player's: cookies, and each origin's local
 * storage before the page's first script runs.
 */
export async function openSecureProfile(
  spki: string,
  storage?: SignedInSession['storageState'],
): Promise<Profile> {
  const profile = await launchProfile([`--ignore-certificate-errors-spki-list=${spki}`], {
    viewport: VIEWPORT,
  });
  if (storage) {
    await profile.context.addCookies(storage.cookies);
    await profile.context.addInitScript((origins) => {
      const stored = origins.find((one) => one.origin === location.origin);
      if (!stored || sessionStorage.getItem('bench.seeded')) return;
      sessionStorage.setItem('bench.seeded', '1');
      for (const { name, value } of stored.localStorage) localStorage.setItem(name, value);
    }, storage.origins);
  }
  return profile;
}

/** The wallet dialog's text, which marks its first frame. */
const DIALOG_TEXT = 'Connect a wallet on Solana to continue';

/**
 * Runs in the page before its scripts: notes the first frame of the wallet dialog (when `dialogText` is given),
 * with where its `walletName` button is, and of the full home, and hands each to the bench as it is taken
 * (../browser/pageMarks.ts).
 */
function installPathWatch({
  dialogText,
  walletName,
  sender,
}: {
  dialogText: string | null;
  walletName: string;
  sender: string;
}): void {
  const marks = { dialogAt: 0, homeAt: 0 };
  type Send = (key: string, at: number, element?: Element) => void;
  const report = (key: keyof typeof marks) =>
    requestAnimationFrame(() => {
      marks[key] = performance.now();
      const wallet =
        key === 'dialogAt'
          ? Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.includes(walletName))
          : undefined;
      (window as unknown as Record<string, Send | undefined>)[sender]?.(key, marks[key], wallet);
    });
  const settled = (card: Element | null) =>
    !!card && !card.querySelector('[aria-busy="true"], [role="alert"]');
  const homeShown = (): boolean => {
    const main = document.querySelector('main');
    // The header's coin with its figure (no loading placeholder: the wallet it shows has been read).
    if (!main || !document.querySelector('[data-testid="coin-amount"]')?.textContent) return false;
    // The player's level: its card in, and no longer in its loading shape (which has the level's line).
    if (!main.querySelector('.home-xp__level') || !settled(main.querySelector('.home-player'))) return false;
    if (!settled(main.querySelector('.home-nfts')) || !settled(main.querySelector('.home-raffle')))
      return false;
    // Both wallets read: rows with figures, not the loading shape a wallet keeps until its read answers.
    const wallets = Array.from(main.querySelectorAll('.home-wallet'));
    return (
      wallets.length === 2 &&
      wallets.every((wallet) => settled(wallet) && wallet.querySelector('.home-wallet__row'))
    );
  };
  const observer = new MutationObserver(() => {
    if (dialogText && !marks.dialogAt && document.body?.textContent?.includes(dialogText)) {
      marks.dialogAt = -1;
      report('dialogAt');
    }
    if (!marks.homeAt && homeShown()) {
      marks.homeAt = -1;
      observer.disconnect();
      report('homeAt');
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
}

/** Counts what the page receives, through the DevTools protocol, until `stop()`. */
async function countWire(page: Page): Promise<{ stop: () => WireBytes }> {
  const cdp = await page.context().newCDPSession(page);
  const kinds = new Map<string, { js: boolean; url: string }>();
  const bytes: WireBytes = { total: 0, js: 0, chunks: {}, requests: 0 };
  let stopped = false;
  cdp.on(
    'Network.responseReceived',
    (event: { requestId: string; type: string; response: { url: string; mimeType: string } }) => {
      // By content type too: a prefetched script arrives as type Other, then runs from the cache.
      const js = event.type === 'Script' || event.response.mimeType.includes('javascript');
      kinds.set(event.requestId, { js, url: event.response.url });
    },
  );
  cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
    if (stopped) return;
    const kind = kinds.get(event.requestId);
    bytes.total += event.encodedDataLength;
    bytes.requests += 1;
    if (kind?.js) {
      bytes.js += event.encodedDataLength;
      const name = new URL(kind.url).pathname.split('/').pop() ?? kind.url;
      bytes.chunks[name] = (bytes.chunks[name] ?? 0) + event.encodedDataLength;
    }
  });
  await cdp.send('Network.enable');
  return {
    stop: () => {
      stopped = true;
      return bytes;
    },
  };
}

/**
 * A page with what the path reads of it, and no more: the page's own scripts share the slowed CPU with
 * whatever the bench runs in it. A new player's page times when Sign In works (the tap comes then) and the
 * wallet's own time; a returning player's needs only the home mark (no dialog, no Sign In to watch for).
 */
async function preparePage(
  context: BrowserContext,
  wallet: TestWallet,
  path: 'new player' | 'returning',
): Promise<{ page: Page; markAt: MarkWaiter }> {
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  if (path === 'new player') await addProbe(page, { timeFetches: false });
  await page.addInitScript(installPathWatch, {
    dialogText: path === 'new player' ? DIALOG_TEXT : null,
    walletName: TEST_WALLET_NAME,
    sender: MARK_SENDER,
  });
  const markAt = await watchMarks(page);
  await wallet.install(page);
  if (path === 'new player') await timeWalletCallsFromStart(page);
  await throttle(page);
  return { page, markAt };
}

const diff = (after: ProxyCounts, before: ProxyCounts): ProxyCounts => ({
  connections: after.connections - before.connections,
  preflights: after.preflights - before.preflights,
  upgrades: after.upgrades - before.upgrades,
});

/** How long a first visit lasts at most once home shows: a player stays on it a few seconds at least. */
const VISIT_MS = 5000;
/** How long a returning player who comes back again stays on home, at least, before leaving. */
const STAY_MS = 2000;

/**
 * The first visit ends as a player's does: not the instant home shows, but once what the page leaves for the
 * next visit is in place (the page cache's worker registered and installed: "The page from the last visit"),
 * or after VISIT_MS. A build without the worker waits the whole VISIT_MS.
 */
async function visitEnds(page: Page): Promise<void> {
  await page.evaluate(
    (ms) =>
      Promise.race([
        navigator.serviceWorker?.ready.then(() => undefined),
        new Promise<void>((resolve) => setTimeout(resolve, ms)),
      ]),
    VISIT_MS,
  );
}

/** BENCH_PROFILE: a CPU profile and a trace of the page from here until `stop`, written beside the prefix. */
async function startProfile(page: Page): Promise<{ stop: (path: string) => Promise<void> }> {
  if (!PROFILE) return { stop: async () => undefined };
  const profiler = await page.context().newCDPSession(page);
  await profiler.send('Profiler.enable');
  await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
  await profiler.send('Profiler.start');
  await startTrace(profiler);
  return {
    stop: async (path) => {
      const { profile } = (await profiler.send('Profiler.stop')) as { profile: unknown };
      const name = `${PROFILE}-${path.replace(/ /g, '-')}-${Date.now()}`;
      writeFileSync(`${name}.cpuprofile`, JSON.stringify(profile));
      writeFileSync(`${name}.trace.json`, await stopTrace(profiler));
    },
  };
}

/**
 * A returning player: `context` holds the session (and, when warm, the HTTP cache). `stay`: the player stays
 * until the page has settled, as one who comes back again would have.
 */
async function returning(
  context: BrowserContext,
  stack: SecureStack,
  wallet: TestWallet,
  { stay = false }: { stay?: boolean } = {},
): Promise<PathRun> {
  const { page, markAt } = await preparePage(context, wallet, 'returning');
  try {
    const wire = await countWire(page);
    const before = stack.counts();
    const profiling = await startProfile(page);
    await page.goto(stack.shellUrl, { waitUntil: 'commit' });
    const homeMs = (await markAt('homeAt')).at;
    await profiling.stop('returning');
    if (WATERFALL) console.log(`returning, home at ${Math.round(homeMs)} ms:\n${await readWaterfall(page)}`);
    const run = { homeMs, bytes: wire.stop(), network: diff(stack.counts(), before) };
    if (stay) await page.waitForTimeout(STAY_MS);
    return run;
  } finally {
    await page.close();
  }
}

export async function measureWholePaths(
  spki: string,
  stack: SecureStack,
  rpcUrl: string,
  runs: number,
  log: (line: string) => void = () => undefined,
  {
    shellUrl = stack.shellUrl,
    readMs = 0,
    newPlayerOnly = false,
  }: {
    shellUrl?: string;
    /** The new player looks at the sign-in screen this long (once Sign In works) before the tap. */
    readMs?: number;
    newPlayerOnly?: boolean;
  } = {},
): Promise<WholePathResult> {
  stack = { ...stack, shellUrl };
  const result: WholePathResult = { newPlayer: [], returningWarm: [], returningLater: [], returningCold: [] };
  for (let run = 0; run < runs; run++) {
    const wallet = new TestWallet();
    await fund(rpcUrl, wallet.address, FUNDED);
    const profile = await openSecureProfile(spki);
    const { context } = profile;
    try {
      await context.addInitScript({ content: NAME_HELPER });
      // (a) A new player: the sign-in screen, Sign In as soon as it works, the wallet at once, home.
      const { page, markAt } = await preparePage(context, wallet, 'new player');
      const wire = await countWire(page);
      const before = stack.counts();
      const profiling = await startProfile(page);
      await page.goto(stack.shellUrl, { waitUntil: 'commit' });
      // Sign In tapped in the frame it works, the test wallet the frame its dialog shows (../browser/pageMarks.ts).
      const works = await markAt('signInWorks');
      if (readMs) await page.waitForTimeout(readMs);
      await tapAt(page, works, () => page.getByRole('button', { name: 'Sign In' }).click());
      const dialog = await markAt('dialogAt');
      const dialogMs = dialog.at;
      await tapAt(page, dialog, () =>
        page.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }).click(),
      );
      const homeAt = (await markAt('homeAt')).at;
      const bytes = wire.stop();
      await profiling.stop('new player');
      if (WATERFALL)
        console.log(`new player, home at ${Math.round(homeAt)} ms:\n${await readWaterfall(page)}`);
      await checkWalletCallsTimed(page);
      const walletMs = await readProbe(page, 'walletMs');
      result.newPlayer.push({
        homeMs: homeAt - walletMs,
        dialogMs,
        walletMs,
        bytes,
        network: diff(stack.counts(), before),
      });
      const storageState = await context.storageState();
      result.session ??= { wallet, storageState };
      await visitEnds(page);
      await page.close();
      stack.dropConnections();
      if (newPlayerOnly) {
        log(`  run ${run + 1}: new ${Math.round(homeAt - walletMs)} ms (dialog ${Math.round(dialogMs)})`);
        continue;
      }

      // (b) The same player back, HTTP cache warm (the same profile; its connections closed in between).
      result.returningWarm.push(await returning(context, stack, wallet, { stay: true }));
      // (b2) And back once more, as a regular player comes back.
      stack.dropConnections();
      result.returningLater.push(await returning(context, stack, wallet));

      // (c) Back with a cold HTTP cache: a fresh profile holding only the stored session.
      const cold = await openSecureProfile(spki, storageState);
      stack.dropConnections();
      try {
        await cold.context.addInitScript({ content: NAME_HELPER });
        result.returningCold.push(await returning(cold.context, stack, wallet));
      } finally {
        await cold.close();
      }
      stack.dropConnections();
      const last = (runs: PathRun[]) => Math.round(runs[runs.length - 1]!.homeMs);
      log(
        `  run ${run + 1}: new ${last(result.newPlayer)} ms (dialog ${Math.round(dialogMs)}), warm ${last(
          result.returningWarm,
        )} ms, later ${last(result.returningLater)} ms, cold ${last(result.returningCold)} ms`,
      );
    } finally {
      await profile.close();
    }
  }
  return result;
}
