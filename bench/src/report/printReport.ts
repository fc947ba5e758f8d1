import type { ByteCount } from '../byteCount';
import { TABS, forTab } from '../paths';
import type { Summary } from '../stats';
import { kb, ms, ratio, seconds, table } from './format';
import { CONDITIONS } from '../browser/throttle';
import { formatInventory } from './inventory';
import { formatWholePath } from './wholePath';
import { formatLighthouse } from './lighthouse';
import type { BudgetCheck, Results } from './results';

/** A time as a number of the profile's round trips (its emulated latency). */
const roundTrips = (valueMs: number) => `${(valueMs / CONDITIONS.network.latencyMs).toFixed(1)} RTT`;

const mark = (check: BudgetCheck | undefined) =>
  !check ? '' : check.ok ? `✓ ${check.limit}` : `⚠ over budget: ${check.actual} (${check.limit})`;

const bytesRow = (name: string, count: ByteCount, check?: BudgetCheck, duplicated?: number) => [
  name,
  String(count.files),
  kb(count.raw),
  kb(count.gzip),
  duplicated === undefined ? '' : kb(duplicated),
  mark(check),
];

const timingRow = (name: string, summary: Summary) => [
  name,
  ms(summary.median),
  ms(summary.p95),
  String(summary.n),
];

