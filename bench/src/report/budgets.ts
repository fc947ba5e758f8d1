import { TABS, forTab } from '../paths';
import type { InventoryFigures } from './inventory';
import { wholePathBudgets } from './wholePath';
import { LIGHTHOUSE_GOAL } from './lighthouse';
import { KB, kb, ms, ratio } from './format';
import type { BudgetCheck, Results } from './results';

/** Our budgets (docs/performance.md, "Budgets"): printed beside the figures, never a failing test. */
export const BUDGETS = {
  shellFirstLoadGzip: 200 * KB,
  remoteOwnJsGzip: 25 * KB,
  federatedOverOneBundle: 1.1,
  duplicatedSingletonBytes: 0,
  /** The inventory grid of 1,000 NFTs: first render and a filter change, each (median). */
  inventoryGridMs: 100,
  /** Lighthouse's layout shift on each page, every run: what the player reads does not move as it loads. */
  layoutShift: 0.01,
};

export function checkBudgets(results: Omit<Results, 'budgets'>): BudgetCheck[] {
  const shell = results.bytes.shellFirstLoad.total.gzip;
  const checks: BudgetCheck[] = [
    {
      name: 'shell first load (JS + CSS, gzip)',
      limit: `≤ ${kb(BUDGETS.shellFirstLoadGzip)}`,
      actual: kb(shell),
      ok: shell <= BUDGETS.shellFirstLoadGzip,
    },
    ...TABS.map((tab) => {
      const own = forTab(results.bytes.remotes, tab).gzip;
      return {
        name: `${tab}: own JS (gzip)`,
        limit: `≤ ${kb(BUDGETS.remoteOwnJsGzip)}`,
        actual: kb(own),
        ok: own <= BUDGETS.remoteOwnJsGzip,
      };
    }),
    {
      name: 'federated / one-bundle first load (gzip)',
      limit: `≤ ${ratio(BUDGETS.federatedOverOneBundle)}`,
      actual: ratio(results.oneBundle.ratios.firstLoadGzip),
      ok: results.oneBundle.ratios.firstLoadGzip <= BUDGETS.federatedOverOneBundle,
    },
    {
      name: 'duplicated singleton bytes',
      limit: `${BUDGETS.duplicatedSingletonBytes} B`,
      actual: `${results.bytes.duplicated.singletonBytes} B`,
      ok: results.bytes.duplicated.singletonBytes <= BUDGETS.duplicatedSingletonBytes,
    },
    ...inventoryBudgets(results.inventory),
    ...wholePathBudgets(results.wholePath),
    ...(['signInPage', 'signedInHome'] as const).map((page) => {
      const lowest = Math.min(...results.lighthouse[page].map((run) => run.score));
      return {
        name: `Lighthouse (mobile), ${page === 'signInPage' ? 'sign-in page' : 'signed-in home'}: lowest score`,
        limit: `≥ ${LIGHTHOUSE_GOAL}`,
        actual: String(lowest),
        ok: lowest >= LIGHTHOUSE_GOAL,
      };
    }),
    ...(['signInPage', 'signedInHome'] as const).map((page) => {
      const largest = Math.max(...results.lighthouse[page].map((run) => run.cls));
      return {
        name: `Lighthouse (mobile), ${page === 'signInPage' ? 'sign-in page' : 'signed-in home'}: largest layout shift`,
        limit: `≤ ${BUDGETS.layoutShift}`,
        actual: largest.toFixed(3),
        ok: largest <= BUDGETS.layoutShift,
      };
    }),
  ];
  return checks;
}

/** Medians against the grid's budget (docs/performance.md, "Budgets"). */
export function inventoryBudgets(figures: InventoryFigures): BudgetCheck[] {
  const limit = `≤ ${ms(BUDGETS.inventoryGridMs)}`;
  return [
    { name: `inventory: first render of ${figures.nfts} NFTs`, summary: figures.firstRender },
    { name: 'inventory: filter change', summary: figures.filterChange },
  ].map(({ name, summary }) => ({
    name,
    limit,
    actual: ms(summary.median),
    ok: summary.median <= BUDGETS.inventoryGridMs,
  }));
}
