import { formatPercent } from '@companion/tab-kit';

/**
 * The chance that at least one of `mine` entries among `total` wins one of `prizes` prizes, when each prize
 * takes one entry out of the draw: 1 − Π (total − mine − i) / (total − i) over the prizes drawn.
 */
export function winChance(mine: number, total: number, prizes: number): number {
  if (mine <= 0 || total <= 0) return 0;
  let noWin = 1;
  for (let i = 0; i < Math.min(prizes, total); i++) noWin *= Math.max(0, total - mine - i) / (total - i);
  return 1 - noWin;
}

/**
 * A chance in the app's one percent format (the kit's `formatPercent`): 0.1234 → "12.3 %", 0.05 → "5 %",
 * 0.0004 → "0.04 %", cut rather than rounded up ("100 %" only when certain); "< 0.01 %" below that.
 */
export function formatChance(chance: number): string {
  if (chance <= 0) return '0 %';
  if (chance >= 1) return '100 %';
  if (chance < 0.0001) return '< 0.01 %';
  // Hundred-thousandths of a percent, cut: enough for every place formatPercent shows.
  const percent = Math.floor(chance * 1e7) / 1e5;
  return formatPercent(Math.min(percent, 99.99999).toFixed(5));
}
