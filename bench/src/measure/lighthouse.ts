import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../../../e2e/src/browser';
import type { SignedInSession } from './session';

/**
 * Lighthouse (mobile preset: its simulated slow 4G and 4× CPU; performance only) inside the bench, on the
 * HTTPS stack: the sign-in page of a new visitor, and the signed-in home of a returning player (the stored
 * session seeded into the profile, storage kept between the runs).
 */
export interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Cumulative layout shift: how far what is on screen moved as the page loaded (0: nothing moved). */
  cls: number;
  /** Its `unused-javascript` audit: bytes it lists (scripts with over 20 KiB unused). */
  unusedJsBytes: number;
  /**
   * The machine's CPU as Lighthouse measured it before the run, unthrottled (its report's
   * `environment.benchmarkIndex`; higher is faster). The phone profile slows this CPU, so every timing of the
   * bench scales with it: figures from two machines compare only with it beside them.
   */
  benchmarkIndex: number;
}

export interface LighthouseResult {
  signInPage: LighthouseRun[];
  signedInHome: LighthouseRun[];
}

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  environment?: { benchmarkIndex?: number };
  audits: Record<string, { numericValue?: number; details?: { overallSavingsBytes?: number } }>;
}

type RunLighthouse = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<{ lhr: LighthouseReport } | undefined>;

interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
}

/** Both are ES modules only: loaded by file URL so that the CommonJS output does not turn them into require(). */
async function importModule<T>(name: string): Promise<T> {
  const entry = require.resolve(name, { paths: [path.join(__dirname, '..', '..')] });
  return (await import(pathToFileURL(entry).href)) as T;
}

function figures(report: LighthouseReport): LighthouseRun {
  const value = (id: string) => Math.round(report.audits[id]?.numericValue ?? NaN);
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: Math.round((report.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
    unusedJsBytes: report.audits['unused-javascript']?.details?.overallSavingsBytes ?? 0,
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? NaN),
  };
}

/** The stored session's localStorage entries for the given origin. */
function storedEntries(session: SignedInSession, origin: string): { name: string; value: string }[] {
  return session.storageState.origins?.find((entry) => entry.origin === origin)?.localStorage ?? [];
}

export async function measureLighthouse(
  shellUrl: string,
  spki: string,
  session: SignedInSession,
  runs: number,
): Promise<LighthouseResult> {
  const { default: lighthouse } = await importModule<{ default: RunLighthouse }>('lighthouse');
  const launcher = await importModule<ChromeLauncher>('chrome-launcher');
  const chrome = await launcher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--ignore-certificate-errors-spki-list=${spki}`,
    ],
  });
  const run = async (flags: Record<string, unknown>) => {
    const result = await lighthouse(shellUrl, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...flags,
    });
    if (!result) throw new Error('Lighthouse returned no report');
    return figures(result.lhr);
  };
  try {
    const result: LighthouseResult = { signInPage: [], signedInHome: [] };
    for (let i = 0; i < runs; i++) result.signInPage.push(await run({}));

    // The session into the profile's storage, through the protocol, then Lighthouse with storage kept.
    const origin = new URL(shellUrl).origin;
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    try {
      const page = await browser.contexts()[0]!.newPage();
      await page.goto(shellUrl);
      await page.evaluate(
        (entries) => {
          for (const { name, value } of entries) localStorage.setItem(name, value);
        },
        storedEntries(session, origin),
      );
      await page.close();
    } finally {
      await browser.close();
    }
    for (let i = 0; i < runs; i++) result.signedInHome.push(await run({ disableStorageReset: true }));
    return result;
  } finally {
    chrome.kill();
  }
}
