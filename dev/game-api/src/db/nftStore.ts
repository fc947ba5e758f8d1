import type { Database } from 'better-sqlite3';
import { nftStatsSchema, type Nft, type NftCollection } from '@companion/shared-state/schemas';
import { fromBaseUnits, toBaseUnits } from '../funds/units';

interface NftRow {
  id: string;
  wallet_id: string;
  mint: string | null;
  collection: Nft['collection'];
  kind: Nft['kind'];
  type: Nft['type'];
  name: string;
  level: number;
  hp: number;
  max_hp: number;
  energy: number;
  max_energy: number;
  love_meter: number | null;
  rarity: Nft['rarity'];
  image: string;
  locked_until: number | null;
  stats: string;
  energy_at: number | null;
  fed_at: number | null;
  love_at: number | null;
  adventure_hours: number | null;
  adventure_goldy: string | null;
  adventure_ends_at: number | null;
  starter: number;
  player_mints: number;
  minted_at: number | null;
}

/**
 * An NFT as stored (game clock, ms): `energy` was set at `energyAt` and restores from there; `loveMeter` was
 * set at `loveAt` and decays counting from the last meal at `fedAt` (docs/game-api.md, "Inventory mechanics").
 */
export interface StoredNft {
  nft: Nft;
  energyAt: number | null;
  fedAt: number | null;
  loveAt: number | null;
  /**
   * A bonus NFT: given with a new account, or a raffle prize won with a bonus entry. What it earns is bonus
   * (docs/game-api.md, "Free value stays free").
   */
  starter: boolean;
}

const GOLDY_DECIMALS = 9;

/** A p2e NFT whose mint is not on chain yet. */
export interface PendingMint {
  id: string;
  walletId: string;
  mint: string;
  name: string;
  type: Nft['type'];
  rarity: Nft['rarity'];
  image: string;
}

/**
 * `mintAddressOf` gives a new p2e NFT its mint address (known before minting); without it (no chain) a p2e NFT
 * has none and is never in a wallet.
 */
