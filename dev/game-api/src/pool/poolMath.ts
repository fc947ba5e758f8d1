// The pool's integer maths, in base units (docs/game-api.md, "Pool and staking"). Every rounding goes in
// the pool's favour: LP issued and amounts paid out round down, amounts asked of the player round up.

/** LP burned for good by the first deposit into an empty pool, so the pool can never be emptied. */
export const MINIMUM_LIQUIDITY = 1000n;

export interface PoolReserves {
  /** DFL in the pool (base units, 9 decimals). */
  dfl: bigint;
  /** USDC in the pool (base units, 6 decimals). */
  usdc: bigint;
  /** LP tokens outstanding (base units, 9 decimals). */
  lpSupply: bigint;
}

/**
 * LP tokens for depositing `dfl` and `usdc`: into an empty pool sqrt(dfl · usdc) less the locked minimum;
 * otherwise min(dfl · S / X, usdc · S / Y), rounded down. 0 means the deposit is too small to mint any.
 */
export function lpForDeposit(pool: PoolReserves, dfl: bigint, usdc: bigint): bigint {
  if (dfl <= 0n || usdc <= 0n) return 0n;
  if (pool.lpSupply === 0n) {
    const root = sqrtFloor(dfl * usdc);
    return root > MINIMUM_LIQUIDITY ? root - MINIMUM_LIQUIDITY : 0n;
  }
  const byDfl = (dfl * pool.lpSupply) / pool.dfl;
  const byUsdc = (usdc * pool.lpSupply) / pool.usdc;
  return byDfl < byUsdc ? byDfl : byUsdc;
}

/** The USDC that goes with `dfl` at the pool's ratio, rounded up. */
export function usdcForDfl(pool: PoolReserves, dfl: bigint): bigint {
  return ceilDiv(dfl * pool.usdc, pool.dfl);
}

/** The DFL that goes with `usdc` at the pool's ratio, rounded up. */
export function dflForUsdc(pool: PoolReserves, usdc: bigint): bigint {
  return ceilDiv(usdc * pool.dfl, pool.usdc);
}

/** What burning `lp` pays: the pool share of each reserve, rounded down. */
export function payoutForLp(pool: PoolReserves, lp: bigint): { dfl: bigint; usdc: bigint } {
  if (lp <= 0n || pool.lpSupply === 0n) return { dfl: 0n, usdc: 0n };
  return { dfl: (lp * pool.dfl) / pool.lpSupply, usdc: (lp * pool.usdc) / pool.lpSupply };
}

/** The largest integer whose square is at most `value` (Newton's method on bigints). */
export function sqrtFloor(value: bigint): bigint {
  if (value < 0n) throw new RangeError('square root of a negative number');
  if (value < 2n) return value;
  let x = value;
  let y = (x + 1n) / 2n;
  while (y < x) {
    x = y;
    y = (x + value / x) / 2n;
  }
  return x;
}

export function ceilDiv(a: bigint, b: bigint): bigint {
  if (b <= 0n) throw new RangeError('division by zero');
  return (a + b - 1n) / b;
}
