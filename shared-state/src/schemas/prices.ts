import { z } from './zod';
import { amountSchema, isoTimeSchema } from './common';
import { ticketPriceSchema } from './raffles';

// Prices in US dollars from the game's own sources (docs/game-api.md, "Prices, portfolio and activity").
// Every price is USD for one whole token as an exact decimal string, rounded down to PRICE_DECIMALS places,
// so a value computed from it never shows more than the holding is worth.

/** Every token the game holds for a player, in the wallets, staked or in the pool. */
export const VALUED_TOKENS = ['DFL', 'DFL_USDC', 'USDC', 'GOLDY', 'TICKET', 'GOLDEN_TICKET'] as const;
export const valuedTokenSchema = z.enum(VALUED_TOKENS);
export type ValuedToken = z.infer<typeof valuedTokenSchema>;

/** Base units per token are 10^decimals (docs/product-rules.md, "Wallets and tokens"). */
export const VALUED_TOKEN_DECIMALS: Readonly<Record<ValuedToken, number>> = {
  DFL: 9,
  DFL_USDC: 9,
  USDC: 6,
  GOLDY: 9,
  TICKET: 0,
  GOLDEN_TICKET: 0,
};

/**
 * Where a price comes from. pool: the DFL/USDC pool's booked reserves (DFL, and the LP token as its share of
 * both reserves); peg: USDC counted at 1 USD; shop: what the game's shop sells it for, in game tokens (the
 * tickets); none: the game has no rate for it against DFL or USDC (GOLDY).
 */
export const PRICE_SOURCES = ['pool', 'peg', 'shop', 'none'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

export const tokenPriceSchema = z.object({
  token: valuedTokenSchema,
  /** USD for one whole token, rounded down; null when it has no USD price (`note` says why). */
  usd: z.nullable(amountSchema),
  source: z.enum(PRICE_SOURCES),
  /** What one costs in the game's shop (a TICKET: 100 GOLDY); empty for what the shop does not sell. */
  inGame: z.array(ticketPriceSchema),
  /** Why `usd` is null, in the player's words; null when it is set. */
  note: z.nullable(z.string()),
});
export type TokenPrice = z.infer<typeof tokenPriceSchema>;

/** The pool's reserves as booked when the prices were read. */
export const priceBasisSchema = z.object({
  dflReserve: amountSchema,
  usdcReserve: amountSchema,
  lpSupply: amountSchema,
});

/** GET {api}/prices: one price per token, in VALUED_TOKENS order, and when they were read. */
export const priceListSchema = z.object({
  readAt: isoTimeSchema,
  prices: z.array(tokenPriceSchema),
  /** The reserves DFL and the LP token were priced from; null when they could not be read. */
  pool: z.nullable(priceBasisSchema),
});
export type PriceList = z.infer<typeof priceListSchema>;
