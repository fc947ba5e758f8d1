import { z } from './zod';
import { amountSchema, isoTimeSchema } from './common';
import { priceListSchema, valuedTokenSchema } from './prices';

// What a player holds and what it is worth (docs/game-api.md, "Prices, portfolio and activity"). USD values
// are exact decimal strings (amount × price, see usdValue.ts), rounded only where they are shown.

/**
 * inGame: the IN_GAME wallet (GOLDY, DFL, tickets); wallet: the Global Wallet on chain (GOLDY, DFL, USDC);
 * staked: the open stakes with the DFL rewards earned so far; pool: the DFL/USDC LP tokens in the Global Wallet.
 */
export const PORTFOLIO_PARTS = ['inGame', 'wallet', 'staked', 'pool'] as const;
export type PortfolioPartName = (typeof PORTFOLIO_PARTS)[number];

export const holdingSchema = z.object({
  token: valuedTokenSchema,
  /** In token units, more than 0. */
  amount: amountSchema,
  /** amount × the token's price, exact; null when the token has no USD price now. */
  usd: z.nullable(amountSchema),
});
export type Holding = z.infer<typeof holdingSchema>;

export const portfolioPartSchema = z.object({
  part: z.enum(PORTFOLIO_PARTS),
  /** The sum of the holdings that have a USD price, exact; null when the part could not be read. */
  usd: z.nullable(amountSchema),
  /** What the part holds, tokens with nothing left out. */
  holdings: z.array(holdingSchema),
  /** Why the part could not be read, in the player's words; null when it was read. */
  error: z.nullable(z.string()),
});
export type PortfolioPart = z.infer<typeof portfolioPartSchema>;

/** GET {api}/portfolio: the signed-in player's holdings, part by part, and their total in USD. */
export const portfolioSchema = z.object({
  readAt: isoTimeSchema,
  /** The sum of every part's `usd`, exact; null when a part could not be read. */
  usd: z.nullable(amountSchema),
  /** Tokens held that have no USD price now (in every part together), so are not in `usd`. */
  unpriced: z.array(z.object({ token: valuedTokenSchema, amount: amountSchema })),
  /** In PORTFOLIO_PARTS order. */
  parts: z.array(portfolioPartSchema),
  /** The prices the values were computed with. */
  prices: priceListSchema,
});
export type Portfolio = z.infer<typeof portfolioSchema>;
