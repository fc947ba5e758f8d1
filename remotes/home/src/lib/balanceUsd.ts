import { VALUED_TOKEN_DECIMALS, usdValue } from '@companion/shared-state';
import type { PriceList, ValuedToken } from '../api/homeApi';
import { formatUsd } from './formatUsd';

/** What a balance is worth, as a player reads it beside the balance. */
export type BalanceUsd =
  | { kind: 'value'; text: string }
  /** The token has no USD price in the game (GOLDY, the tickets). */
  | { kind: 'none'; text: string }
  /** Its price could not be read now. */
  | { kind: 'unknown'; text: string };

export const NO_USD_PRICE = 'No USD price';
export const USD_UNKNOWN = 'USD unknown';

/**
 * `amount` (exact token units) of `token` at the game's price: never a value for a token without a price,
 * and "unknown" (never $0.00) when the price could not be read.
 */
export function balanceUsd(amount: string, token: ValuedToken, prices: PriceList | null): BalanceUsd {
  const price = prices?.prices.find((candidate) => candidate.token === token);
  if (!price) return { kind: 'unknown', text: USD_UNKNOWN };
  if (price.usd === null) {
    // The pool's tokens have a price when the pool can be read; the others have none in the game.
    return price.source === 'pool'
      ? { kind: 'unknown', text: USD_UNKNOWN }
      : { kind: 'none', text: NO_USD_PRICE };
  }
  try {
    return { kind: 'value', text: formatUsd(usdValue(amount, VALUED_TOKEN_DECIMALS[token], price.usd)) };
  } catch {
    // An amount the header could not show exactly (it always can): no value rather than a wrong one.
    return { kind: 'unknown', text: USD_UNKNOWN };
  }
}
