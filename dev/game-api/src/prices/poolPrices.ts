import { POOL_DECIMALS, priceOfRatio } from '@companion/shared-state/schemas';
import type { PoolReserves } from '../pool/poolMath';

const scale = (decimals: number) => 10n ** BigInt(decimals);

/**
 * DFL and the LP token in USD from the pool's booked reserves, rounded down (USDC counted at 1 USD):
 *
 * - DFL: USDC reserve / DFL reserve, the price the pool trades at;
 * - LP: its share of both reserves, (DFL reserve · DFL price + USDC reserve) / LP supply = 2 · USDC reserve /
 *   LP supply (the same valuation as the staking APR's).
 *
 * Null for a token the reserves cannot price (an empty pool).
 */
export function poolPrices(reserves: PoolReserves): { DFL: string | null; DFL_USDC: string | null } {
  const { dfl, usdc, lpSupply } = reserves;
  const dflPrice =
    usdc > 0n ? priceOfRatio(usdc * scale(POOL_DECIMALS.DFL), dfl * scale(POOL_DECIMALS.USDC)) : null;
  const lpPrice =
    usdc > 0n
      ? priceOfRatio(2n * usdc * scale(POOL_DECIMALS.LP), lpSupply * scale(POOL_DECIMALS.USDC))
      : null;
  return { DFL: dflPrice, DFL_USDC: lpPrice };
}
