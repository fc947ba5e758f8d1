import { decimalUnits, USD_VALUE_DECIMALS } from '../schemas/usdValue';
import { groupDigits } from './groupDigits';

/** Exact USD value units (10^-21 USD) in one cent. */
const UNITS_PER_CENT = 10n ** BigInt(USD_VALUE_DECIMALS - 2);

/**
 * Exact value units in whole cents as shown: to the nearest cent, an exact half cent down (1.245 → 124,
 * 1.2451 → 125). Integers only.
 */
function roundHalfDownToCents(units: bigint): bigint {
  const cents = units / UNITS_PER_CENT;
  return (units % UNITS_PER_CENT) * 2n > UNITS_PER_CENT ? cents + 1n : cents;
}

/**
 * An exact USD value (a decimal string, see usdValue) as a player reads it (docs/product-rules.md, "Values
 * in USD"): "$1,234.56", to the nearest cent with an exact half cent rounded down; "< $0.01" for a value
 * that is not nothing but rounds to no cent.
 */
export function formatUsd(value: string): string {
  const units = decimalUnits(value, USD_VALUE_DECIMALS);
  const cents = roundHalfDownToCents(units);
  if (cents === 0n && units > 0n) return '< $0.01';
  const whole = (cents / 100n).toString();
  const fraction = (cents % 100n).toString().padStart(2, '0');
  return `$${groupDigits(whole)}.${fraction}`;
}

/** How many decimals a price shows at most: enough for a token worth a fraction of a cent. */
const PRICE_SHOWN_DECIMALS = 6;

/**
 * A price per token: "$20.00", "$0.10", "$0.333333" (cut, never rounded up, at least cents); "< $0.000001" for
 * a price below what is shown that is not nothing.
 */
export function formatPrice(price: string): string {
  const [whole = '0', fraction = ''] = price.split('.');
  const shown = fraction.slice(0, PRICE_SHOWN_DECIMALS).replace(/0+$/, '');
  if (/^0*$/.test(whole) && shown === '' && /[1-9]/.test(fraction)) {
    return `< $0.${'1'.padStart(PRICE_SHOWN_DECIMALS, '0')}`;
  }
  return `$${groupDigits(whole)}.${shown.padEnd(2, '0')}`;
}
