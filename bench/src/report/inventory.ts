import type { ByteCount } from '../byteCount';
import type { InventoryResult } from '../measure/inventory';
import { summarize, type Summary } from '../stats';
import { BUDGETS, inventoryBudgets } from './budgets';
import { kb, ms, table } from './format';
import type { BudgetCheck } from './results';

/** The inventory grid's figures as results/latest.json keeps them. */
export interface InventoryFigures {
  nfts: number;
  /** Lists answered → frame: reading and checking 1,000 NFTs, then the render. */
  answeredToFrame: Summary;
  /** Lists in the tab → frame: the grid's own first render. */
  firstRender: Summary;
  filterChange: Summary;
}

export function inventoryFigures(result: InventoryResult): InventoryFigures {
  return {
    nfts: result.nfts,
    answeredToFrame: summarize(result.answeredToFrameMs),
    firstRender: summarize(result.firstRenderMs),
    filterChange: summarize(result.filterChangeMs),
  };
}

const mark = (check: BudgetCheck) => (check.ok ? `✓ ${check.limit}` : `⚠ over budget (${check.limit})`);

/** The grid's timings, and the tab's own JS when it was measured in the same session. */
export function formatInventory(figures: InventoryFigures, ownJs?: ByteCount): string {
  const [firstRender, filterChange] = inventoryBudgets(figures);
  const rows = [
    ['', 'median', 'p95', 'n', 'budget'],
    [
      `first render, ${figures.nfts} NFTs (lists read → frame)`,
      ms(figures.firstRender.median),
      ms(figures.firstRender.p95),
      String(figures.firstRender.n),
      mark(firstRender!),
    ],
    [
      '  with reading and checking them (lists answered → frame)',
      ms(figures.answeredToFrame.median),
      ms(figures.answeredToFrame.p95),
      String(figures.answeredToFrame.n),
      '',
    ],
    [
      'filter change (input → frame)',
      ms(figures.filterChange.median),
      ms(figures.filterChange.p95),
      String(figures.filterChange.n),
      mark(filterChange!),
    ],
  ];
  if (ownJs) {
    const ok = ownJs.gzip <= BUDGETS.remoteOwnJsGzip;
    rows.push([
      `own JS (${ownJs.files} files, ${kb(ownJs.raw)} raw)`,
      `${kb(ownJs.gzip)} gzip`,
      '',
      '',
      ok ? `✓ ≤ ${kb(BUDGETS.remoteOwnJsGzip)}` : `⚠ over budget (≤ ${kb(BUDGETS.remoteOwnJsGzip)})`,
    ]);
  }
  return table(rows);
}
