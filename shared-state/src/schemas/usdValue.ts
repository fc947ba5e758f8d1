// The value maths of prices and holdings, the same in the game API and the app: integers only, never a float.
// A price has at most PRICE_DECIMALS decimals and a token at most 9, so amount × price is exact with
// USD_VALUE_DECIMALS decimals; values are summed exactly and rounded only where they are shown.
import { formatBaseUnits, parseBaseUnits } from './baseUnits';

/** Prices are USD per whole token, rounded down to this many decimals. */
export const PRICE_DECIMALS = 12;
/** The most decimals a token has (DFL, GOLDY and the LP token). */
const MAX_TOKEN_DECIMALS = 9;
/** Exact USD values: a token amount times a price. */
export const USD_VALUE_DECIMALS = MAX_TOKEN_DECIMALS + PRICE_DECIMALS;

/** "1.5" with 3 decimals → 1500n; throws on anything but a non-negative decimal with at most `decimals`. */
export function decimalUnits(text: string, decimals: number): bigint {
  if (!/^\d+(?:\.\d+)?$/.test(text)) throw new Error(`"${text}" is not a non-negative decimal number`);
  const units = parseBaseUnits(text, decimals);
  if (units === null) throw new Error(`"${text}" has more than ${decimals} decimal places`);
  return units;
}

/** 1500n with 3 decimals → "1.5": the shortest exact form, "0" for zero. */
export const unitsText = formatBaseUnits;

/**
 * A price from a ratio: `numerator / denominator` USD per whole token, rounded down to PRICE_DECIMALS places
 * (so a value computed from it is never more than the holding is worth). Null when the denominator is 0.
 */
export function priceOfRatio(numerator: bigint, denominator: bigint): string | null {
  if (denominator <= 0n || numerator < 0n) return null;
  return unitsText((numerator * 10n ** BigInt(PRICE_DECIMALS)) / denominator, PRICE_DECIMALS);
}

/** The exact value of `amount` base units of a token with `decimals`, at `price`, in 10^-21 USD. */
export function usdValueUnits(amount: bigint, decimals: number, price: string): bigint {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_TOKEN_DECIMALS) {
    throw new RangeError(`decimals must be a whole number from 0 to ${MAX_TOKEN_DECIMALS}, got ${decimals}`);
  }
  return amount * decimalUnits(price, PRICE_DECIMALS) * 10n ** BigInt(MAX_TOKEN_DECIMALS - decimals);
}

/** The exact value of an amount in token units ("12.5") at `price`, as a decimal string of USD. */
export function usdValue(amount: string, decimals: number, price: string): string {
  return unitsText(usdValueUnits(decimalUnits(amount, decimals), decimals, price), USD_VALUE_DECIMALS);
}

/** The exact sum of USD values (decimal strings). */
export function sumUsd(values: readonly string[]): string {
  const total = values.reduce((sum, value) => sum + decimalUnits(value, USD_VALUE_DECIMALS), 0n);
  return unitsText(total, USD_VALUE_DECIMALS);
}
