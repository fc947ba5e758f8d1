// `pnpm bench`: the figures of docs/performance.md, printed and written to bench/results/latest.json.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../e2e/src/browser';
import { findDuplicates } from './analysis/duplicates';
import { moduleCopies } from './analysis/moduleCopies';
import { bytesByPackage } from './analysis/packageBytes';
import { startBenchStack } from './benchStack';
import { ensureChromium } from './browser/chromium';
import { buildAll } from './build/buildAll';
import { describeConditions } from './browser/throttle';
import { describeMachine } from './machine';
import { measureFirstLoads } from './measure/firstLoad';
import { measureInventory } from './measure/inventory';
import { measureLighthouse } from './measure/lighthouse';
import { measureSignIn } from './measure/signIn';
import { measureSocketPush } from './measure/socketPush';
import { measureTabSwitches } from './measure/tabSwitch';
import { measureWholePaths } from './measure/wholePath';
import { RESULTS_FILE, ROOT, TABS, forTab, type TabName } from './paths';
import { assemble } from './report/assemble';
import { formatReport } from './report/printReport';
import { readTestDuration } from './testDuration';

/** Runs per timing; BENCH_RUNS overrides (more runs, steadier medians, longer bench). */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PUSHES = 20;

function step(title: string): void {
  console.log(`… ${title}`);
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  step('production builds of every app from clean, and the one-bundle build');
  const build = await buildAll();
  await ensureChromium();

  step('starting the local stack on the bench ports');
  const stack = await startBenchStack();
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const conditions = { machine: describeMachine(browser.version()), throttling: describeConditions() };
    step(`first load and time to the sign-in screen, federated and one bundle (${RUNS} runs each)`);
    const firstLoads = await measureFirstLoads(
      browser,
      { federated: stack.shellUrl, oneBundle: stack.oneBundleUrl },
      RUNS,
    );
    step(`sign-in round trip (${RUNS} runs)`);
    const signIn = await measureSignIn(browser, { shell: stack.shellUrl, rpc: stack.rpcUrl }, RUNS);
    step(`tab switches, cold and warm (${RUNS} runs)`);
    const tabs = await measureTabSwitches(browser, stack.shellUrl, signIn.session, RUNS);
    step(`socket push → header (${PUSHES} pushes)`);
    const push = await measureSocketPush(
      browser,
      { shell: stack.shellUrl, gameApi: stack.gameApiUrl },
      signIn.session,
      PUSHES,
    );
    step(`whole paths over HTTPS with connection and preflight costs: new player, returning (${RUNS} runs)`);
    const wholePath = await measureWholePaths(
      stack.secure.spki,
      stack.secure,
      stack.rpcUrl,
      RUNS,
      console.log,
    );
    const LIGHTHOUSE_RUNS = 3;
    step(
      `Lighthouse (mobile) on the sign-in page and the signed-in home, over HTTPS (${LIGHTHOUSE_RUNS} runs each)`,
    );
    if (!wholePath.session) throw new Error('no whole-path run signed in');
    const lighthouse = await measureLighthouse(
      stack.secure.shellUrl,
      stack.secure.spki,
      wholePath.session,
      LIGHTHOUSE_RUNS,
    );
    const inventoryOrigin = new URL(forTab(stack.remoteUrls, 'inventory')).origin;
    step(`the inventory grid with 1,000 NFTs: first render and filter changes (${RUNS} runs)`);
    const inventory = await measureInventory(
      browser,
      { shell: stack.shellUrl, inventoryOrigin },
      signIn.session,
      RUNS,
    );
    step('duplicated modules and first loads by package, from the source maps of the loaded files');
    const duplicates = findDuplicates(await moduleCopies(tabs.sessionFiles, stack.appDirByOrigin));
    const firstLoadPackages = {
      federated: bytesByPackage(await moduleCopies(firstLoads.federated.files, stack.appDirByOrigin)),
      oneBundle: bytesByPackage(await moduleCopies(firstLoads.oneBundle.files, stack.appDirByOrigin)),
    };

    const remoteOrigins = Object.fromEntries(
      TABS.map((tab) => [tab, new URL(forTab(stack.remoteUrls, tab)).origin]),
    ) as Record<TabName, string>;
    const results = assemble({
      startedAt,
      ...conditions,
      runs: RUNS,
      pushes: PUSHES,
      build,
      firstLoads,
      signIn,
      tabs,
      push,
      wholePath,
      lighthouse,
      inventory,
      duplicates,
      firstLoadPackages,
      remoteOrigins,
      appNameByOrigin: new Map([
        [new URL(stack.shellUrl).origin, 'shell'],
        ...TABS.map((tab): [string, string] => [forTab(remoteOrigins, tab), tab]),
      ]),
      testCommand: readTestDuration(),
    });
    fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\n${formatReport(results)}`);
    console.log(`\nWritten to ${path.relative(ROOT, RESULTS_FILE)}`);
  } finally {
    await browser?.close();
    await stack.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