export function formatReport(results: Results): string {
  const { machine, bytes, oneBundle, budgets } = results;
  const budget = (name: string) => budgets.find((check) => check.name.startsWith(name));
  const lines: string[] = [];
  lines.push(`Companion benchmarks, ${results.takenAt}`);
  lines.push(
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, ${machine.os}, ` +
      `Node ${machine.node}, Chromium ${machine.chromium}, load average ${machine.loadAverage} as timings began`,
  );
  lines.push(`Conditions: ${results.conditions.throttling}; medians of ${results.conditions.runs} runs`);

  lines.push('', 'WHOLE PATHS (HTTPS; each new connection and each CORS preflight charged its round trips)');
  lines.push(formatWholePath(results.wholePath));

  lines.push('', formatLighthouse(results.lighthouse));

  lines.push('', 'BYTES');
  lines.push(
    table([
      ['', 'files', 'raw', 'gzip', 'duplicated', 'budget'],
      bytesRow('shell first load, JS', bytes.shellFirstLoad.js),
      bytesRow('shell first load, CSS', bytes.shellFirstLoad.css),
      bytesRow('shell first load, total', bytes.shellFirstLoad.total, budget('shell first load')),
      ...TABS.map((tab) =>
        bytesRow(
          `${tab}: own JS on first open`,
          forTab(bytes.remotes, tab),
          budget(`${tab}:`),
          forTab(bytes.remotes, tab).duplicated,
        ),
      ),
      [
        `duplicated: ${bytes.duplicated.packages.length} packages served by >1 build`,
        '',
        kb(bytes.duplicated.bytes),
        `~${kb(bytes.duplicated.gzip)}`,
        '',
        '',
      ],
      [
        '  of which singletons',
        '',
        `${bytes.duplicated.singletonBytes} B`,
        '',
        '',
        mark(budget('duplicated singleton')),
      ],
      ...bytes.duplicated.packages
        .slice(0, 8)
        .map((pkg) => [`  ${pkg.name}`, '', kb(pkg.bytes), '', '', `from ${pkg.origins.join(', ')}`]),
    ]),
  );

  lines.push('', 'FEDERATED VS ONE BUNDLE (same source, ONE_BUNDLE=1)');
  lines.push(
    table([
      ['', 'federated', 'one bundle', 'ratio', 'budget'],
      [
        'first load, gzip',
        kb(bytes.shellFirstLoad.total.gzip),
        kb(oneBundle.firstLoad.total.gzip),
        ratio(oneBundle.ratios.firstLoadGzip),
        mark(budget('federated / one-bundle')),
      ],
      [
        'first load, raw',
        kb(bytes.shellFirstLoad.total.raw),
        kb(oneBundle.firstLoad.total.raw),
        ratio(oneBundle.ratios.firstLoadRaw),
        '',
      ],
      [
        'time to sign-in screen (median)',
        ms(oneBundle.timeToSignInScreen.federated.median),
        ms(oneBundle.timeToSignInScreen.oneBundle.median),
        ratio(oneBundle.ratios.timeToSignInScreen),
        '',
      ],
      [
        '  in round trips of the profile',
        roundTrips(oneBundle.timeToSignInScreen.federated.median),
        roundTrips(oneBundle.timeToSignInScreen.oneBundle.median),
        '',
        '',
      ],
      [
        'time until Sign In works (median)',
        ms(oneBundle.timeToSignInWorks.federated.median),
        ms(oneBundle.timeToSignInWorks.oneBundle.median),
        ratio(oneBundle.ratios.timeToSignInWorks),
        '',
      ],
      [
        'layout shift (largest of the runs)',
        oneBundle.layoutShift.federated.toFixed(3),
        oneBundle.layoutShift.oneBundle.toFixed(3),
        '',
        '',
      ],
    ]),
  );

  lines.push('', 'FIRST LOAD BY PACKAGE (minified, before gzip; largest 10)');
  lines.push(
    table([
      ['', 'federated', 'one bundle'],
      ...oneBundle.byPackage
        .slice(0, 10)
        .map((pkg) => [`  ${pkg.name}`, kb(pkg.federated), kb(pkg.oneBundle)]),
    ]),
  );

  lines.push('', 'TIMINGS');
  lines.push(
    table([
      ['', 'median', 'p95', 'n'],
      timingRow('tab switch, cold', results.tabSwitch.cold),
      ...TABS.map((tab) => timingRow(`  to ${tab}`, forTab(results.tabSwitch.coldByTab, tab))),
      timingRow('tab switch, warm', results.tabSwitch.warm),
      timingRow('sign-in round trip (wallet excluded)', results.signIn.roundTrip),
      timingRow('  time inside the wallet (excluded)', results.signIn.insideWallet),
      timingRow('socket push → header (message → frame)', results.socketPush.messageToHeader),
      timingRow('credit sent → header (incl. request)', results.socketPush.creditToHeader),
    ]),
  );
  lines.push(
    results.signIn.authPreflights === 0
      ? 'Sign-up and sign-in went without a CORS preflight (their JSON as text/plain): nothing left out.'
      : `The sign-in round trip leaves out ${results.signIn.authPreflights} CORS preflights (sign-up and sign-in):` +
          ' the emulated network does not delay them; a real one adds a round trip each.',
  );

  lines.push(
    '',
    `INVENTORY GRID (${results.inventory.nfts} NFTs, 4× CPU slowdown, lists answered by the bench)`,
  );
  lines.push(formatInventory(results.inventory));

  const build = results.build;
  lines.push('', 'BUILD AND TEST');
  lines.push(
    table([
      ['production build, all 6 apps from clean (2 at a time)', seconds(build.allMs)],
      ...Object.entries(build.perAppMs).map(([app, value]) => [`  ${app}`, seconds(value)]),
      ['one-bundle build', seconds(build.oneBundleMs)],
      [
        'whole test command (npm test)',
        results.testCommand
          ? `${results.testCommand.seconds} s (last run ${results.testCommand.at}` +
            `${results.testCommand.ok ? '' : ', which failed'})`
          : 'not measured (no recorded run)',
      ],
    ]),
  );

  const missed = budgets.filter((check) => !check.ok);
  lines.push('', missed.length ? 'BUDGETS MISSED' : 'All budgets met.');
  for (const check of missed) lines.push(`⚠ over budget: ${check.name}: ${check.actual} (${check.limit})`);
  lines.push('', `Bench run: ${seconds(results.benchMs)}`);
  return lines.join('\n');
}
