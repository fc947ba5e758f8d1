import { z } from 'zod';
import { fundsListSchema } from './funds';
import { nftSchema, nftStatsSchema } from './nfts';

/** Every NFT action names its NFT and carries an idempotency key: a retried request never charges twice. */
const actionBase = {
  nftId: z.string().min(1, 'nftId is required').max(100),
  idempotencyKey: z.string().min(8, 'idempotencyKey must be at least 8 characters').max(100),
};
/** The price the player saw (decimal string); when it changed, the server answers 409 with the new one. */
const seenPrice = z.string().regex(/^\d+(\.\d{1,9})?$/, 'must be a decimal amount such as "12.5"');

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
  adventureHours: z.literal(ADVENTURE_HOURS, { error: 'adventureHours must be 1, 3, 8 or 24' }).optional(),
});
export type UpgradeNftRequest = z.infer<typeof upgradeNftRequestSchema>;
export type ClaimAnimalRequest = z.infer<typeof claimAnimalRequestSchema>;
export type RepairNftRequest = z.infer<typeof repairNftRequestSchema>;
export type NftActionRequest = z.infer<typeof nftActionRequestSchema>;

/** What an NFT's actions cost now and whether they can run (the app shows these, never its own sums). */
export const nftQuoteSchema = z.object({
  nftId: z.string(),
  levelCap: z.number().int(),
  /** The next level's price and time, and the ten stats the NFT will have after it (null at the cap). */
  upgrade: z
    .object({ goldy: z.string(), dfl: z.string(), durationMs: z.number().int(), stats: nftStatsSchema })
    .nullable(),
  repair: z.object({ goldy: z.string(), hp: z.number() }),
  /** Energy now (restored on the game clock) and when it is full again. */
  energy: z.number(),
  energyFullAt: z.string().nullable(),
  energyPerHour: z.number(),
  /** A pet's love meter now (decayed on the game clock) and when it starts to fall unless fed; null for tools. */
  loveMeter: z.number().nullable(),
  loveDecayAt: z.string().nullable(),
  /** What claiming pays now (cows, ducks, chickens) and the HP it costs; null for other NFTs. */
  claim: z.object({ goldy: z.string(), hp: z.number() }).nullable(),
  /** A dog's or cat's adventures: length, and GOLDY paid when it ends; empty for other NFTs. */
  adventures: z.array(z.object({ hours: z.number().int(), durationMs: z.number().int(), goldy: z.string() })),
});
export type NftQuote = z.infer<typeof nftQuoteSchema>;

/** The answer of every NFT action: the NFT after it, the in-game funds after it, and what was earned. */
export const nftActionResultSchema = z.object({
  nft: nftSchema,
  funds: fundsListSchema,
  earned: z.object({ goldy: z.string(), xp: z.number().int(), score: z.number().int() }).nullable(),
});
export type NftActionResult = z.infer<typeof nftActionResultSchema>;

/** GET {api}/workflows/game-session?nftId=…: the NFT's last mini-game sessions, as the server ran them. */
export const gameSessionQuerySchema = z.object({ nftId: z.string().min(1, 'nftId is required').max(100) });
/** One mini-game session: the score the server drew (of `maxScore`), what it paid and when (game clock). */
export const gameSessionSchema = z.object({
  sessionId: z.string(),
  nftId: z.string(),
  score: z.number().int(),
  maxScore: z.number().int(),
  goldy: z.string(),
  xp: z.number().int(),
  playedAt: z.string(),
});
export const gameSessionListSchema = z.array(gameSessionSchema);
export type GameSession = z.infer<typeof gameSessionSchema>;

/** GET {api}/nft/quote?nftId=… */
export const nftQuoteQuerySchema = z.object({ nftId: z.string().min(1, 'nftId is required').max(100) });
/** GET {api}/nft/rarity?offChainId=… */
export const nftRarityQuerySchema = z.object({
  offChainId: z.string().min(1, 'offChainId is required').max(100),
});
export const nftRaritySchema = z.object({
  offChainId: z.string(),
  rarity: z.enum(['common', 'uncommon', 'rare', 'epic', 'legendary']),
  levelCap: z.number().int(),
});
export type NftRarity = z.infer<typeof nftRaritySchema>;
