import type { Database } from 'better-sqlite3';

/**
 * Where a page starts: items strictly older than (`at`, `key`), newest first, at most `limit` of them. Every
 * source orders by its time and then by the item's id as text (`key`), so the merged feed has one order.
 */
export interface Keyset {
  walletId: string;
  at: number;
  key: string;
  limit: number;
}

export interface MovementGroupRow {
  at: bigint;
  reason: string;
  key: string;
}
export interface MovementRow {
  token: string;
  delta: bigint;
}
export interface TransferActivityRow {
  key: string;
  at: bigint;
  direction: 'deposit' | 'withdraw';
  token: string;
  amount: bigint;
  status: 'pending' | 'confirmed' | 'failed';
  signature: string | null;
  error: string | null;
}
export interface PoolActivityRow {
  key: string;
  at: bigint;
  kind: 'add' | 'remove' | 'stake' | 'claim' | 'unstake';
  dfl: bigint;
  usdc: bigint;
  lp: bigint;
  status: 'pending' | 'confirmed' | 'refunded' | 'failed';
  signature: string | null;
  payout_signature: string | null;
  error: string | null;
}
export interface WinActivityRow {
  key: string;
  at: bigint;
  raffle_id: string;
  place: bigint;
  name: string;
  prizes: string;
}
export interface UnbookedActivityRow {
  key: string;
  at: bigint;
  signature: string;
  kind: 'deposit' | 'stake' | 'add' | 'remove';
  bytes: string;
  status: 'recorded' | 'failed';
  error: string | null;
}

/** Movements the feed shows from their own records instead (transfers, raffle wins). */
const SHOWN_ELSEWHERE = `reason NOT LIKE 'deposit %' AND reason NOT LIKE 'withdraw %'
  AND reason NOT LIKE 'raffle prize %'`;

/** A page of each thing the game records for a wallet, read-only. Integers are read as BigInt. */
export function createActivityStore(db: Database) {
  // One game action writes its movements with one reason at one time: a group is one item.
  const movementGroups = db
    .prepare<Keyset, MovementGroupRow>(
      `SELECT created_at AS at, reason, printf('movement:%012d', MIN(id)) AS key FROM fund_movements
       WHERE wallet_id = @walletId AND created_at <= @at AND ${SHOWN_ELSEWHERE}
       GROUP BY created_at, reason
       HAVING created_at < @at OR key < @key
       ORDER BY created_at DESC, key DESC LIMIT @limit`,
    )
    .safeIntegers(true);
  const movements = db
    .prepare<[string, bigint, string], MovementRow>(
      `SELECT token, delta FROM fund_movements WHERE wallet_id = ? AND created_at = ? AND reason = ?
       ORDER BY id`,
    )
    .safeIntegers(true);
  const transfers = db
    .prepare<Keyset, TransferActivityRow>(
      `SELECT 'transfer:' || id AS key, created_at AS at, direction, token, amount, status, signature, error
       FROM transfers
       WHERE wallet_id = @walletId AND (created_at < @at OR (created_at = @at AND 'transfer:' || id < @key))
       ORDER BY created_at DESC, key DESC LIMIT @limit`,
    )
    .safeIntegers(true);
  const poolActions = db
    .prepare<Keyset, PoolActivityRow>(
      `SELECT 'pool:' || id AS key, created_at AS at, kind, dfl, usdc, lp, status, signature, payout_signature,
         error
       FROM pool_actions
       WHERE wallet_id = @walletId AND (created_at < @at OR (created_at = @at AND 'pool:' || id < @key))
       ORDER BY created_at DESC, key DESC LIMIT @limit`,
    )
    .safeIntegers(true);
  const wins = db
    .prepare<Keyset, WinActivityRow>(
      `SELECT 'win:' || w.raffle_id || ':' || w.place AS key, r.settled_at AS at, w.raffle_id, w.place, r.name,
         r.prizes
       FROM raffle_winners w JOIN raffles r ON r.id = w.raffle_id
       WHERE w.wallet_id = @walletId AND r.settled_at IS NOT NULL
         AND (r.settled_at < @at OR (r.settled_at = @at AND 'win:' || w.raffle_id || ':' || w.place < @key))
       ORDER BY r.settled_at DESC, key DESC LIMIT @limit`,
    )
    .safeIntegers(true);
  // Booked ones are transfers and pool actions already; these are on their way or failed for good.
  const unbooked = db
    .prepare<Keyset, UnbookedActivityRow>(
      `SELECT 'tx:' || signature AS key, created_at AS at, signature, kind, bytes, status, error
       FROM player_transactions
       WHERE wallet_id = @walletId AND status IN ('recorded', 'failed')
         AND (created_at < @at OR (created_at = @at AND 'tx:' || signature < @key))
       ORDER BY created_at DESC, key DESC LIMIT @limit`,
    )
    .safeIntegers(true);
  const nftName = db.prepare<[string], { name: string }>('SELECT name FROM nfts WHERE id = ?');
  const raffleName = db.prepare<[string], { name: string }>('SELECT name FROM raffles WHERE id = ?');

  return {
    movementGroups: (page: Keyset): MovementGroupRow[] => movementGroups.all(page),
    movements: (walletId: string, group: MovementGroupRow): MovementRow[] =>
      movements.all(walletId, group.at, group.reason),
    transfers: (page: Keyset): TransferActivityRow[] => transfers.all(page),
    poolActions: (page: Keyset): PoolActivityRow[] => poolActions.all(page),
    wins: (page: Keyset): WinActivityRow[] => wins.all(page),
    unbooked: (page: Keyset): UnbookedActivityRow[] => unbooked.all(page),
    nftName: (id: string): string | null => nftName.get(id)?.name ?? null,
    raffleName: (id: string): string | null => raffleName.get(id)?.name ?? null,
  };
}
export type ActivityStore = ReturnType<typeof createActivityStore>;
