import type { Database } from 'better-sqlite3';
import { nftStatsSchema, type Nft, type NftCollection } from '@companion/shared-state/schemas';

interface NftRow {
  id: string;
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
}

/** An NFT as stored: `energyAt` is when `energy` was last set (it restores from there on the game clock). */
export interface StoredNft {
  nft: Nft;
  energyAt: number | null;
}

export function createNftStore(db: Database) {
  const insert = db.prepare(
    `INSERT INTO nfts (id, wallet_id, mint, collection, kind, type, name, level, hp, max_hp, energy, max_energy,
       love_meter, rarity, image, locked_until, stats)
     VALUES (@id, @walletId, @mint, @collection, @kind, @type, @name, @level, @hp, @maxHp, @energy, @maxEnergy,
       @loveMeter, @rarity, @image, @lockedUntil, @stats)`,
  );
  const select = db.prepare<[string, string], NftRow>(
    'SELECT * FROM nfts WHERE wallet_id = ? AND collection = ? ORDER BY rowid',
  );
  const selectOne = db.prepare<[string, string], NftRow>('SELECT * FROM nfts WHERE wallet_id = ? AND id = ?');
  const selectById = db.prepare<[string], NftRow>('SELECT * FROM nfts WHERE id = ?');
  const update = db.prepare(
    `UPDATE nfts SET level = @level, hp = @hp, max_hp = @maxHp, energy = @energy, max_energy = @maxEnergy,
       love_meter = @loveMeter, locked_until = @lockedUntil, stats = @stats, energy_at = @energyAt
     WHERE id = @id`,
  );
  return {
    /** One of the wallet's NFTs, or undefined (another wallet's NFT is not found either). */
    find(walletId: string, id: string): StoredNft | undefined {
      const row = selectOne.get(walletId, id);
      return row && { nft: toNft(row), energyAt: row.energy_at };
    },
    findAnywhere: (id: string): Nft | undefined => {
      const row = selectById.get(id);
      return row && toNft(row);
    },
    save({ nft, energyAt }: StoredNft): void {
      update.run({
        ...nft,
        lockedUntil: nft.lockedUntil === null ? null : Date.parse(nft.lockedUntil),
        stats: JSON.stringify(nft.stats),
        energyAt,
      });
    },
    insert(walletId: string, nft: Nft): void {
      insert.run({
        ...nft,
        walletId,
        lockedUntil: nft.lockedUntil === null ? null : Date.parse(nft.lockedUntil),
        stats: JSON.stringify(nft.stats),
      });
    },
    list: (walletId: string, collection: NftCollection): Nft[] => select.all(walletId, collection).map(toNft),
  };
}
export type NftStore = ReturnType<typeof createNftStore>;

function toNft(row: NftRow): Nft {
  return {
    id: row.id,
    name: row.name,
    collection: row.collection,
    mint: row.mint,
    // Stored state cannot know whether the wallet holds it on chain; readers that ask the chain set it.
    inWallet: true,
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
    stats: nftStatsSchema.parse(JSON.parse(row.stats)),
  };
}
