// `pnpm --filter @companion/bench whole-path`: the whole paths a player waits through (new player, returning
// with warm and with cold HTTP cache), over HTTPS with connection and preflight costs, alone and printed.
// Uses the apps' current builds (`pnpm bench` builds from clean first).
import type { Browser } from 'playwright-core';
import { startBenchStack } from './benchStack';
import { ensureChromium } from './browser/chromium';
import { describeConditions } from './browser/throttle';
import { describeMachine } from './machine';
import { summarize } from './stats';
import { launchSecureBrowser, measureWholePaths, type WholePathResult } from './measure/wholePath';
import { measureLighthouse } from './measure/lighthouse';
import { formatLighthouse } from './report/lighthouse';
import { formatWholePath, wholePathFigures } from './report/wholePath';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

async function main(): Promise<void> {
  await ensureChromium();
  // BENCH_COMPARE=before:<dist>,after:<dist>: builds of the shell measured side by side, runs interleaved.
  const compare = Object.fromEntries(
    (process.env.BENCH_COMPARE ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf(':')), pair.slice(pair.indexOf(':') + 1)]),
  ) as Record<string, string>;
  const stack = await startBenchStack({ oneBundle: false, otherShells: compare });
  let browser: Browser | undefined;
  try {
    browser = await launchSecureBrowser(stack.secure.spki);
    const machine = describeMachine(browser.version());
    console.log(`… whole paths (${RUNS} runs), load average ${machine.loadAverage}`);
    const names = Object.keys(compare);
    if (!names.length) {
      const result = await measureWholePaths(browser, stack.secure, stack.rpcUrl, RUNS, console.log);
      console.log(`\n${describeConditions()}\n${formatWholePath(wholePathFigures(result))}`);
      if (result.session && LIGHTHOUSE_RUNS > 0) {
        console.log(`… Lighthouse (mobile), ${LIGHTHOUSE_RUNS} runs on each page`);
        const lighthouse = await measureLighthouse(
          stack.secure.shellUrl,
          stack.secure.spki,
          result.session,
          LIGHTHOUSE_RUNS,
        );
        console.log(formatLighthouse(lighthouse));
      }
      return;
    }
    const READ_MS = 2000;
    const results = Object.fromEntries(names.map((name) => [name, [] as WholePathResult[]]));
    const reading = Object.fromEntries(names.map((name) => [name, [] as WholePathResult[]]));
    for (let run = 0; run < RUNS; run++) {
      for (const name of names) {
        const shellUrl = stack.secure.otherShellUrls[name]!;
        console.log(`… ${name}`);
        results[name]!.push(
          await measureWholePaths(browser, stack.secure, stack.rpcUrl, 1, console.log, { shellUrl }),
        );
        console.log(`… ${name}, the player reading the screen ${READ_MS} ms before the tap`);
        reading[name]!.push(
          await measureWholePaths(browser, stack.secure, stack.rpcUrl, 1, console.log, {
            shellUrl,
            readMs: READ_MS,
            newPlayerOnly: true,
          }),
        );
      }
    }
    const merge = (parts: readonly WholePathResult[]): WholePathResult => ({
      newPlayer: parts.flatMap((one) => one.newPlayer),
      returningWarm: parts.flatMap((one) => one.returningWarm),
      returningCold: parts.flatMap((one) => one.returningCold),
    });
    for (const name of names) {
      const read = summarize(merge(reading[name]!).newPlayer.map((one) => one.homeMs));
      console.log(
        `\n${name.toUpperCase()} (${compare[name]})\n${formatWholePath(wholePathFigures(merge(results[name]!)))}\n` +
          `new player reading ${READ_MS} ms before the tap → home: median ${read.median} ms, p95 ${read.p95} ms (n ${read.n})`,
      );
    }
    console.log(
      `\n${describeConditions()}; load average ${describeMachine(browser.version()).loadAverage} at the end`,
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
