import type { LighthouseResult, LighthouseRun } from '../measure/lighthouse';
import { kb, ms, table } from './format';

/** Lighthouse's goal (docs/performance.md, "Budgets"): a score of at least this on every run. */
export const LIGHTHOUSE_GOAL = 98;

const row = (name: string, runs: readonly LighthouseRun[]) => [
  name,
  runs.map((run) => run.score).join(', '),
  runs.map((run) => ms(run.fcpMs)).join(', '),
  runs.map((run) => ms(run.lcpMs)).join(', '),
  runs.map((run) => ms(run.tbtMs)).join(', '),
  runs.map((run) => run.cls.toFixed(3)).join(', '),
  runs.map((run) => kb(run.unusedJsBytes)).join(', '),
  runs.every((run) => run.score >= LIGHTHOUSE_GOAL) ? `✓ ≥ ${LIGHTHOUSE_GOAL}` : `⚠ under ${LIGHTHOUSE_GOAL}`,
];

/** The machine's CPU as Lighthouse measured it, the median of its runs (LighthouseRun.benchmarkIndex). */
export function benchmarkIndexOf(result: LighthouseResult): number {
  const all = [...result.signInPage, ...result.signedInHome]
    .map((run) => run.benchmarkIndex)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  return all.length ? all[Math.floor((all.length - 1) / 2)]! : NaN;
}

export function formatLighthouse(result: LighthouseResult): string {
  return (
    table([
      ['Lighthouse (mobile), each run', 'score', 'FCP', 'LCP', 'TBT', 'layout shift', 'unused JS', 'goal'],
      row('sign-in page (new visitor)', result.signInPage),
      row('signed-in home (stored session)', result.signedInHome),
    ]) +
    `\nThis machine's CPU, Lighthouse's benchmark index (unthrottled, higher is faster): ` +
    `${benchmarkIndexOf(result)}. Every timing here is this CPU slowed 4×: compare figures across ` +
    `machines only with it beside them.`
  );
}
