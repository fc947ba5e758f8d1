import type { Database } from 'better-sqlite3';
import type { PoolReserves } from '../pool/poolMath';

export type PoolActionKind = 'add' | 'remove' | 'stake' | 'claim' | 'unstake';
export type PoolActionStatus = 'pending' | 'confirmed' | 'refunded' | 'failed';

export interface PoolActionRow {
  id: string;
  wallet_id: string;
  kind: PoolActionKind;
  /** Base units. */
  dfl: bigint;
  usdc: bigint;
  lp: bigint;
  status: PoolActionStatus;
  signature: string | null;
  payout_signature: string | null;
  last_valid_block_height: bigint | null;
  position_id: string | null;
  error: string | null;
  created_at: bigint;
  updated_at: bigint;
}

export interface NewPoolAction {
  id: string;
  walletId: string;
  kind: PoolActionKind;
  dfl: bigint;
  usdc: bigint;
  lp: bigint;
  status: PoolActionStatus;
  signature: string | null;
  positionId: string | null;
  error: string | null;
  at: number;
}

/** How many entries GET /staking/history returns at most (the newest). */
export const POOL_HISTORY_LIMIT = 100;

/** The pool's reserves as the game accounts them, and every pool and staking action. Integers as BigInt. */
export function createPoolStore(db: Database) {
  const readState = db
    .prepare<[], { dfl: bigint; usdc: bigint; lp_supply: bigint }>('SELECT * FROM pool_state WHERE id = 1')
    .safeIntegers(true);
  const initState = db.prepare(
    'INSERT OR IGNORE INTO pool_state (id, dfl, usdc, lp_supply) VALUES (1, @dfl, @usdc, @lpSupply)',
  );
  const writeState = db.prepare(
    'UPDATE pool_state SET dfl = @dfl, usdc = @usdc, lp_supply = @lpSupply WHERE id = 1',
  );
  const insert = db.prepare(
    `INSERT INTO pool_actions (id, wallet_id, kind, dfl, usdc, lp, status, signature, position_id, error,
       created_at, updated_at)
     VALUES (@id, @walletId, @kind, @dfl, @usdc, @lp, @status, @signature, @positionId, @error, @at, @at)`,
  );
  const byId = db
    .prepare<[string], PoolActionRow>('SELECT * FROM pool_actions WHERE id = ?')
    .safeIntegers(true);
  const bySignature = db
    .prepare<[string], PoolActionRow>('SELECT * FROM pool_actions WHERE signature = ?')
    .safeIntegers(true);
  const byWallet = db
    .prepare<[string, number], PoolActionRow>(
      'SELECT * FROM pool_actions WHERE wallet_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?',
    )
    .safeIntegers(true);
  const open = db
    .prepare<[], PoolActionRow>(
      "SELECT * FROM pool_actions WHERE status IN ('pending', 'failed') ORDER BY rowid",
    )
    .safeIntegers(true);
  const openForPosition = db.prepare<[string], { id: string }>(
    "SELECT id FROM pool_actions WHERE position_id = ? AND status IN ('pending', 'failed') LIMIT 1",
  );
  const setPayout = db.prepare(
    `UPDATE pool_actions SET payout_signature = ?, last_valid_block_height = ?, updated_at = ? WHERE id = ?`,
  );
  const fail = db.prepare(
    `UPDATE pool_actions SET status = 'failed', error = @error, payout_signature = NULL,
       last_valid_block_height = NULL, updated_at = @at
     WHERE id = @id AND status = 'pending'`,
  );
  const clearPayout = db.prepare(
    `UPDATE pool_actions SET payout_signature = NULL, last_valid_block_height = NULL, error = @error,
       updated_at = @at WHERE id = @id`,
  );
  const move = db.prepare(
    `UPDATE pool_actions SET status = @to, error = COALESCE(@error, error), updated_at = @at
     WHERE id = @id AND status = @from`,
  );

  return {
    reserves(): PoolReserves | undefined {
      const row = readState.get();
      return row ? { dfl: row.dfl, usdc: row.usdc, lpSupply: row.lp_supply } : undefined;
    },
    initReserves: (reserves: PoolReserves): void => void initState.run(reserves),
    writeReserves: (reserves: PoolReserves): void => void writeState.run(reserves),
    insert: (action: NewPoolAction): void => void insert.run(action),
    get: (id: string): PoolActionRow | undefined => byId.get(id),
    bySignature: (signature: string): PoolActionRow | undefined => bySignature.get(signature),
    listByWallet: (walletId: string): PoolActionRow[] => byWallet.all(walletId, POOL_HISTORY_LIMIT),
    /** Whether a payout of this staking position is still on its way. */
    hasOpenForPosition: (positionId: string): boolean => openForPosition.get(positionId) !== undefined,
    /** Actions whose game transaction or refund is not settled yet. */
    open: (): PoolActionRow[] => open.all(),
    setPayoutSignature(id: string, signature: string, lastValidBlockHeight: number, at: number): void {
      setPayout.run(signature, lastValidBlockHeight, at, id);
    },
    /**
     * pending → failed: the game's transaction cannot land. Its signature is dropped, so a signature on a
     * failed action is always that of the refund.
     */
    fail(id: string, error: string, at: number): boolean {
      return fail.run({ id, error, at }).changes === 1;
    },
    /** Forgets a game transaction that cannot land (so the next check sends a new one), saying why. */
    clearPayoutSignature(id: string, error: string, at: number): void {
      clearPayout.run({ id, error, at });
    },
    /** Moves an action from one status to another; false when it was not in `from` (someone else moved it). */
    move(
      id: string,
      from: PoolActionStatus,
      to: PoolActionStatus,
      error: string | null,
      at: number,
    ): boolean {
      return move.run({ id, from, to, error, at }).changes === 1;
    },
  };
}
export type PoolStore = ReturnType<typeof createPoolStore>;
