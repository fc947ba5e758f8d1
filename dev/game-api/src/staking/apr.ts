import type { PoolReserves } from '../pool/poolMath';
import { rewardShares } from './rewardMath';

export const SECONDS_PER_YEAR = 365n * 24n * 60n * 60n;

export interface NewStake {
  /** The option's DFL base units a second. */
  rate: bigint;
  /** What the option holds now, base units of its token. */
  totalStaked: bigint;
  /** The least stake the rate is shared by (rewardMath.ts); 0 for none. */
  fullEmissionAt: bigint;
  /** The new stake, base units of the option's token. */
  amount: bigint;
  /** The pool, for an LP option: LP is valued at 2 · DFL reserve / LP supply DFL per LP. */
  lp?: { reserves: PoolReserves };
}

/**
 * The APR a new stake of `amount` would earn now, in basis points (hundredths of a percent), rounded down:
 * the DFL a year the stake's share of the rate pays, over the stake's value in DFL. The share counts the new
 * stake itself and never less than `fullEmissionAt`, so the figure is what the player would get, and a
 * nearly empty option shows at most rate · seconds a year / fullEmissionAt. Null when it cannot be priced
 * (nothing to share by, or an LP option of an empty pool).
 */
export function aprBasisPoints({ rate, totalStaked, fullEmissionAt, amount, lp }: NewStake): bigint | null {
  const shares = rewardShares({ fullEmissionAt }, totalStaked + amount);
  if (shares === 0n) return null;
  const yearly = rate * SECONDS_PER_YEAR * 10_000n;
  if (!lp) return yearly / shares;
  if (lp.reserves.dfl === 0n || lp.reserves.lpSupply === 0n) return null;
  return (yearly * lp.reserves.lpSupply) / (shares * 2n * lp.reserves.dfl);
}

/** The APR of `aprBasisPoints` as percent with two decimals, e.g. "12.34"; null when it cannot be priced. */
export function aprPercent(stake: NewStake): string | null {
  const basisPoints = aprBasisPoints(stake);
  if (basisPoints === null) return null;
  return `${basisPoints / 100n}.${(basisPoints % 100n).toString().padStart(2, '0')}`;
}
