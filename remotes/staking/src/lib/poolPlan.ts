import { fromBaseUnits } from '@companion/shared-state';
import { formatPercent } from '@companion/tab-kit';
import { quoteRemove, type Reserves } from './poolQuote';

/** Price impacts are worked out in millionths of a percent, so "< 0.01 %" can be told from 0. */
const MICRO_PERCENT = 100_000_000n;

/** The reserves once `dfl` and `usdc` are added and `lp` minted. */
export function reservesAfterAdd(reserves: Reserves, dfl: bigint, usdc: bigint, lp: bigint): Reserves {
  return { dfl: reserves.dfl + dfl, usdc: reserves.usdc + usdc, lpSupply: reserves.lpSupply + lp };
}

/**
 * How far adding `dfl` and `usdc` moves the pool's price of DFL, in millionths of a percent, rounded up (the
 * player is told no less than the move). An add at the pool ratio moves it only by the rounding of the side
 * that follows.
 */
export function priceImpact(reserves: Reserves, dfl: bigint, usdc: bigint): bigint {
  if (reserves.dfl === 0n || reserves.usdc === 0n) return 0n;
  // Price before y / x, after (y + u) / (x + d): the move over the price before is |(y + u)·x − y·(x + d)| / (y·(x + d)).
  const after = (reserves.usdc + usdc) * reserves.dfl;
  const before = reserves.usdc * (reserves.dfl + dfl);
  const moved = after > before ? after - before : before - after;
  return (moved * MICRO_PERCENT + before - 1n) / before;
}

export interface Position {
  lp: bigint;
  /** What the LP would pay back at those reserves, rounded down. */
  dfl: bigint;
  usdc: bigint;
}

/** The player's position: `lp` held and what burning it would pay at `reserves`. */
export function positionAt(reserves: Reserves, lp: bigint): Position {
  if (reserves.lpSupply === 0n) return { lp, dfl: 0n, usdc: 0n };
  const { dfl, usdc } = quoteRemove(reserves, lp, 0);
  return { lp, dfl, usdc };
}

/** A price impact as players read a percent ("0 %", "< 0.01 %", "1.25 %"). */
export function impactText(microPercent: bigint): string {
  return formatPercent(fromBaseUnits(microPercent, 6));
}
