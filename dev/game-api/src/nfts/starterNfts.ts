import crypto from 'node:crypto';
import {
  PET_TYPES,
  type Nft,
  type NftCollection,
  type NftStats,
  type NftType,
  type Rarity,
} from '@companion/shared-state/schemas';

export interface StarterNft {
  collection: NftCollection;
  type: NftType;
  rarity: Rarity;
  level: number;
  /** Share of max HP and energy left, so a new account has something to repair and restore. */
  condition: number;
}

/**
 * What a new account starts with: Gen-0 tools and pets across rarities and states, so each inventory feature
 * (filter, sort, upgrade, repair, feed, play, claim) has something to act on. The p2e ones are real NFTs on
 * chain and are given only where the starter flag is on (docs/game-api.md, "p2e NFTs on chain").
 */
const STARTER_SET: readonly StarterNft[] = [
  { collection: 'p2e', type: 'fishingRod', rarity: 'common', level: 3, condition: 1 },
  { collection: 'p2e', type: 'gun', rarity: 'uncommon', level: 2, condition: 0.6 },
  { collection: 'p2e', type: 'harvester', rarity: 'rare', level: 1, condition: 0.35 },
  { collection: 'p2e', type: 'cow', rarity: 'epic', level: 4, condition: 0.8 },
  { collection: 'p2e', type: 'duck', rarity: 'common', level: 1, condition: 0.5 },
  { collection: 'p2e', type: 'chicken', rarity: 'legendary', level: 5, condition: 1 },
  { collection: 'f2p', type: 'dog', rarity: 'common', level: 1, condition: 0.9 },
  { collection: 'f2p', type: 'cat', rarity: 'uncommon', level: 2, condition: 0.4 },
  { collection: 'f2p', type: 'fishingRod', rarity: 'common', level: 1, condition: 0.7 },
  { collection: 'f2p', type: 'chicken', rarity: 'common', level: 1, condition: 0.8 },
];

const RARITY_FACTOR: Record<Rarity, number> = { common: 1, uncommon: 1.25, rare: 1.5, epic: 2, legendary: 3 };

const TYPE_NAMES: Record<NftType, string> = {
  fishingRod: 'Fishing Rod',
  gun: 'Gun',
  harvester: 'Harvester',
  cow: 'Cow',
  duck: 'Duck',
  chicken: 'Chicken',
  dog: 'Dog',
  cat: 'Cat',
};

export function createStarterNfts({ p2e }: { p2e: boolean }): Nft[] {
  return STARTER_SET.filter((nft) => p2e || nft.collection === 'f2p').map(createNft);
}

/** A new Gen-0 NFT (starter sets, raffle prizes). */
export function createNft({ collection, type, rarity, level, condition }: StarterNft): Nft {
  const isPet = (PET_TYPES as readonly string[]).includes(type);
  const stats = statsFor(type, rarity, level, isPet);
  const maxHp = Math.round(100 * RARITY_FACTOR[rarity]);
  return {
    id: crypto.randomUUID(),
    name: `${TYPE_NAMES[type]} #${crypto.randomInt(1, 10_000)}`,
    collection,
    mint: null,
    inWallet: true,
    kind: isPet ? 'pet' : 'tool',
    type,
    level,
    hp: Math.round(maxHp * condition),
    maxHp,
    energy: Math.round(stats.currentMaxEnergy * condition),
    maxEnergy: stats.currentMaxEnergy,
    loveMeter: isPet ? Math.round(60 * condition) : null,
    rarity,
    image: `/nfts/${type}.svg`,
    lockedUntil: null,
    adventure: null,
    stats,
  };
}

/** Stats grow with rarity and 10 % per level above 1; fuel is a harvester's, the feed meter a pet's. */
export function statsFor(type: NftType, rarity: Rarity, level: number, isPet: boolean): NftStats {
  const grow = RARITY_FACTOR[rarity] * (1 + 0.1 * (level - 1));
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    currentMaxEnergy: Math.round(100 * grow),
    currentEnergyRate: round(5 * grow),
    currentHealthRestoringCost: round(20 * RARITY_FACTOR[rarity] * level),
    currentReward: round(10 * grow),
    bonusMultiplier: round(1 + 0.25 * grow),
    bonusChance: round(0.05 * grow),
    criticalDamageProbability: round(0.02 * grow),
    criticalDamageMultiplier: round(1.5 + 0.1 * grow),
    fuelConsumptionRate: type === 'harvester' ? round(2.5 / grow) : 0,
    feedMeterIncrement: isPet ? round(10 * grow) : 0,
  };
}
