import { POOL_DECIMALS, type PoolAction, type PoolState } from '@companion/shared-state/schemas';
import type { PoolActionRow } from '../db/poolStore';
import { fromBaseUnits } from '../funds/units';
import type { PoolChain } from './poolChain';
import type { PoolReserves } from './poolMath';

export function toPoolAction(row: PoolActionRow): PoolAction {
  return {
    id: row.id,
    kind: row.kind,
    dfl: fromBaseUnits(row.dfl, POOL_DECIMALS.DFL),
    usdc: fromBaseUnits(row.usdc, POOL_DECIMALS.USDC),
    lp: fromBaseUnits(row.lp, POOL_DECIMALS.LP),
    status: row.status,
    signature: row.signature,
    payoutSignature: row.payout_signature,
    error: row.error,
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}

export function toPoolState(reserves: PoolReserves, chain: PoolChain): PoolState {
  return {
    dflReserve: fromBaseUnits(reserves.dfl, POOL_DECIMALS.DFL),
    usdcReserve: fromBaseUnits(reserves.usdc, POOL_DECIMALS.USDC),
    lpSupply: fromBaseUnits(reserves.lpSupply, POOL_DECIMALS.LP),
    accounts: {
      dflMint: chain.mints.DFL.toBase58(),
      usdcMint: chain.mints.USDC.toBase58(),
      lpMint: chain.mints.LP.toBase58(),
      dflReserve: chain.accounts.reserveDfl.toBase58(),
      usdcReserve: chain.accounts.reserveUsdc.toBase58(),
    },
  };
}
