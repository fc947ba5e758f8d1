import type { Database } from 'better-sqlite3';

export interface SessionRow {
  wallet_id: string;
  expires_at: number;
  revoked_at: number | null;
}

/** Sessions keyed by the SHA-256 of the token: the token itself is never stored. */
export function createSessionStore(db: Database) {
  const insert = db.prepare<[string, string, number, number]>(
    'INSERT INTO sessions (token_hash, wallet_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const select = db.prepare<[string], SessionRow>(
    'SELECT wallet_id, expires_at, revoked_at FROM sessions WHERE token_hash = ?',
  );
  const revoke = db.prepare<[number, string]>(
    'UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL',
  );
  const prune = db.prepare<[number]>('DELETE FROM sessions WHERE expires_at < ?');
  return {
    insert: (tokenHash: string, walletId: string, createdAt: number, expiresAt: number): void =>
      void insert.run(tokenHash, walletId, createdAt, expiresAt),
    find: (tokenHash: string): SessionRow | undefined => select.get(tokenHash),
    revoke: (tokenHash: string, at: number): boolean => revoke.run(at, tokenHash).changes === 1,
    pruneExpiredBefore: (time: number): number => prune.run(time).changes,
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
