import type { Database } from 'better-sqlite3';
import type { InGameToken } from '@companion/shared-state/schemas';

export interface MovementRow {
  token: InGameToken;
  balance_after: bigint;
  /** Real time, ms. */
  created_at: bigint;
}

export interface StakeSpanRow {
  wallet_id: string;
  option_id: string;
  amount: bigint;
  /** Game time, ms: the stake's start plus its lock. */
  lock_end: bigint;
  status: 'active' | 'closing' | 'closed';
  /** Real time, ms, of the unstake that took it out; null while it is staked. */
  unstaked_at: bigint | null;
}

/** The records the player's history is computed from, read as they are (nothing is written). */
export function createHistoryStore(db: Database) {
  const sessions = db.prepare<[string], { played_at: number; xp: number }>(
    'SELECT played_at, xp FROM mini_game_sessions WHERE wallet_id = ? AND xp > 0',
  );
  const movements = db
    .prepare<[string], MovementRow>(
      'SELECT token, balance_after, created_at FROM fund_movements WHERE wallet_id = ? ORDER BY id',
    )
    .safeIntegers(true);
  // Every player's stakes: an option's accumulator depends on all of them.
  const spans = db
    .prepare<[], StakeSpanRow>(
      `SELECT p.wallet_id, p.option_id, p.amount, p.lock_end, p.status,
         (SELECT MIN(a.created_at) FROM pool_actions a
           WHERE a.position_id = p.id AND a.kind = 'unstake' AND a.status IN ('pending', 'confirmed')) AS unstaked_at
       FROM stake_positions p ORDER BY p.created_at, p.rowid`,
    )
    .safeIntegers(true);
  return {
    /** The XP of each mini-game session the player played (game time ms). */
    xpEarned: (walletId: string) => sessions.all(walletId).map((row) => ({ at: row.played_at, xp: row.xp })),
    movements: (walletId: string): MovementRow[] => movements.all(walletId),
    stakeSpans: (): StakeSpanRow[] => spans.all(),
  };
}
export type HistoryStore = ReturnType<typeof createHistoryStore>;
