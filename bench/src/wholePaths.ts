// `pnpm --filter @companion/bench whole-path`: the whole paths a player waits through (new player, returning
// with warm and with cold HTTP cache), over HTTPS with connection and preflight costs, alone and printed.
// Uses the apps' current builds (`pnpm bench` builds from clean first).
import type { Browser } from 'playwright-core';
import { SAME_ORIGIN_PARTS, startBenchStack, type SameOriginPart, type ShellBuild } from './benchStack';
import { ensureChromium } from './browser/chromium';
import { describeConditions } from './browser/throttle';
import { describeMachine } from './machine';
import { summarize } from './stats';
import { measureWholePaths, type WholePathResult } from './measure/wholePath';
import { launchBrowser } from '../../e2e/src/browser';
import { measureLighthouse } from './measure/lighthouse';
import { formatLighthouse } from './report/lighthouse';
import { formatWholePath, wholePathFigures } from './report/wholePath';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** BENCH_NEW_PLAYER_ONLY=1: builds compared on the new player's path alone, twice as many runs in the time. */
const NEW_PLAYER_ONLY = process.env.BENCH_NEW_PLAYER_ONLY === '1';

/** `name:dist[:part+part]`, comma-separated, as BENCH_COMPARE gives them. */
export function parseCompare(text: string): Record<string, ShellBuild> {
  return Object.fromEntries(
    text
      .split(',')
      .filter(Boolean)
      .map((entry): [string, ShellBuild] => {
        const [name = '', dir = '', parts] = entry.split(':');
        const sameOrigin = parts ? (parts.split('+') as SameOriginPart[]) : [];
        const unknown = sameOrigin.filter((part) => !SAME_ORIGIN_PARTS.includes(part));
        if (!name || !dir || unknown.length) {
          throw new Error(
            `BENCH_COMPARE: "${entry}" is not name:dist[:${SAME_ORIGIN_PARTS.join('+')}]` +
              (unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''),
          );
        }
        return [name, { dir, sameOrigin }];
      }),
  );
}

function describeBuild({ dir, sameOrigin = [] }: ShellBuild): string {
  return sameOrigin.length ? `${dir}, served with ${sameOrigin.join(', ')} under its origin` : dir;
}

async function main(): Promise<void> {
  await ensureChromium();
  // BENCH_COMPARE=before:<dist>,after:<dist>: builds of the shell measured side by side, runs interleaved;
  // `after:<dist>:game+chain+tabs` serves that build with those servers under its own origin.
  const compare = parseCompare(process.env.BENCH_COMPARE ?? '');
  const stack = await startBenchStack({ oneBundle: false, otherShells: compare });
  let browser: Browser | undefined;
  try {
    // For the version only: each path runs in a profile of its own (./measure/wholePath.ts).
    browser = await launchBrowser();
    const machine = describeMachine(browser.version());
    console.log(`… whole paths (${RUNS} runs), load average ${machine.loadAverage}`);
    const names = Object.keys(compare);
    if (!names.length) {
      const result = await measureWholePaths(
        stack.secure.spki,
        stack.secure,
        stack.rpcUrl,
        RUNS,
        console.log,
      );
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
    // BENCH_READ_MS: how long the reading player reads before the tap; 0 leaves those runs out.
    const READ_MS = Number(process.env.BENCH_READ_MS ?? 2000);
    const results = Object.fromEntries(names.map((name) => [name, [] as WholePathResult[]]));
    const reading = Object.fromEntries(names.map((name) => [name, [] as WholePathResult[]]));
    for (let run = 0; run < RUNS; run++) {
      for (const name of names) {
        const shellUrl = stack.secure.otherShellUrls[name]!;
        console.log(`… ${name}`);
        results[name]!.push(
          await measureWholePaths(stack.secure.spki, stack.secure, stack.rpcUrl, 1, console.log, {
            shellUrl,
            newPlayerOnly: NEW_PLAYER_ONLY,
          }),
        );
        if (!READ_MS) continue;
        console.log(`… ${name}, the player reading the screen ${READ_MS} ms before the tap`);
        reading[name]!.push(
          await measureWholePaths(stack.secure.spki, stack.secure, stack.rpcUrl, 1, console.log, {
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
      returningLater: parts.flatMap((one) => one.returningLater),
      returningCold: parts.flatMap((one) => one.returningCold),
    });
    // Lighthouse on each build, one after the other, with a session one of its own paths signed in.
    const lighthouse: Record<string, string> = {};
    for (const name of LIGHTHOUSE_RUNS > 0 ? names : []) {
      const session = results[name]!.find((one) => one.session)?.session;
      if (!session) continue;
      console.log(`… ${name}: Lighthouse (mobile), ${LIGHTHOUSE_RUNS} runs on each page`);
      lighthouse[name] = formatLighthouse(
        await measureLighthouse(
          stack.secure.otherShellUrls[name]!,
          stack.secure.spki,
          session,
          LIGHTHOUSE_RUNS,
        ),
      );
    }
    for (const name of names) {
      const read = summarize(merge(reading[name]!).newPlayer.map((one) => one.homeMs));
      console.log(
        `\n${name.toUpperCase()} (${describeBuild(compare[name]!)})\n${formatWholePath(wholePathFigures(merge(results[name]!)))}` +
          (READ_MS
            ? `\nnew player reading ${READ_MS} ms before the tap → home: median ${read.median} ms, p95 ${read.p95} ms (n ${read.n})`
            : '') +
          (lighthouse[name] ? `\n${lighthouse[name]}` : ''),
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
