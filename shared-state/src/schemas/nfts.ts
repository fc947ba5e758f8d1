import { z } from './zod';
import { isoTimeSchema } from './common';
import { signedTransactionSchema } from './playerTransactions';

export const NFT_COLLECTIONS = ['p2e', 'f2p'] as const;
export const nftCollectionSchema = z.enum(NFT_COLLECTIONS, { error: 'must be p2e or f2p' });
export type NftCollection = z.infer<typeof nftCollectionSchema>;

export const NFT_KINDS = ['tool', 'pet'] as const;
export const TOOL_TYPES = ['fishingRod', 'gun', 'harvester'] as const;
export const PET_TYPES = ['cow', 'duck', 'chicken', 'dog', 'cat'] as const;
export const NFT_TYPES = [...TOOL_TYPES, ...PET_TYPES] as const;
export const RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;

export const nftKindSchema = z.enum(NFT_KINDS);
export const nftTypeSchema = z.enum(NFT_TYPES);
export const raritySchema = z.enum(RARITIES);
export type NftKind = z.infer<typeof nftKindSchema>;
export type NftType = z.infer<typeof nftTypeSchema>;
export type Rarity = z.infer<typeof raritySchema>;

/** Display names, in display order (rarities from common to legendary); every tab shows these. */
export const RARITY_LABELS: Readonly<Record<Rarity, string>> = {
  common: 'Common',
  uncommon: 'Uncommon',
  rare: 'Rare',
  epic: 'Epic',
  legendary: 'Legendary',
};
export const NFT_KIND_LABELS: Readonly<Record<NftKind, string>> = { tool: 'Tools', pet: 'Pets' };
export const NFT_TYPE_LABELS: Readonly<Record<NftType, string>> = {
  fishingRod: 'Fishing Rod',
  gun: 'Gun',
  harvester: 'Harvester',
  cow: 'Cow',
  duck: 'Duck',
  chicken: 'Chicken',
  dog: 'Dog',
  cat: 'Cat',
};

/** The highest level an NFT of each rarity reaches (docs/game-api.md, "Inventory mechanics"). */
export const LEVEL_CAPS: Readonly<Record<Rarity, number>> = {
  common: 30,
  uncommon: 50,
  rare: 70,
  epic: 90,
  legendary: 100,
};

/** The ten upgradeable stats of an NFT, with the product's exact labels (docs/product-rules.md, "NFT stat labels"). */
export const UPGRADE_STAT_LABELS = {
  currentMaxEnergy: 'Max. Energy',
  currentEnergyRate: 'Energy Restoration Rate',
  currentHealthRestoringCost: 'Current Restoring Cost',
  currentReward: 'Current Reward Rate',
  bonusMultiplier: 'Bonus Multiplier',
  bonusChance: 'Bonus Chance',
  criticalDamageProbability: 'Crit. Damage Probability',
  criticalDamageMultiplier: 'Crit. Damage Multiplier',
  fuelConsumptionRate: 'Fuel Consumption Rate',
  feedMeterIncrement: 'Feed Meter Increment',
} as const;
export type UpgradeStat = keyof typeof UPGRADE_STAT_LABELS;

export const nftStatsSchema = z.object({
  currentMaxEnergy: z.number(),
  currentEnergyRate: z.number(),
  currentHealthRestoringCost: z.number(),
  currentReward: z.number(),
  bonusMultiplier: z.number(),
  bonusChance: z.number(),
  criticalDamageProbability: z.number(),
  criticalDamageMultiplier: z.number(),
  fuelConsumptionRate: z.number(),
  feedMeterIncrement: z.number(),
}) satisfies z.ZodMiniType<Record<UpgradeStat, number>>;
export type NftStats = z.infer<typeof nftStatsSchema>;

/**
 * A game NFT: a tool or a pet. `loveMeter` is a pet's (null for tools); `lockedUntil` is set while upgrading.
 * `adventure` is set while a dog or cat is away on one (it is locked meanwhile, `lockedUntil` = its end).
 * `mint` is a p2e NFT's mint address on chain (null for f2p, which lives only in the game); `inWallet` says
 * whether the player's Global Wallet holds a p2e NFT on chain right now (always true for f2p). Only an NFT in
 * the wallet can be acted on (docs/game-api.md, "Inventory").
 */
export const nftSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  collection: nftCollectionSchema,
  mint: z.nullable(z.string().check(z.minLength(1))),
  inWallet: z.boolean(),
  kind: nftKindSchema,
  type: nftTypeSchema,
  level: z.number().check(z.int(), z.nonnegative()),
  hp: z.number().check(z.nonnegative()),
  maxHp: z.number().check(z.nonnegative()),
  energy: z.number().check(z.nonnegative()),
  maxEnergy: z.number().check(z.nonnegative()),
  loveMeter: z.nullable(z.number().check(z.nonnegative())),
  rarity: raritySchema,
  image: z.string(),
  lockedUntil: z.nullable(isoTimeSchema),
  /** A dog or cat away on an adventure (locked until `endsAt`); `goldy` is paid when it ends. */
  adventure: z.nullable(
    z.object({ hours: z.number().check(z.int(), z.positive()), endsAt: isoTimeSchema, goldy: z.string() }),
  ),
  stats: nftStatsSchema,
  /**
   * A prize NFT waiting for the player to collect it (true; absent otherwise): it is theirs, not on chain yet,
   * and the player's collect transaction mints it into their wallet at their cost (docs/game-api.md, "p2e NFTs
   * on chain").
   */
  toCollect: z.optional(z.literal(true)),
});
export type Nft = z.infer<typeof nftSchema>;

/** GET {api}/nft/collect?nftId=…: which NFT to collect. */
export const collectNftQuerySchema = z.object({
  nftId: z.string().check(z.minLength(1, 'nftId is required'), z.maxLength(100)),
});

/**
 * The collect transaction of a prize NFT: paid by the player's wallet (the fee and every account's rent), signed
 * by the game only where it must (base of the mint address, mint and metadata authority), base64 and waiting
 * for the wallet's signature. `costSol` is what it takes from the wallet, in SOL (rent and fee).
 */
export const collectNftOfferSchema = z.object({
  nftId: z.string().check(z.minLength(1)),
  transaction: z.string().check(z.minLength(1)),
  costSol: z.string(),
});
export type CollectNftOffer = z.infer<typeof collectNftOfferSchema>;

/** POST {api}/workflows/collect-nft: the collect transaction, signed by the player's wallet. */
export const collectNftRequestSchema = z.object({
  nftId: z.string().check(z.minLength(1, 'nftId is required'), z.maxLength(100)),
  transaction: signedTransactionSchema,
});
export type CollectNftRequest = z.infer<typeof collectNftRequestSchema>;

/** The collected NFT, now in the player's wallet. */
export const collectNftResultSchema = z.object({ nft: nftSchema });
export type CollectNftResult = z.infer<typeof collectNftResultSchema>;

/** GET {api}/nft/p2e and GET {api}/nft/f2p: path parameter and answer. */
export const nftParamsSchema = z.object({ collection: nftCollectionSchema });
export const nftListSchema = z.array(nftSchema);
export type NftList = z.infer<typeof nftListSchema>;
