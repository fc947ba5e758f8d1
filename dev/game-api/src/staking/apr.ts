import type { PoolReserves } from '../pool/poolMath';

export const SECONDS_PER_YEAR = 365n * 24n * 60n * 60n;

/**
 * APR in percent with two decimals, rounded down: rate · seconds per year / value staked, both in DFL.
 * LP is valued at its share of the pool at the pool's price: 2 · DFL reserve / LP supply DFL per LP
 * (DFL and LP both have 9 decimals). Null while nothing is staked.
 */
export function aprPercent(
  rate: bigint,
  totalStaked: bigint,
  lp: { reserves: PoolReserves } | undefined,
): string | null {
  if (totalStaked === 0n) return null;
  const yearly = rate * SECONDS_PER_YEAR * 10_000n;
  let basisPoints: bigint;
  if (lp) {
    if (lp.reserves.dfl === 0n) return null;
    basisPoints = (yearly * lp.reserves.lpSupply) / (totalStaked * 2n * lp.reserves.dfl);
  } else {
    basisPoints = yearly / totalStaked;
  }
  return `${basisPoints / 100n}.${(basisPoints % 100n).toString().padStart(2, '0')}`;
}
