import type { Database } from 'better-sqlite3';
import type { InGameToken } from '@companion/shared-state/schemas';

/**
 * A balance in base units: `amount` is the whole balance the player sees; `bonus` is the part of it that is
 * bonus (the starting grant and everything derived from it, docs/game-api.md, "Free value stays free"): it can
 * be spent in the game but never withdrawn (bonus ≤ amount).
 */
export interface Balance {
  amount: bigint;
  bonus: bigint;
}

/** Balances in base units. Read as BigInt (safeIntegers) so no amount is rounded through a double. */
export function createBalanceStore(db: Database) {
  const selectAll = db
    .prepare<[string], { token: string; amount: bigint }>(
      'SELECT token, amount FROM balances WHERE wallet_id = ?',
    )
    .safeIntegers(true);
  const selectOne = db
    .prepare<[string, string], Balance>(
      'SELECT amount, bonus FROM balances WHERE wallet_id = ? AND token = ?',
    )
    .safeIntegers(true);
  const upsert = db.prepare<[string, string, bigint, bigint]>(
    `INSERT INTO balances (wallet_id, token, amount, bonus) VALUES (?, ?, ?, ?)
     ON CONFLICT (wallet_id, token) DO UPDATE SET amount = excluded.amount, bonus = excluded.bonus`,
  );
  const insertMovement = db.prepare<[string, string, bigint, bigint, bigint, string, number]>(
    `INSERT INTO fund_movements (wallet_id, token, delta, balance_after, bonus_delta, reason, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  return {
    all: (walletId: string): Map<string, bigint> =>
      new Map(selectAll.all(walletId).map((row) => [row.token, row.amount])),
    get: (walletId: string, token: InGameToken): Balance =>
      selectOne.get(walletId, token) ?? { amount: 0n, bonus: 0n },
    set: (walletId: string, token: InGameToken, balance: Balance): void =>
      void upsert.run(walletId, token, balance.amount, balance.bonus),
    /** One movement: `delta` of the amount, of which `bonusDelta` changed the bonus part. */
    recordMovement: (
      walletId: string,
      token: InGameToken,
      delta: bigint,
      after: bigint,
      bonusDelta: bigint,
      reason: string,
      at: number,
    ) => void insertMovement.run(walletId, token, delta, after, bonusDelta, reason, at),
  };
}
export type BalanceStore = ReturnType<typeof createBalanceStore>;
