import { z } from './zod';
import { amountSchema, deltaSchema, walletIdSchema } from './common';

export const IN_GAME_TOKENS = ['GOLDY', 'DFL', 'TICKET', 'GOLDEN_TICKET'] as const;
export const inGameTokenSchema = z.enum(IN_GAME_TOKENS, {
  error: `must be one of ${IN_GAME_TOKENS.join(', ')}`,
});
export type InGameToken = z.infer<typeof inGameTokenSchema>;

/** Decimals of each in-game token; amounts on the wire are decimal strings in token units. */
export const IN_GAME_DECIMALS: Readonly<Record<InGameToken, number>> = {
  GOLDY: 9,
  DFL: 9,
  TICKET: 0,
  GOLDEN_TICKET: 0,
};

/**
 * The in-game identifiers of the tickets, which have no on-chain mint (GOLDY and DFL use their on-chain
 * mint addresses). A second spelling, TicketDefault/TicketGold, is in use and clients accept it too (docs/product-rules.md, "Wallets and tokens").
 */
export const IN_GAME_TICKET_IDS = { TICKET: 'DefaultTicket', GOLDEN_TICKET: 'GoldenTicket' } as const;

/** One entry of the in-game funds list: `mint` identifies the token, `amount` is exact, in token units. */
export const fundsItemSchema = z.object({ mint: z.string().check(z.minLength(1)), amount: amountSchema });
export type FundsItem = z.infer<typeof fundsItemSchema>;

/** GET {api}/p2e/funds and the data of a fundsUpdated message. */
export const fundsListSchema = z.array(fundsItemSchema);
export type FundsList = z.infer<typeof fundsListSchema>;

/**
 * GET {api}/p2e/funds/withdrawable: per in-game token, the balance (`amount`), its bonus part (the starting
 * funds and what they earned: spendable in game, never withdrawable) and what a withdrawal may take
 * (`withdrawable` = amount − bonus). Beside the funds list, whose shape stays as it is.
 */
export const withdrawableItemSchema = z.object({
  token: inGameTokenSchema,
  mint: z.string().check(z.minLength(1)),
  amount: amountSchema,
  bonus: amountSchema,
  withdrawable: amountSchema,
});
export const withdrawableFundsSchema = z.array(withdrawableItemSchema);
export type WithdrawableItem = z.infer<typeof withdrawableItemSchema>;
export type WithdrawableFunds = z.infer<typeof withdrawableFundsSchema>;

/** POST /dev/funds (local only): credit (positive delta) or debit (negative) a wallet's in-game funds. */
export const devFundsRequestSchema = z.object({
  walletId: walletIdSchema,
  token: inGameTokenSchema,
  delta: deltaSchema,
});
export type DevFundsRequest = z.infer<typeof devFundsRequestSchema>;
