// `pnpm --filter @companion/bench stake`: a stake from the tap on Confirm to the position shown, alone
// (about a minute), printed: the time from the wallet's signature, and the requests the page makes.
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../e2e/src/browser';
import { startBenchStack } from './benchStack';
import { ensureChromium } from './browser/chromium';
import { describeConditions } from './browser/throttle';
import { buildApps } from './build/buildApps';
import { describeMachine } from './machine';
import { measureSignIn } from './measure/signIn';
import { measureStake } from './measure/stake';
import { summarize } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);

/** The shell and the staking tab afresh (the figures are of this source); the others only when never built. */
const FRESH = ['shell', 'remotes/staking'];

async function main(): Promise<void> {
  await buildApps(FRESH);
  await ensureChromium();
  const stack = await startBenchStack({ oneBundle: false });
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    console.log('… signing in');
    const { session } = await measureSignIn(browser, { shell: stack.shellUrl, rpc: stack.rpcUrl }, 1);
    console.log(`… ${RUNS} stakes of 1 DFL`);
    const machine = describeMachine(browser.version());
    const result = await measureStake(browser, { shell: stack.shellUrl, rpc: stack.rpcUrl }, session, RUNS);
    const signature = summarize(result.signatureToPositionMs);
    const tap = summarize(result.tapToPositionMs);
    const counts = result.requests.map((requests) => requests.length);
    const first = result.requests[0] ?? [];
    console.log(
      `\nSTAKE (${describeConditions().split(';')[0]}; load average ${machine.loadAverage} as timings began)\n` +
        `  wallet's signature → position shown: median ${signature.median} ms, p95 ${signature.p95} ms\n` +
        `  tap on Confirm → position shown:     median ${tap.median} ms, p95 ${tap.p95} ms\n` +
        `  requests until shown: ${Math.min(...counts)}-${Math.max(...counts)} ` +
        `(first run: ${first.join(', ')})`,
    );
  } finally {
    await browser?.close();
    await stack.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
