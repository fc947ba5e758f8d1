import { z } from './zod';
import { amountSchema, isoTimeSchema } from './common';
import { fundsListSchema } from './funds';

/** Raffles take entries in one kind of in-game ticket each. */
export const RAFFLE_TICKET_TYPES = ['TICKET', 'GOLDEN_TICKET'] as const;
export const raffleTicketTypeSchema = z.enum(RAFFLE_TICKET_TYPES);
export type RaffleTicketType = z.infer<typeof raffleTicketTypeSchema>;

/**
 * upcoming: before startsAt; open: taking entries until endsAt; drawing: entries closed and their hash
 * published, the seed revealed at drawAt; drawn: winners paid; cancelled: too few entries, every ticket refunded.
 */
export const RAFFLE_STATUSES = ['upcoming', 'open', 'drawing', 'drawn', 'cancelled'] as const;
export const raffleStatusSchema = z.enum(RAFFLE_STATUSES);
export type RaffleStatus = z.infer<typeof raffleStatusSchema>;

/** A prize: an amount of GOLDY or DFL credited to the IN_GAME wallet, or an NFT (amount "1"). */
export const rafflePrizeSchema = z.object({
  place: z.number().check(z.int(), z.positive()),
  kind: z.enum(['GOLDY', 'DFL', 'NFT']),
  amount: amountSchema,
  /** For people: "500 GOLDY", "Legendary Chicken NFT". */
  label: z.string().check(z.minLength(1)),
});
export type RafflePrize = z.infer<typeof rafflePrizeSchema>;

export const raffleWinnerSchema = z.object({
  place: z.number().check(z.int(), z.positive()),
  /** Position of the winning entry in the ordered entry list, from 0. */
  entry: z.number().check(z.int(), z.nonnegative()),
  walletId: z.string().check(z.minLength(1)),
});
export type RaffleWinner = z.infer<typeof raffleWinnerSchema>;

const hex64 = z.string().check(z.regex(/^[0-9a-f]{64}$/, { error: 'must be 64 lowercase hex digits' }));

/**
 * One raffle. `ticketCost` is the tickets one entry takes; `prize` sums up the first prize for people.
 * `walletCap` is the most entries one wallet may hold (20 % of `maxEntries`); below `minEntries` at close
 * the raffle is cancelled. `commitment` is published at creation, `entriesHash` at close, `seed` at the draw.
 */
export const raffleEventSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  ticketType: raffleTicketTypeSchema,
  ticketCost: z.number().check(z.int(), z.positive()),
  prize: z.string().check(z.minLength(1)),
  prizes: z.array(rafflePrizeSchema).check(z.minLength(1)),
  startsAt: isoTimeSchema,
  endsAt: isoTimeSchema,
  drawAt: isoTimeSchema,
  status: raffleStatusSchema,
  entries: z.number().check(z.int(), z.nonnegative()),
  minEntries: z.number().check(z.int(), z.positive()),
  maxEntries: z.number().check(z.int(), z.positive()),
  walletCap: z.number().check(z.int(), z.positive()),
  commitment: hex64,
  entriesHash: z.nullable(hex64),
  seed: z.nullable(hex64),
  winners: z.array(raffleWinnerSchema),
});
export type RaffleEvent = z.infer<typeof raffleEventSchema>;

/** GET {api}/raffles/events: recent past, open and upcoming raffles, by start time. */
export const raffleEventListSchema = z.array(raffleEventSchema);
export type RaffleEventList = z.infer<typeof raffleEventListSchema>;

/** GET {api}/raffles/events/:id/entries: the ordered entry list (one wallet id per entry) the draw used. */
export const raffleEntryListSchema = z.object({
  raffleId: z.string().check(z.minLength(1)),
  entries: z.array(z.string().check(z.minLength(1))),
});
export type RaffleEntryList = z.infer<typeof raffleEntryListSchema>;

/** GET {api}/raffles/wallet/events: the signed-in wallet's entries and wins, one item per raffle entered. */
export const walletRaffleSchema = z.object({
  raffleId: z.string().check(z.minLength(1)),
  entries: z.number().check(z.int(), z.nonnegative()),
  /** Places won, e.g. [1, 3]. */
  wins: z.array(z.number().check(z.int(), z.positive())),
});
export const walletRaffleListSchema = z.array(walletRaffleSchema);
export type WalletRaffle = z.infer<typeof walletRaffleSchema>;
export type WalletRaffleList = z.infer<typeof walletRaffleListSchema>;

export const ticketPriceSchema = z.object({ token: z.enum(['GOLDY', 'DFL']), amount: amountSchema });
export type TicketPrice = z.infer<typeof ticketPriceSchema>;

/** GET {api}/raffles/tickets: what one ticket of each kind costs, and the most one purchase may buy. */
export const ticketOffersSchema = z.object({
  offers: z.array(
    z.object({ ticketType: raffleTicketTypeSchema, price: z.array(ticketPriceSchema).check(z.minLength(1)) }),
  ),
  maxPerPurchase: z.number().check(z.int(), z.positive()),
});
export type TicketOffers = z.infer<typeof ticketOffersSchema>;

/** Sent with every value-moving raffle call; the same key again answers the first result and moves nothing. */
export const idempotencyKeySchema = z
  .string({ error: 'must be a text of 8 to 64 letters, digits, - or _' })
  .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'must be a text of 8 to 64 letters, digits, - or _' }));

const quantitySchema = z
  .number({ error: 'must be a whole number from 1 to 100' })
  .check(
    z.int({ error: 'must be a whole number from 1 to 100' }),
    z.gte(1, { error: 'must be a whole number from 1 to 100' }),
    z.lte(100, { error: 'must be a whole number from 1 to 100' }),
  );

/** POST {api}/workflows/tickets: buy tickets with IN_GAME funds. */
export const buyTicketsRequestSchema = z.object({
  ticketType: raffleTicketTypeSchema,
  quantity: quantitySchema,
  idempotencyKey: idempotencyKeySchema,
});
export type BuyTicketsRequest = z.infer<typeof buyTicketsRequestSchema>;

export const buyTicketsResponseSchema = z.object({
  ticketType: raffleTicketTypeSchema,
  quantity: z.number().check(z.int(), z.positive()),
  /** What was debited, per token. */
  cost: z.array(ticketPriceSchema),
  funds: fundsListSchema,
});
export type BuyTicketsResponse = z.infer<typeof buyTicketsResponseSchema>;

/** POST {api}/workflows/events: spend tickets on entries in an open raffle. */
export const enterRaffleRequestSchema = z.object({
  raffleId: z.string().check(z.minLength(1), z.maxLength(100)),
  entries: quantitySchema,
  idempotencyKey: idempotencyKeySchema,
});
export type EnterRaffleRequest = z.infer<typeof enterRaffleRequestSchema>;

export const enterRaffleResponseSchema = z.object({
  raffle: raffleEventSchema,
  /** The wallet's entries in this raffle after this call. */
  entries: z.number().check(z.int(), z.positive()),
  funds: fundsListSchema,
});
export type EnterRaffleResponse = z.infer<typeof enterRaffleResponseSchema>;

/** Server → client (every open app): a raffle changed (entries, close, draw, cancellation). */
export const raffleUpdatedMessageSchema = z.object({
  type: z.literal('raffleUpdated'),
  data: raffleEventSchema,
});
export type RaffleUpdatedMessage = z.infer<typeof raffleUpdatedMessageSchema>;
