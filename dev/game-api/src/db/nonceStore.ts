import type { Database } from 'better-sqlite3';

export interface NonceRow {
  id: number;
  wallet_id: string;
  /** The client address that asked for it (docs/game-api.md, "Sign-in"): limits count per requester. */
  requester: string;
  text: string;
  issued_at: number;
  expires_at: number;
  signed_up_at: number | null;
  consumed_at: number | null;
}

export function createNonceStore(db: Database) {
  const insert = db.prepare<[string, string, string, number, number]>(
    'INSERT INTO nonces (wallet_id, requester, text, issued_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const openFrom = db.prepare<[string, string, number, number], NonceRow>(
    `SELECT * FROM nonces WHERE wallet_id = ? AND requester = ? AND expires_at > ? AND consumed_at IS NULL
     ORDER BY id DESC LIMIT ?`,
  );
  const open = db.prepare<[string, number, number], NonceRow>(
    `SELECT * FROM nonces WHERE wallet_id = ? AND expires_at > ? AND consumed_at IS NULL
     ORDER BY id DESC LIMIT ?`,
  );
  const recent = db.prepare<[string, number], NonceRow>(
    'SELECT * FROM nonces WHERE wallet_id = ? ORDER BY id DESC LIMIT ?',
  );
  const countOpenFrom = db.prepare<[string, string, number], { count: number }>(
    `SELECT COUNT(*) AS count FROM nonces
     WHERE wallet_id = ? AND requester = ? AND expires_at > ? AND consumed_at IS NULL`,
  );
  const byText = db.prepare<[string, string], NonceRow>(
    'SELECT * FROM nonces WHERE wallet_id = ? AND text = ?',
  );
  const markSignedUp = db.prepare<[number, number]>(
    'UPDATE nonces SET signed_up_at = ? WHERE id = ? AND signed_up_at IS NULL',
  );
  const consume = db.prepare<[number, number]>(
    'UPDATE nonces SET consumed_at = ? WHERE id = ? AND consumed_at IS NULL',
  );
  const prune = db.prepare<[number]>('DELETE FROM nonces WHERE expires_at < ?');
  return {
    insert: (walletId: string, requester: string, text: string, issuedAt: number, expiresAt: number): void =>
      void insert.run(walletId, requester, text, issuedAt, expiresAt),
    /** The unexpired, unconsumed nonces one requester asked for this wallet, newest first. */
    openFrom: (walletId: string, requester: string, now: number, limit: number): NonceRow[] =>
      openFrom.all(walletId, requester, now, limit),
    /** The wallet's unexpired, unconsumed nonces whoever asked for them, newest first. */
    open: (walletId: string, now: number, limit: number): NonceRow[] => open.all(walletId, now, limit),
    /** The wallet's latest nonces whatever their state, newest first (to tell why a signature is refused). */
    recent: (walletId: string, limit: number): NonceRow[] => recent.all(walletId, limit),
    /** How many open nonces one requester holds for this wallet: the cap binds the requester, not the wallet. */
    countOpenFrom: (walletId: string, requester: string, now: number): number =>
      countOpenFrom.get(walletId, requester, now)?.count ?? 0,
    byText: (walletId: string, text: string): NonceRow | undefined => byText.get(walletId, text),
    /** False when another request marked it first. */
    markSignedUp: (id: number, at: number): boolean => markSignedUp.run(at, id).changes === 1,
    /** False when another request consumed it first. */
    consume: (id: number, at: number): boolean => consume.run(at, id).changes === 1,
    pruneExpiredBefore: (time: number): number => prune.run(time).changes,
  };
}
export type NonceStore = ReturnType<typeof createNonceStore>;
