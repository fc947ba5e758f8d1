import type { Database } from 'better-sqlite3';

export function createWalletStore(db: Database) {
  const select = db.prepare<[string], { verified_at: number }>(
    'SELECT verified_at FROM wallets WHERE wallet_id = ?',
  );
  const insert = db.prepare<[string, number]>('INSERT INTO wallets (wallet_id, verified_at) VALUES (?, ?)');
  return {
    /** When the wallet was registered (Unix ms), or undefined if it never signed up. */
    verifiedAt: (walletId: string): number | undefined => select.get(walletId)?.verified_at,
    insert: (walletId: string, verifiedAt: number): void => void insert.run(walletId, verifiedAt),
  };
}
export type WalletStore = ReturnType<typeof createWalletStore>;
