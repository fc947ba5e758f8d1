import { TABS, forTab } from '../paths';
import { KB, kb, ratio } from './format';
import type { BudgetCheck, Results } from './results';

/** Our budgets (docs/performance.md, "Budgets"): printed beside the figures, never a failing test. */
export const BUDGETS = {
  shellFirstLoadGzip: 200 * KB,
  remoteOwnJsGzip: 25 * KB,
  federatedOverOneBundle: 1.1,
  duplicatedSingletonBytes: 0,
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
  ];
  return checks;
}