export function createNftStore(db: Database, mintAddressOf?: (nftId: string) => string) {
  const insert = db.prepare(
    `INSERT INTO nfts (id, wallet_id, mint, collection, kind, type, name, level, hp, max_hp, energy, max_energy,
       love_meter, rarity, image, locked_until, stats, energy_at, fed_at, love_at, starter, player_mints)
     VALUES (@id, @walletId, @mint, @collection, @kind, @type, @name, @level, @hp, @maxHp, @energy, @maxEnergy,
       @loveMeter, @rarity, @image, @lockedUntil, @stats, @at, @at, @at, @starter, @playerMints)`,
  );
  const select = db.prepare<[string, string], NftRow>(
    'SELECT * FROM nfts WHERE wallet_id = ? AND collection = ? ORDER BY rowid',
  );
  const selectOne = db.prepare<[string, string], NftRow>('SELECT * FROM nfts WHERE wallet_id = ? AND id = ?');
  const selectById = db.prepare<[string], NftRow>('SELECT * FROM nfts WHERE id = ?');
  const selectByMint = db.prepare<[string], NftRow>('SELECT * FROM nfts WHERE mint = ?');
  const selectAdventuresDue = db.prepare<[number], NftRow>(
    'SELECT * FROM nfts WHERE adventure_ends_at IS NOT NULL AND adventure_ends_at <= ? ORDER BY adventure_ends_at',
  );
  const selectPendingMints = db.prepare<[], PendingMint>(
    `SELECT id, wallet_id AS walletId, mint, name, type, rarity, image FROM nfts
     WHERE mint IS NOT NULL AND minted_at IS NULL AND player_mints = 0 ORDER BY rowid`,
  );
  const selectToCollect = db.prepare<[string, string], PendingMint>(
    `SELECT id, wallet_id AS walletId, mint, name, type, rarity, image FROM nfts
     WHERE wallet_id = ? AND id = ? AND mint IS NOT NULL AND minted_at IS NULL AND player_mints = 1`,
  );
  const setMinted = db.prepare<[number, string]>('UPDATE nfts SET minted_at = ? WHERE mint = ?');
  const update = db.prepare(
    `UPDATE nfts SET level = @level, hp = @hp, max_hp = @maxHp, energy = @energy, max_energy = @maxEnergy,
       love_meter = @loveMeter, locked_until = @lockedUntil, stats = @stats, energy_at = @energyAt,
       fed_at = @fedAt, love_at = @loveAt, adventure_hours = @adventureHours, adventure_goldy = @adventureGoldy,
       adventure_ends_at = @adventureEndsAt
     WHERE id = @id`,
  );
  const toStored = (row: NftRow): StoredNft => ({
    nft: toNft(row),
    energyAt: row.energy_at,
    fedAt: row.fed_at,
    loveAt: row.love_at,
    starter: row.starter === 1,
  });
  return {
    /** One of the wallet's NFTs, or undefined (another wallet's NFT is not found either). */
    find(walletId: string, id: string): StoredNft | undefined {
      const row = selectOne.get(walletId, id);
      return row && toStored(row);
    },
    findAnywhere: (id: string): Nft | undefined => {
      const row = selectById.get(id);
      return row && toNft(row);
    },
    /** The NFT of a mint, whoever holds it (its public metadata). */
    findByMint: (mint: string): Nft | undefined => {
      const row = selectByMint.get(mint);
      return row && toNft(row);
    },
    save({ nft, energyAt, fedAt, loveAt }: StoredNft): void {
      const { adventure } = nft;
      update.run({
        ...nft,
        lockedUntil: nft.lockedUntil === null ? null : Date.parse(nft.lockedUntil),
        stats: JSON.stringify(nft.stats),
        energyAt,
        fedAt,
        loveAt,
        adventureHours: adventure?.hours ?? null,
        adventureGoldy: adventure ? String(toBaseUnits(adventure.goldy, GOLDY_DECIMALS)) : null,
        adventureEndsAt: adventure ? Date.parse(adventure.endsAt) : null,
      });
    },
    /**
     * A new NFT, its energy and love meter as of `at` (game clock); `starter` for a bonus NFT (a new account's
     * set, a prize won with a bonus entry); `playerMints` for a p2e NFT the player collects (pays its mint).
     */
    insert(
      walletId: string,
      nft: Nft,
      at: number,
      { starter = false, playerMints = false }: { starter?: boolean; playerMints?: boolean } = {},
    ): void {
      insert.run({
        ...nft,
        mint: nft.collection === 'p2e' && mintAddressOf ? mintAddressOf(nft.id) : nft.mint,
        walletId,
        lockedUntil: nft.lockedUntil === null ? null : Date.parse(nft.lockedUntil),
        stats: JSON.stringify(nft.stats),
        at,
        starter: starter ? 1 : 0,
        playerMints: playerMints ? 1 : 0,
      });
    },
    list: (walletId: string, collection: NftCollection): StoredNft[] =>
      select.all(walletId, collection).map(toStored),
    /** The NFTs the game mints on its own (the local stack's starter sets): not on chain yet. */
    pendingMints: (): PendingMint[] => selectPendingMints.all(),
    /** One of the wallet's NFTs waiting for the player to collect it, or undefined. */
    toCollect: (walletId: string, id: string): PendingMint | undefined => selectToCollect.get(walletId, id),
    markMinted: (mint: string, at: number): void => {
      setMinted.run(at, mint);
    },
    /** Adventures that have ended by `now` and are not paid yet, with their wallets. */
    adventuresDue: (now: number): { walletId: string; stored: StoredNft }[] =>
      selectAdventuresDue.all(now).map((row) => ({ walletId: row.wallet_id, stored: toStored(row) })),
  };
}
export type NftStore = ReturnType<typeof createNftStore>;

function toNft(row: NftRow): Nft {
  return {
    id: row.id,
    name: row.name,
    collection: row.collection,
    mint: row.mint,
    // Stored state cannot know whether the wallet holds a p2e NFT on chain: readers that ask the chain set it.
    inWallet: row.collection === 'f2p',
    kind: row.kind,
    type: row.type,
    level: row.level,
    hp: row.hp,
    maxHp: row.max_hp,
    energy: row.energy,
    maxEnergy: row.max_energy,
    loveMeter: row.love_meter,
    rarity: row.rarity,
    image: row.image,
    lockedUntil: row.locked_until === null ? null : new Date(row.locked_until).toISOString(),
    adventure:
      row.adventure_ends_at === null
        ? null
        : {
            hours: row.adventure_hours ?? 0,
            endsAt: new Date(row.adventure_ends_at).toISOString(),
            goldy: fromBaseUnits(BigInt(row.adventure_goldy ?? '0'), GOLDY_DECIMALS),
          },
    stats: nftStatsSchema.parse(JSON.parse(row.stats)),
    ...(row.player_mints === 1 && row.minted_at === null ? { toCollect: true } : {}),
  };
}
