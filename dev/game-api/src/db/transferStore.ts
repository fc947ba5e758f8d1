import type { Database } from 'better-sqlite3';
import {
  IN_GAME_DECIMALS,
  type Transfer,
  type TransferDirection,
  type TransferStatus,
  type TransferToken,
} from '@companion/shared-state/schemas';
import { fromBaseUnits } from '../funds/units';

export interface TransferRow {
  id: string;
  wallet_id: string;
  direction: TransferDirection;
  token: TransferToken;
  /** Base units. */
  amount: bigint;
  status: TransferStatus;
  signature: string | null;
  last_valid_block_height: bigint | null;
  error: string | null;
  created_at: bigint;
  updated_at: bigint;
}

export interface NewTransfer {
  id: string;
  walletId: string;
  direction: TransferDirection;
  token: TransferToken;
  amount: bigint;
  status: TransferStatus;
  signature: string | null;
  at: number;
}

/** How many transfers GET /p2e/transfers returns at most (the newest). */
export const TRANSFER_HISTORY_LIMIT = 100;

/** Deposits and withdrawals. Amounts read as BigInt (safeIntegers) so none is rounded through a double. */
export function createTransferStore(db: Database) {
  const insert = db.prepare(
    `INSERT INTO transfers (id, wallet_id, direction, token, amount, status, signature, created_at, updated_at)
     VALUES (@id, @walletId, @direction, @token, @amount, @status, @signature, @at, @at)`,
  );
  const byId = db.prepare<[string], TransferRow>('SELECT * FROM transfers WHERE id = ?').safeIntegers(true);
  const bySignature = db
    .prepare<[string], TransferRow>('SELECT * FROM transfers WHERE signature = ?')
    .safeIntegers(true);
  const byWallet = db
    .prepare<[string, number], TransferRow>(
      'SELECT * FROM transfers WHERE wallet_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?',
    )
    .safeIntegers(true);
  const pendingWithdrawals = db
    .prepare<[], TransferRow>(
      "SELECT * FROM transfers WHERE status = 'pending' AND direction = 'withdraw' ORDER BY created_at",
    )
    .safeIntegers(true);
  const setSignature = db.prepare<[string, number, number, string]>(
    "UPDATE transfers SET signature = ?, last_valid_block_height = ?, updated_at = ? WHERE id = ? AND status = 'pending'",
  );
  const countWithdrawals = db.prepare<[string, number], { count: number }>(
    `SELECT COUNT(*) AS count FROM transfers
       WHERE wallet_id = ? AND direction = 'withdraw' AND status != 'failed' AND created_at > ?`,
  );
  const settle = db.prepare<[TransferStatus, string | null, number, string]>(
    "UPDATE transfers SET status = ?, error = ?, updated_at = ? WHERE id = ? AND status = 'pending'",
  );
  return {
    insert: (transfer: NewTransfer): void => void insert.run(transfer),
    get: (id: string): TransferRow | undefined => byId.get(id),
    bySignature: (signature: string): TransferRow | undefined => bySignature.get(signature),
    listByWallet: (walletId: string): TransferRow[] => byWallet.all(walletId, TRANSFER_HISTORY_LIMIT),
    pendingWithdrawals: (): TransferRow[] => pendingWithdrawals.all(),
    /** The wallet's withdrawals since `since` that were paid or may still be (failed ones do not count). */
    withdrawalsSince: (walletId: string, since: number): number =>
      countWithdrawals.get(walletId, since)?.count ?? 0,
    /** Records the signed withdrawal before it is sent, so its fate can be looked up on chain later. */
    setSignature: (id: string, signature: string, lastValidBlockHeight: number, at: number): void =>
      void setSignature.run(signature, lastValidBlockHeight, at, id),
    /**
     * Moves a pending transfer to its final status; false when it was no longer pending (someone else
     * settled it first), so the caller must not move balances a second time.
     */
    settle: (id: string, status: 'confirmed' | 'failed', error: string | null, at: number): boolean =>
      settle.run(status, error, at, id).changes === 1,
  };
}
export type TransferStore = ReturnType<typeof createTransferStore>;

export function toTransfer(row: TransferRow): Transfer {
  return {
    id: row.id,
    direction: row.direction,
    token: row.token,
    amount: fromBaseUnits(row.amount, IN_GAME_DECIMALS[row.token]),
    status: row.status,
    signature: row.signature,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    error: row.error,
  };
}
