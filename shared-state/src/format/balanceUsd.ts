import { VALUED_TOKEN_DECIMALS, type PriceList, type ValuedToken } from '../schemas/prices';
import { usdValue } from '../schemas/usdValue';
import { formatUsd } from './usd';

/** What an amount is worth, as a player reads it beside the amount. */
export type BalanceUsd =
  | { kind: 'value'; text: string }
  /** The token has no USD price in the game (GOLDY, the tickets). */
  | { kind: 'none'; text: string }
  /** Its price could not be read now. */
  | { kind: 'unknown'; text: string };

export const NO_USD_PRICE = 'No USD price';
export const USD_UNKNOWN = 'USD unknown';

/**
 * `amount` (exact token units) of `token` at the game's prices (docs/product-rules.md, "Values in USD"):
 * never a value for a token without a price, and "USD unknown" (never $0.00) when the prices could not be
 * read (`prices` null) or the pool that prices the token could not be read.
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
    // An amount that is not exact token units: no value rather than a wrong one.
    return { kind: 'unknown', text: USD_UNKNOWN };
  }
}

/**
 * The line under an amount field (docs/product-rules.md, "Values in USD"): the typed amount's value and what
 * is available's, "≈ $1.25 · Available ≈ $10.00"; "No USD price" or "USD unknown" in words instead; null
 * while the prices are still being read, or when there is nothing to value.
 *
 * `typed` is the amount typed when it is a valid amount (else null); `available` what may be spent (null
 * when unknown); `prices` undefined while being read, null when they could not be.
 */
export function amountUsdLine(
  token: ValuedToken,
  typed: string | null,
  available: string | null | undefined,
  prices: PriceList | null | undefined,
): string | null {
  if (prices === undefined) return null;
  const values = [typed, available ?? null].map((amount) =>
    amount === null ? null : balanceUsd(amount, token, prices),
  );
  const [typedUsd, availableUsd] = values;
  const said = values.find((usd) => usd !== null && usd.kind !== 'value');
  if (said) return said.text;
  const parts = [
    typedUsd ? approximately(typedUsd.text) : null,
    availableUsd ? `Available ${approximately(availableUsd.text)}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** "≈ $1.25"; "< $0.01" says it is not exact already. */
const approximately = (text: string) => (text.startsWith('<') ? text : `≈ ${text}`);
