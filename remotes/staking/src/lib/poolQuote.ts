import { fromBaseUnits, toBaseUnits, POOL_DECIMALS, type PoolState } from '@companion/shared-state';

// What the add- and remove-liquidity forms show before signing, in the same integer maths and rounding
// as the game server (docs/game-api.md, "Pool and staking"): what the player is asked for rounds up, what
// they receive rounds down.

export interface Reserves {
  dfl: bigint;
  usdc: bigint;
  lpSupply: bigint;
}

export function reservesOf(pool: PoolState): Reserves {
  return {
    dfl: toBaseUnits(pool.dflReserve, POOL_DECIMALS.DFL),
    usdc: toBaseUnits(pool.usdcReserve, POOL_DECIMALS.USDC),
    lpSupply: toBaseUnits(pool.lpSupply, POOL_DECIMALS.LP),
  };
}

export type PoolSide = 'DFL' | 'USDC';

export interface AddQuote {
  dfl: bigint;
  usdc: bigint;
  /** LP the deposit mints at these reserves, rounded down. */
  lp: bigint;
  /** The least LP accepted with the slippage tolerance. */
  minLp: bigint;
  /** The player's share of the pool after the deposit, in percent with 2 decimals ("12.34", or "< 0.01"). */
  shareAfter: string;
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/**
 * The quote for `units` of one side (base units); the other side follows at the pool ratio, rounded up.
 * `heldLp`: LP the player holds already, counted in their share of the pool after.
 */
export function quoteAdd(
  reserves: Reserves,
  side: PoolSide,
  units: bigint,
  slippageBps: number,
  heldLp = 0n,
): AddQuote {
  const { dfl: x, usdc: y, lpSupply: s } = reserves;
  const dfl = side === 'DFL' ? units : ceilDiv(units * x, y);
  const usdc = side === 'USDC' ? units : ceilDiv(units * y, x);
  const byDfl = (dfl * s) / x;
  const byUsdc = (usdc * s) / y;
  const lp = byDfl < byUsdc ? byDfl : byUsdc;
  return { dfl, usdc, lp, minLp: withSlippage(lp, slippageBps), shareAfter: percent(heldLp + lp, s + lp) };
}

export interface RemoveQuote {
  dfl: bigint;
  usdc: bigint;
  minDfl: bigint;
  minUsdc: bigint;
}

/** What burning `lp` pays at these reserves, rounded down, and the least accepted with the tolerance. */
export function quoteRemove(reserves: Reserves, lp: bigint, slippageBps: number): RemoveQuote {
  const dfl = (lp * reserves.dfl) / reserves.lpSupply;
  const usdc = (lp * reserves.usdc) / reserves.lpSupply;
  return { dfl, usdc, minDfl: withSlippage(dfl, slippageBps), minUsdc: withSlippage(usdc, slippageBps) };
}

/** USDC for one DFL at the pool ratio, to 6 decimals (rounded down): "0.1". */
export function priceOfDfl(reserves: Reserves): string {
  return fromBaseUnits((reserves.usdc * 10n ** BigInt(POOL_DECIMALS.DFL)) / reserves.dfl, POOL_DECIMALS.USDC);
}

/** `amount` less the tolerance (basis points), rounded down. */
export function withSlippage(amount: bigint, slippageBps: number): bigint {
  return (amount * BigInt(10_000 - slippageBps)) / 10_000n;
}

/** Slippage text in percent ("0.5") → basis points (50); null unless 0 to 50 % with at most 2 decimals. */
export function slippageBps(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(normalised)) return null;
  const bps = Math.round(Number(normalised) * 100);
  return bps <= 5_000 ? bps : null;
}

function percent(part: bigint, whole: bigint): string {
  if (whole === 0n) return '0';
  const bps = (part * 10_000n) / whole;
  if (bps === 0n && part > 0n) return '< 0.01';
  return `${bps / 100n}.${(bps % 100n).toString().padStart(2, '0')}`;
}
