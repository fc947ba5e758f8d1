import type { TokenSymbol } from './gameTokens';
import type { PoolAccountName } from './poolAccounts';

/** The pool's reserves, the staking vaults and the rewards account (see poolAccounts.ts). */
export type PoolState = Record<PoolAccountName, string>;

/** The seeded game accounts, kept in the snapshot (the source of truth) and mirrored in addresses.json. */
export interface GameState {
  authority: string;
  mints: Record<TokenSymbol, string>;
  vaults: Record<TokenSymbol, string>;
  /** Absent in snapshots written before the pool existed; the seed adds it. */
  pool?: PoolState;
}

/** `$DATA_DIR/addresses.json`, read by the launcher (shell config.json) and dev/game-api. */
export interface GameAddresses extends GameState {
  stackId: string;
}
