import type { Database } from 'better-sqlite3';
import type { GameApiConfig } from '../config';
import type { WalletStore } from '../db/walletStore';
import type { LiquidityPool } from '../pool/LiquidityPool';
import { readPrices } from '../prices/readPrices';
import { stakeOptions } from '../staking/stakeOptions';
import type { GameClock } from '../time/GameClock';
import type { XpReader } from '../xp/readXp';
import { createHistoryStore } from './historyStore';
import { PlayerHistory } from './PlayerHistory';

/** The history service over the game's database, its staking options and today's prices. */
export function createPlayerHistory(
  db: Database,
  deps: {
    config: Pick<GameApiConfig, 'stakingRates' | 'stakeLimits'>;
    readXp: XpReader;
    wallets: WalletStore;
    pool: LiquidityPool;
    clock: GameClock;
    now: () => number;
  },
): PlayerHistory {
  return new PlayerHistory({
    store: createHistoryStore(db),
    readXp: deps.readXp,
    options: stakeOptions(deps.config.stakingRates, deps.config.stakeLimits),
    prices: (onUnread) =>
      readPrices({ bookedReserves: () => deps.pool.bookedReserves(), now: deps.now, onUnread }),
    signedUpAt: (walletId) => deps.wallets.verifiedAt(walletId),
    gameNow: () => deps.clock.now(),
  });
}
