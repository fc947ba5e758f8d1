import type { Database } from 'better-sqlite3';

/** Experience points per wallet and game. */
export function createXpStore(db: Database) {
  const select = db.prepare<[string, string], { xp: number }>(
    'SELECT xp FROM player_xp WHERE wallet_id = ? AND game_id = ?',
  );
  const insertIfMissing = db.prepare<[string, string, number]>(
    'INSERT INTO player_xp (wallet_id, game_id, xp) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const add = db.prepare<[string, string, number]>(
    `INSERT INTO player_xp (wallet_id, game_id, xp) VALUES (?, ?, ?)
     ON CONFLICT (wallet_id, game_id) DO UPDATE SET xp = xp + excluded.xp`,
  );
  return {
    /** Adds XP earned in play (inside the caller's transaction when there is one). */
    add: (walletId: string, gameId: string, xp: number): void => void add.run(walletId, gameId, xp),
    get: (walletId: string, gameId: string): number | undefined => select.get(walletId, gameId)?.xp,
    /** Stores a starting value unless the wallet already has XP for that game. */
    seed: (walletId: string, gameId: string, xp: number): void =>
      void insertIfMissing.run(walletId, gameId, xp),
  };
}
export type XpStore = ReturnType<typeof createXpStore>;
