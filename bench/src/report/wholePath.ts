import type { PathRun, WholePathResult } from '../measure/wholePath';
import { median, round, summarize, type Summary } from '../stats';
import { KB, kb, ms, table } from './format';
import type { BudgetCheck } from './results';

/** The whole-path goals (docs/performance.md, "Budgets"; docs DESIGN §3 "What fast means"). */
export const WHOLE_PATH_GOALS = {
  newPlayerMs: 2500,
  returningWarmMs: 1000,
  returningColdMs: 2000,
  /** JS over the wire (as transferred) until home shows, new player. */
  newPlayerJs: 200 * KB,
  /** Any one script as transferred on the new player's path: a chunk that grows past it is flagged. */
  chunk: 80 * KB,
};

export interface PathFigures {
  home: Summary;
  /** Medians over the runs. */
  bytes: { total: number; js: number; requests: number };
  network: { connections: number; preflights: number; upgrades: number };
}

export interface WholePathFigures {
  newPlayer: PathFigures & { dialog: Summary; insideWallet: Summary };
  returningWarm: PathFigures;
  /** A third visit (no goal of its own: the goal is the second's). */
  returningLater: PathFigures;
  returningCold: PathFigures;
  /** The new player's scripts as transferred (first run), largest first. */
  chunks: { name: string; bytes: number }[];
}

function pathFigures(runs: readonly PathRun[]): PathFigures {
  const med = (pick: (run: PathRun) => number) => round(median(runs.map(pick)), 0);
  return {
    home: summarize(runs.map((run) => run.homeMs)),
    bytes: {
      total: med((r) => r.bytes.total),
      js: med((r) => r.bytes.js),
      requests: med((r) => r.bytes.requests),
    },
    network: {
      connections: med((r) => r.network.connections),
      preflights: med((r) => r.network.preflights),
      upgrades: med((r) => r.network.upgrades),
    },
  };
}

export function wholePathFigures(result: WholePathResult): WholePathFigures {
  const first = result.newPlayer[0];
  return {
    newPlayer: {
      ...pathFigures(result.newPlayer),
      dialog: summarize(result.newPlayer.map((run) => run.dialogMs ?? NaN)),
      insideWallet: summarize(result.newPlayer.map((run) => run.walletMs ?? 0)),
    },
    returningWarm: pathFigures(result.returningWarm),
    returningLater: pathFigures(result.returningLater),
    returningCold: pathFigures(result.returningCold),
    chunks: Object.entries(first?.bytes.chunks ?? {})
      .map(([name, bytes]) => ({ name, bytes }))
      .sort((a, b) => b.bytes - a.bytes),
  };
}

export function wholePathBudgets(figures: WholePathFigures): BudgetCheck[] {
  const time = (name: string, summary: Summary, goal: number): BudgetCheck => ({
    name,
    limit: `≤ ${ms(goal)}`,
    actual: ms(summary.median),
    ok: summary.median <= goal,
  });
  return [
    time('whole path: new player → home', figures.newPlayer.home, WHOLE_PATH_GOALS.newPlayerMs),
    time(
      'whole path: returning, warm cache → home',
      figures.returningWarm.home,
      WHOLE_PATH_GOALS.returningWarmMs,
    ),
    time(
      'whole path: returning, cold cache → home',
      figures.returningCold.home,
      WHOLE_PATH_GOALS.returningColdMs,
    ),
    {
      name: 'whole path: new player JS over the wire',
      limit: `≤ ${kb(WHOLE_PATH_GOALS.newPlayerJs)}`,
      actual: kb(figures.newPlayer.bytes.js),
      ok: figures.newPlayer.bytes.js <= WHOLE_PATH_GOALS.newPlayerJs,
    },
    ...figures.chunks.map((chunk) => ({
      name: `chunk ${chunk.name} (as transferred)`,
      limit: `≤ ${kb(WHOLE_PATH_GOALS.chunk)}`,
      actual: kb(chunk.bytes),
      ok: chunk.bytes <= WHOLE_PATH_GOALS.chunk,
    })),
  ];
}

const mark = (check: BudgetCheck | undefined) =>
  !check ? '' : check.ok ? `✓ ${check.limit}` : `⚠ over: ${check.limit}`;

export function formatWholePath(figures: WholePathFigures): string {
  const checks = wholePathBudgets(figures);
  const check = (name: string) => checks.find((c) => c.name === name);
  const row = (name: string, p: PathFigures, goal: string) => [
    name,
    ms(p.home.median),
    ms(p.home.p95),
    String(p.home.n),
    kb(p.bytes.total),
    kb(p.bytes.js),
    `${p.network.connections} / ${p.network.preflights} / ${p.network.upgrades}`,
    mark(check(goal)),
  ];
  const { newPlayer, returningWarm, returningLater, returningCold } = figures;
  const lines = [
    table([
      [
        'path (navigation start → home shown)',
        'median',
        'p95',
        'n',
        'wire',
        'of it JS',
        'connections / preflights / sockets',
        'goal',
      ],
      row('new player: Sign In → wallet → home', newPlayer, 'whole path: new player → home'),
      [
        '  wallet dialog shown',
        ms(newPlayer.dialog.median),
        ms(newPlayer.dialog.p95),
        String(newPlayer.dialog.n),
      ],
      row('returning, HTTP cache warm', returningWarm, 'whole path: returning, warm cache → home'),
      row('  the same, a later visit', returningLater, ''),
      row('returning, HTTP cache cold', returningCold, 'whole path: returning, cold cache → home'),
      [
        'new player: JS over the wire',
        kb(newPlayer.bytes.js),
        '',
        '',
        '',
        '',
        '',
        mark(check('whole path: new player JS over the wire')),
      ],
    ]),
    `Wallet time subtracted (it answers at once): median ${ms(newPlayer.insideWallet.median)}. ` +
      'Bytes as transferred (compressed, headers included), medians; connections and preflights as the proxies saw them.',
    '',
    'NEW PLAYER SCRIPTS AS TRANSFERRED (byte budget per chunk)',
    table(
      figures.chunks.map((chunk) => [
        `  ${chunk.name}`,
        kb(chunk.bytes),
        mark(check(`chunk ${chunk.name} (as transferred)`)),
      ]),
    ),
  ];
  return lines.join('\n');
}
