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

/** 0.1234 → "12.3 %"; a chance below 0.1 % (but not zero) reads "< 0.1 %". */
export function formatChance(chance: number): string {
  if (chance <= 0) return '0 %';
  if (chance >= 1) return '100 %';
  if (chance < 0.001) return '< 0.1 %';
  return `${(Math.floor(chance * 1000) / 10).toFixed(1)} %`;
}
