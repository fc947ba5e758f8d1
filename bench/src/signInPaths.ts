// `pnpm --filter @companion/bench sign-in-paths`: the sign-in round trip on each path a player's wallet takes
// (the wallet dialog with Sign In With Solana or a signed message, a wallet's in-app browser with no dialog,
// the local Farcaster client and the wallet host that speaks the bridge, both framing the app), side by side in one run under the phone profile, printed with the approvals each asked.
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../e2e/src/browser';
import { startBenchStack } from './benchStack';
import { ensureChromium } from './browser/chromium';
import { describeConditions } from './browser/throttle';
import { buildApps } from './build/buildApps';
import { describeMachine } from './machine';
import { measureSignInPath, SIGN_IN_PATHS } from './measure/signInPaths';
import { summarize } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

async function main(): Promise<void> {
  await buildApps(['shell'], ['dev/wallet-host', 'dev/farcaster-host']);
  await ensureChromium();
  const stack = await startBenchStack({ oneBundle: false, hosts: true });
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const machine = describeMachine(browser.version());
    const urls = { shell: stack.shellUrl, rpc: stack.rpcUrl, hosts: stack.hostUrls };
    const results = new Map(
      SIGN_IN_PATHS.map((path) => [path.name, { roundTripMs: [] as number[], approvals: [] as number[] }]),
    );
    // Interleaved, so the machine's load falls on every path alike.
    for (let run = 0; run < RUNS; run++) {
      for (const path of SIGN_IN_PATHS) {
        const one = await measureSignInPath(browser, urls, path, 1);
        results.get(path.name)!.roundTripMs.push(...one.roundTripMs);
        results.get(path.name)!.approvals.push(...one.approvals);
      }
    }
    console.log(
      `\nSIGN-IN ROUND TRIP PER PATH (${describeConditions().split(';')[0]}; ${RUNS} runs each, interleaved; ` +
        `load average ${machine.loadAverage} as timings began)`,
    );
    for (const [name, { roundTripMs, approvals }] of results) {
      const { median, p95 } = summarize(roundTripMs);
      console.log(
        `  ${name.padEnd(38)} median ${median} ms, p95 ${p95} ms; approvals ${[...new Set(approvals)].join('/')}`,
      );
    }
  } finally {
    await browser?.close();
    await stack.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
