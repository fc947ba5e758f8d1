import type { Database } from 'better-sqlite3';

export type PlayerTransactionKind = 'deposit' | 'stake' | 'add' | 'remove' | 'collectNft';
export type PlayerTransactionStatus = 'recorded' | 'booked' | 'failed';

export interface PlayerTransactionRow {
  signature: string;
  wallet_id: string;
  kind: PlayerTransactionKind;
  /** The request's own fields (option, slippage limits) as JSON. */
  params: string;
  /** The signed transaction, base64. */
  bytes: string;
  last_valid_block_height: bigint;
  status: PlayerTransactionStatus;
  error: string | null;
  created_at: bigint;
  updated_at: bigint;
}

export interface NewPlayerTransaction {
  signature: string;
  walletId: string;
  kind: PlayerTransactionKind;
  params: string;
  bytes: string;
  lastValidBlockHeight: number;
  at: number;
}

/** How many failed transactions a history shows at most (the newest). */
const FAILED_LIST_LIMIT = 50;

/**
 * Player transactions that move value into the game, recorded before they are sent (docs/game-api.md,
 * "Value moves in one request"). A row leaves `recorded` once, to `booked` or `failed`.
 */
export function createPlayerTransactionStore(db: Database) {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO player_transactions
       (signature, wallet_id, kind, params, bytes, last_valid_block_height, status, created_at, updated_at)
     VALUES (@signature, @walletId, @kind, @params, @bytes, @lastValidBlockHeight, 'recorded', @at, @at)`,
  );
  const get = db
    .prepare<[string], PlayerTransactionRow>('SELECT * FROM player_transactions WHERE signature = ?')
    .safeIntegers(true);
  const recorded = db
    .prepare<[], PlayerTransactionRow>(
      "SELECT * FROM player_transactions WHERE status = 'recorded' ORDER BY created_at",
    )
    .safeIntegers(true);
  const failedByWallet = db
    .prepare<[string, string, number], PlayerTransactionRow>(
      `SELECT * FROM player_transactions WHERE wallet_id = ? AND status = 'failed' AND kind = ?
       ORDER BY created_at DESC LIMIT ?`,
    )
    .safeIntegers(true);
  const settle = db.prepare(
    `UPDATE player_transactions SET status = @status, error = @error, updated_at = @at
     WHERE signature = @signature AND status = 'recorded'`,
  );
  const note = db.prepare(
    `UPDATE player_transactions SET error = @error, updated_at = @at
     WHERE signature = @signature AND status = 'recorded'`,
  );

  return {
    /** False when the signature was recorded before (by this request's twin, or earlier). */
    insert: (row: NewPlayerTransaction): boolean => insert.run(row).changes === 1,
    get: (signature: string): PlayerTransactionRow | undefined => get.get(signature),
    /** Every transaction not settled yet, oldest first. */
    recorded: (): PlayerTransactionRow[] => recorded.all(),
    failedByWallet: (walletId: string, kind: PlayerTransactionKind): PlayerTransactionRow[] =>
      failedByWallet.all(walletId, kind, FAILED_LIST_LIMIT),
    /** recorded → booked or failed; false when it was settled already. */
    settle(signature: string, status: 'booked' | 'failed', error: string | null, at: number): boolean {
      return settle.run({ signature, status, error, at }).changes === 1;
    },
    /** Keeps why the chain refused it so far (a recorded transaction is settled only once it cannot land). */
    note: (signature: string, error: string, at: number): void => void note.run({ signature, error, at }),
  };
}
export type PlayerTransactionStore = ReturnType<typeof createPlayerTransactionStore>;
