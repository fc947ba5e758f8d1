import type { TokenSymbol } from './gameTokens';

/** The seeded game accounts, kept in the snapshot (the source of truth) and mirrored in addresses.json. */
export interface GameState {
  authority: string;
  mints: Record<TokenSymbol, string>;
  vaults: Record<TokenSymbol, string>;
}

/** `$DATA_DIR/addresses.json`, read by the launcher (shell config.json) and dev/game-api. */
export interface GameAddresses extends GameState {
  stackId: string;
}
