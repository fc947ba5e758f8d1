import { z } from './zod';
import { amountSchema, isoTimeSchema } from './common';
import { priceListSchema, valuedTokenSchema } from './prices';

// The player's figures over time, one point a day, for the charts (docs/game-api.md, "History"). Each series
// is computed from what the game records; values are exact decimal strings (a chart draws them as numbers).

/** The most days a series covers: a year of daily points. */
export const HISTORY_DAYS = 365;

/** One day's figure: the value at the end of that UTC day on the game clock (the last point: now). */
export const historyPointSchema = z.object({
  /** The UTC day, "2026-11-01". */
  day: z.iso.date(),
  value: amountSchema,
});
export type HistoryPoint = z.infer<typeof historyPointSchema>;

/** Oldest first, one a day from the player's first day (at most HISTORY_DAYS ago) to today. */
const pointsSchema = z.array(historyPointSchema).check(z.maxLength(HISTORY_DAYS));

/** GET {api}/history/xp: the player's total XP at the end of each day. */
export const xpHistorySchema = z.object({
  asOf: isoTimeSchema,
  points: pointsSchema,
});
export type XpHistory = z.infer<typeof xpHistorySchema>;

/** GET {api}/history/rewards: the DFL the player's stakes had earned by the end of each day, claimed or not. */
export const rewardsHistorySchema = z.object({
  asOf: isoTimeSchema,
  points: pointsSchema,
});
export type RewardsHistory = z.infer<typeof rewardsHistorySchema>;

/**
 * GET {api}/history/value: the USD value of what the game holds for the player (the IN_GAME wallet and the
 * staked amounts) at the end of each day, every day valued at today's prices (the game records no history of
 * prices). Tokens without a USD price are left out of every point and named in `unpriced`.
 */
export const valueHistorySchema = z.object({
  asOf: isoTimeSchema,
  points: pointsSchema,
  /** Tokens the player held on some day that have no USD price now. */
  unpriced: z.array(valuedTokenSchema),
  /** Today's prices, which every point is valued at. */
  prices: priceListSchema,
});
export type ValueHistory = z.infer<typeof valueHistorySchema>;
