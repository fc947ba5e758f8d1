import { z } from './zod';
import { fundsListSchema } from './funds';
import { nftSchema, nftStatsSchema } from './nfts';

/** Every NFT action names its NFT and carries an idempotency key: a retried request never charges twice. */
const actionBase = {
  nftId: z.string().check(z.minLength(1, 'nftId is required'), z.maxLength(100)),
  idempotencyKey: z
    .string()
    .check(z.minLength(8, 'idempotencyKey must be at least 8 characters'), z.maxLength(100)),
};
/** The price the player saw (decimal string); when it changed, the server answers 409 with the new one. */
const seenPrice = z.string().check(z.regex(/^\d+(\.\d{1,9})?$/, 'must be a decimal amount such as "12.5"'));

/** POST {api}/workflows/upgrade-nft */
export const upgradeNftRequestSchema = z.object({ ...actionBase, goldy: seenPrice, dfl: seenPrice });
/** POST {api}/workflows/repair-nft */
export const repairNftRequestSchema = z.object({ ...actionBase, goldy: seenPrice });
/** POST {api}/workflows/feed-animal and POST {api}/workflows/play-animals-mini-game */
export const nftActionRequestSchema = z.object(actionBase);
/** The adventures a dog or cat can go on, in hours (docs/game-api.md, "Inventory mechanics"). */
export const ADVENTURE_HOURS = [1, 3, 8, 24] as const;
/** POST {api}/workflows/claim-animal: `adventureHours` for dogs and cats, left out for cows, ducks and chickens. */
export const claimAnimalRequestSchema = z.object({
  ...actionBase,
  adventureHours: z.optional(z.literal(ADVENTURE_HOURS, { error: 'adventureHours must be 1, 3, 8 or 24' })),
});
export type UpgradeNftRequest = z.infer<typeof upgradeNftRequestSchema>;
export type ClaimAnimalRequest = z.infer<typeof claimAnimalRequestSchema>;
export type RepairNftRequest = z.infer<typeof repairNftRequestSchema>;
export type NftActionRequest = z.infer<typeof nftActionRequestSchema>;

/** What an NFT's actions cost now and whether they can run (the app shows these, never its own sums). */
export const nftQuoteSchema = z.object({
  nftId: z.string(),
  levelCap: z.number().check(z.int()),
  /** The next level's price and time, and the ten stats the NFT will have after it (null at the cap). */
  upgrade: z.nullable(
    z.object({
      goldy: z.string(),
      dfl: z.string(),
      durationMs: z.number().check(z.int()),
      stats: nftStatsSchema,
    }),
  ),
  repair: z.object({ goldy: z.string(), hp: z.number() }),
  /** Energy now (restored on the game clock) and when it is full again. */
  energy: z.number(),
  energyFullAt: z.nullable(z.string()),
  energyPerHour: z.number(),
  /** A pet's love meter now (decayed on the game clock) and when it starts to fall unless fed; null for tools. */
  loveMeter: z.nullable(z.number()),
  loveDecayAt: z.nullable(z.string()),
  /** What claiming pays now (cows, ducks, chickens) and the HP it costs; null for other NFTs. */
  claim: z.nullable(z.object({ goldy: z.string(), hp: z.number() })),
  /** A dog's or cat's adventures: length, and GOLDY paid when it ends; empty for other NFTs. */
  adventures: z.array(
    z.object({ hours: z.number().check(z.int()), durationMs: z.number().check(z.int()), goldy: z.string() }),
  ),
});
export type NftQuote = z.infer<typeof nftQuoteSchema>;

/** The answer of every NFT action: the NFT after it, the in-game funds after it, and what was earned. */
export const nftActionResultSchema = z.object({
  nft: nftSchema,
  funds: fundsListSchema,
  earned: z.nullable(
    z.object({ goldy: z.string(), xp: z.number().check(z.int()), score: z.number().check(z.int()) }),
  ),
});
export type NftActionResult = z.infer<typeof nftActionResultSchema>;

/** GET {api}/workflows/game-session?nftId=…: the NFT's last mini-game sessions, as the server ran them. */
export const gameSessionQuerySchema = z.object({
  nftId: z.string().check(z.minLength(1, 'nftId is required'), z.maxLength(100)),
});
/** One mini-game session: the score the server drew (of `maxScore`), what it paid and when (game clock). */
export const gameSessionSchema = z.object({
  sessionId: z.string(),
  nftId: z.string(),
  score: z.number().check(z.int()),
  maxScore: z.number().check(z.int()),
  goldy: z.string(),
  xp: z.number().check(z.int()),
  playedAt: z.string(),
});
export const gameSessionListSchema = z.array(gameSessionSchema);
export type GameSession = z.infer<typeof gameSessionSchema>;

/** GET {api}/nft/quote?nftId=… */
export const nftQuoteQuerySchema = z.object({
  nftId: z.string().check(z.minLength(1, 'nftId is required'), z.maxLength(100)),
});
/** GET {api}/nft/rarity?offChainId=… */
export const nftRarityQuerySchema = z.object({
  offChainId: z.string().check(z.minLength(1, 'offChainId is required'), z.maxLength(100)),
});
export const nftRaritySchema = z.object({
  offChainId: z.string(),
  rarity: z.enum(['common', 'uncommon', 'rare', 'epic', 'legendary']),
  levelCap: z.number().check(z.int()),
});
export type NftRarity = z.infer<typeof nftRaritySchema>;
