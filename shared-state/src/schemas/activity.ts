import { z } from './zod';
import { deltaSchema, isoTimeSchema } from './common';
import { valuedTokenSchema } from './prices';

// The player's activity (docs/game-api.md, "Prices, portfolio and activity"): one feed, newest first, built
// from what the game records (in-game fund movements, transfers, pool and staking actions, raffle wins and
// the player transactions not booked yet).

export const ACTIVITY_KINDS = [
  'deposit',
  'withdrawal',
  'addLiquidity',
  'removeLiquidity',
  'stake',
  'claimRewards',
  'unstake',
  'ticketPurchase',
  'raffleEntry',
  'raffleRefund',
  'raffleWin',
  'upgrade',
  'repair',
  'miniGame',
  'petClaim',
  'adventure',
  'priceReturned',
  'startingFunds',
  'other',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * pending: on its way (a transaction not confirmed yet, a payout not landed); confirmed: done; failed: it
 * moved nothing in the end (or its refund has not landed yet, for the pool); refunded: refused or failed,
 * and what the player sent went back.
 */
export const ACTIVITY_STATUSES = ['pending', 'confirmed', 'failed', 'refunded'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** One token moved for the player: positive in, negative out, in token units. */
export const activityChangeSchema = z.object({ token: valuedTokenSchema, amount: deltaSchema });
export type ActivityChange = z.infer<typeof activityChangeSchema>;

export const activityItemSchema = z.object({
  /** Stable and unique in the feed. */
  id: z.string().check(z.minLength(1)),
  kind: z.enum(ACTIVITY_KINDS),
  /** When it happened (real time, not the game clock). */
  at: isoTimeSchema,
  status: z.enum(ACTIVITY_STATUSES),
  /** What it was about: the NFT's or the raffle's name; null when nothing is named. */
  subject: z.nullable(z.string()),
  /** A few more words: the level reached, the prize won, why a price came back; null when none. */
  detail: z.nullable(z.string()),
  /** What it moves for the player (a failed or refunded one moved nothing in the end). */
  changes: z.array(activityChangeSchema),
  /** The player's own transaction on chain (a deposit, a stake, an add or a remove of liquidity). */
  signature: z.nullable(z.string()),
  /** The game's transaction on chain (a withdrawal, LP minted, a payout or a refund). */
  payoutSignature: z.nullable(z.string()),
  /** Why it failed or was refunded; null otherwise. */
  error: z.nullable(z.string()),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** GET {api}/activity: a page of the feed, newest first; `next` asks for the page after it (null: no more). */
export const activityPageSchema = z.object({
  items: z.array(activityItemSchema),
  next: z.nullable(z.string()),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

export const ACTIVITY_PAGE_DEFAULT = 20;
export const ACTIVITY_PAGE_MAX = 50;
const LIMIT_MESSAGE = `must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}`;
const CURSOR_MESSAGE = 'must be the `next` of an earlier page';

/** A page's `next`: the time (ms) and id of the last item shown. */
export const ACTIVITY_CURSOR = /^(\d{1,16}):([\x21-\x7e]{1,200})$/;

/** GET {api}/activity?limit=&before= */
export const activityQuerySchema = z.object({
  limit: z.optional(
    z
      .pipe(
        z.string({ error: LIMIT_MESSAGE }).check(z.regex(/^\d{1,3}$/, { error: LIMIT_MESSAGE })),
        z.transform(Number),
      )
      .check(z.refine((n) => n >= 1 && n <= ACTIVITY_PAGE_MAX, { error: LIMIT_MESSAGE })),
  ),
  before: z.optional(
    z.string({ error: CURSOR_MESSAGE }).check(z.regex(ACTIVITY_CURSOR, { error: CURSOR_MESSAGE })),
  ),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;
