import fs from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults, ImpactValue, Result } from 'axe-core';

const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');

/** A rule axe found broken on one screen, with where it happens. */
export interface Finding {
  screen: string;
  rule: string;
  impact: ImpactValue | null;
  nodes: number;
  help: string;
  targets: string[];
  /** axe's own account of the first failing node (colours and ratio for contrast). */
  summary: string;
}

/** Impacts that fail the suite: the player cannot read, reach or operate something. */
export const BLOCKING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];

/** Runs axe-core in the page against WCAG 2.x A/AA and best practice rules and returns what failed. */
export async function audit(page: Page, screen: string): Promise<Finding[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  // Run as the test's own code, not as a <script> of the page: the app's Content-Security-Policy refuses an
  // inline script it has no hash for, which is what addScriptTag() would add.
  if (!loaded) await page.evaluate(fs.readFileSync(AXE_SCRIPT, 'utf8'));
  const results = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } };
    return axe.run(document);
  });
  return results.violations.map((violation: Result) => ({
    screen,
    rule: violation.id,
    impact: violation.impact ?? null,
    nodes: violation.nodes.length,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
    summary: violation.nodes[0]?.failureSummary ?? '',
  }));
}

export function blocking(findings: readonly Finding[]): Finding[] {
  return findings.filter((finding) => finding.impact !== null && BLOCKING_IMPACTS.includes(finding.impact));
}

/** Rule → impact and node count summed over every screen, for the run's log. */
export function countsPerRule(findings: readonly Finding[]): Record<string, string> {
  const counts: Record<string, { impact: string; nodes: number; screens: number }> = {};
  for (const finding of findings) {
    const entry = (counts[finding.rule] ??= { impact: finding.impact ?? 'none', nodes: 0, screens: 0 });
    entry.nodes += finding.nodes;
    entry.screens += 1;
  }
  return Object.fromEntries(
    Object.entries(counts).map(([rule, c]) => [
      rule,
      `${c.impact}: ${c.nodes} nodes on ${c.screens} screens`,
    ]),
  );
}
