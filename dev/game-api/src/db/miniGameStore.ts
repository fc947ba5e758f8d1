import type { Database } from 'better-sqlite3';
import type { GameSession } from '@companion/shared-state/schemas';
import { fromBaseUnits } from '../funds/units';

interface SessionRow {
  id: string;
  nft_id: string;
  score: number;
  max_score: number;
  goldy: string;
  xp: number;
  played_at: number;
}

/** How many of an NFT's sessions a read answers. */
const SESSIONS_LISTED = 20;

/**
 * Mini-game sessions as the server ran them (docs/game-api.md, "Inventory mechanics"): written in the
 * mini-game's own transaction, so a session exists exactly when its energy was spent and its reward paid.
 */
export function createMiniGameStore(db: Database) {
  const insert = db.prepare(
    `INSERT INTO mini_game_sessions (id, wallet_id, nft_id, score, max_score, goldy, xp, played_at)
     VALUES (@id, @walletId, @nftId, @score, @maxScore, @goldy, @xp, @playedAt)`,
  );
  const select = db.prepare<[string, string, number], SessionRow>(
    `SELECT * FROM mini_game_sessions WHERE wallet_id = ? AND nft_id = ?
     ORDER BY played_at DESC, rowid DESC LIMIT ?`,
  );
  return {
    /** `goldy` in base units (9 decimals), `playedAt` on the game clock (ms). */
    record(session: {
      id: string;
      walletId: string;
      nftId: string;
      score: number;
      maxScore: number;
      goldy: bigint;
      xp: number;
      playedAt: number;
    }): void {
      insert.run({ ...session, goldy: String(session.goldy) });
    },
    list: (walletId: string, nftId: string): GameSession[] =>
      select.all(walletId, nftId, SESSIONS_LISTED).map((row) => ({
        sessionId: row.id,
        nftId: row.nft_id,
        score: row.score,
        maxScore: row.max_score,
        goldy: fromBaseUnits(BigInt(row.goldy), 9),
        xp: row.xp,
        playedAt: new Date(row.played_at).toISOString(),
      })),
  };
}
export type MiniGameStore = ReturnType<typeof createMiniGameStore>;
