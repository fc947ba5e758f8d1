import type { Database } from 'better-sqlite3';

export type StoredRaffleStatus = 'scheduled' | 'drawing' | 'drawn' | 'cancelled';

export interface RaffleRow {
  id: string;
  series: string;
  name: string;
  ticket_type: 'TICKET' | 'GOLDEN_TICKET';
  /** JSON of the prize list. */
  prizes: string;
  starts_at: number;
  ends_at: number;
  draw_at: number;
  min_entries: number;
  max_entries: number;
  wallet_cap: number;
  /** How many entries may be bonus entries (paid with bonus tickets). */
  bonus_cap: number;
  seed: string;
  commitment: string;
  entry_count: number;
  entries_hash: string | null;
  status: StoredRaffleStatus;
  settled_at: number | null;
}

export type NewRaffle = Omit<RaffleRow, 'entry_count' | 'entries_hash' | 'status' | 'settled_at'>;

/**
 * Raffles, their entries (one row each, in entry order, each bonus or not) and winners.
 */
export function createRaffleStore(db: Database) {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO raffles (id, series, name, ticket_type, prizes, starts_at, ends_at, draw_at,
       min_entries, max_entries, wallet_cap, bonus_cap, seed, commitment, status)
     VALUES (@id, @series, @name, @ticket_type, @prizes, @starts_at, @ends_at, @draw_at, @min_entries,
       @max_entries, @wallet_cap, @bonus_cap, @seed, @commitment, 'scheduled')`,
  );
  const byId = db.prepare<[string], RaffleRow>('SELECT * FROM raffles WHERE id = ?');
  const recent = db.prepare<[number], RaffleRow>(
    'SELECT * FROM (SELECT * FROM raffles ORDER BY starts_at DESC, id LIMIT ?) ORDER BY starts_at, id',
  );
  const unsettled = db.prepare<[], RaffleRow>(
    "SELECT * FROM raffles WHERE status IN ('scheduled', 'drawing') ORDER BY ends_at, id",
  );
  const countForWallet = db.prepare<[string, string], { n: number }>(
    'SELECT COUNT(*) AS n FROM raffle_entries WHERE raffle_id = ? AND wallet_id = ?',
  );
  const countBonus = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM raffle_entries WHERE raffle_id = ? AND bonus = 1',
  );
  const insertEntry = db.prepare<[string, number, string, number, number]>(
    'INSERT INTO raffle_entries (raffle_id, position, wallet_id, bonus, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const entryBonus = db.prepare<[string, number], { bonus: number }>(
    'SELECT bonus FROM raffle_entries WHERE raffle_id = ? AND position = ?',
  );
  const setCount = db.prepare<[number, string]>('UPDATE raffles SET entry_count = ? WHERE id = ?');
  const entries = db.prepare<[string], { wallet_id: string }>(
    'SELECT wallet_id FROM raffle_entries WHERE raffle_id = ? ORDER BY position',
  );
  const entryCounts = db.prepare<[string], { wallet_id: string; n: number; bonus: number }>(
    `SELECT wallet_id, COUNT(*) AS n, SUM(bonus) AS bonus FROM raffle_entries WHERE raffle_id = ?
     GROUP BY wallet_id`,
  );
  const close = db.prepare<[string, string]>(
    "UPDATE raffles SET status = 'drawing', entries_hash = ? WHERE id = ? AND status = 'scheduled'",
  );
  const finish = db.prepare<[string, string | null, number, string, string]>(
    'UPDATE raffles SET status = ?, entries_hash = COALESCE(entries_hash, ?), settled_at = ? WHERE id = ? AND status = ?',
  );
  const insertWinner = db.prepare<[string, number, number, string]>(
    'INSERT INTO raffle_winners (raffle_id, place, position, wallet_id) VALUES (?, ?, ?, ?)',
  );
  const winners = db.prepare<[string], { place: number; position: number; wallet_id: string }>(
    'SELECT place, position, wallet_id FROM raffle_winners WHERE raffle_id = ? ORDER BY place',
  );
  const walletRaffles = db.prepare<[string], { raffle_id: string; n: number }>(
    'SELECT raffle_id, COUNT(*) AS n FROM raffle_entries WHERE wallet_id = ? GROUP BY raffle_id',
  );
  const walletWins = db.prepare<[string], { raffle_id: string; place: number }>(
    'SELECT raffle_id, place FROM raffle_winners WHERE wallet_id = ? ORDER BY raffle_id, place',
  );

  return {
    /** Adds a raffle unless one with its id exists (the schedule is re-run on every tick). */
    create: (raffle: NewRaffle): boolean => insert.run(raffle).changes === 1,
    get: (id: string): RaffleRow | undefined => byId.get(id),
    recent: (limit: number): RaffleRow[] => recent.all(limit),
    unsettled: (): RaffleRow[] => unsettled.all(),
    walletEntryCount: (raffleId: string, walletId: string): number =>
      countForWallet.get(raffleId, walletId)?.n ?? 0,
    /** How many of the raffle's entries are bonus entries. */
    bonusEntryCount: (raffleId: string): number => countBonus.get(raffleId)?.n ?? 0,
    /** Appends `count` entries after the raffle's current last one, the first `bonus` of them bonus entries. */
    addEntries(raffle: RaffleRow, walletId: string, count: number, bonus: number, at: number): void {
      for (let i = 0; i < count; i++) {
        insertEntry.run(raffle.id, raffle.entry_count + i, walletId, i < bonus ? 1 : 0, at);
      }
      setCount.run(raffle.entry_count + count, raffle.id);
    },
    /** Whether the entry at `position` was paid with a bonus ticket. */
    isBonusEntry: (raffleId: string, position: number): boolean =>
      entryBonus.get(raffleId, position)?.bonus === 1,
    entries: (raffleId: string): string[] => entries.all(raffleId).map((row) => row.wallet_id),
    /** Per wallet: its entries in the raffle and how many of them are bonus entries. */
    entryCounts: (raffleId: string) => entryCounts.all(raffleId),
    /** scheduled → drawing, publishing the entry-list hash; false if another tick got there first. */
    close: (id: string, entriesHash: string): boolean => close.run(entriesHash, id).changes === 1,
    finish: (
      id: string,
      from: StoredRaffleStatus,
      to: 'drawn' | 'cancelled',
      entriesHash: string | null,
      at: number,
    ): boolean => finish.run(to, entriesHash, at, id, from).changes === 1,
    addWinner: (raffleId: string, place: number, position: number, walletId: string): void =>
      void insertWinner.run(raffleId, place, position, walletId),
    winners: (raffleId: string) => winners.all(raffleId),
    walletRaffles: (walletId: string) => walletRaffles.all(walletId),
    walletWins: (walletId: string) => walletWins.all(walletId),
  };
}
export type RaffleStore = ReturnType<typeof createRaffleStore>;
