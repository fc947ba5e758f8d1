// `pnpm --filter @companion/bench inventory`: the inventory grid's figures alone (about a minute), printed.
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../e2e/src/browser';
import { startBenchStack } from './benchStack';
import { ensureChromium } from './browser/chromium';
import { describeConditions } from './browser/throttle';
import { buildApps } from './build/buildApps';
import { measureInventory } from './measure/inventory';
import { describeMachine } from './machine';
import { measureSignIn } from './measure/signIn';
import { forTab } from './paths';
import { formatInventory, inventoryFigures } from './report/inventory';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/**
 * The inventory and the shell are built afresh (the figures are of this source, and the shell serves the
 * shared libraries and the tab kit); the other tabs only when never built.
 */
const FRESH = ['shell', 'remotes/inventory'];

async function main(): Promise<void> {
  await buildApps(FRESH);
  await ensureChromium();
  const stack = await startBenchStack({ oneBundle: false });
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    console.log('… signing in');
    const { session } = await measureSignIn(browser, { shell: stack.shellUrl, rpc: stack.rpcUrl }, 1);
    console.log(`… the grid with 1,000 NFTs (${RUNS} runs)`);
    const machine = describeMachine(browser.version());
    const inventoryOrigin = new URL(forTab(stack.remoteUrls, 'inventory')).origin;
    const result = await measureInventory(browser, { shell: stack.shellUrl, inventoryOrigin }, session, RUNS);
    console.log(
      `\nINVENTORY (${describeConditions().split(';')[0]}; lists answered by the bench; ` +
        `load average ${machine.loadAverage} as timings began)`,
    );
    console.log(formatInventory(inventoryFigures(result), result.ownJs));
  } finally {
    await browser?.close();
    await stack.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
