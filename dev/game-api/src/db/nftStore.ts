import type { Database } from 'better-sqlite3';
import { nftStatsSchema, type Nft, type NftCollection } from '@companion/shared-state/schemas';

interface NftRow {
  id: string;
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
}

export function createNftStore(db: Database) {
  const insert = db.prepare(
    `INSERT INTO nfts (id, wallet_id, collection, kind, type, name, level, hp, max_hp, energy, max_energy,
       love_meter, rarity, image, locked_until, stats)
     VALUES (@id, @walletId, @collection, @kind, @type, @name, @level, @hp, @maxHp, @energy, @maxEnergy,
       @loveMeter, @rarity, @image, @lockedUntil, @stats)`,
  );
  const select = db.prepare<[string, string], NftRow>(
    'SELECT * FROM nfts WHERE wallet_id = ? AND collection = ? ORDER BY rowid',
  );
  return {
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
