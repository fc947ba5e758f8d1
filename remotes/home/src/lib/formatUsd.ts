import { groupDigits, usdCents } from '@companion/shared-state';

/**
 * An exact USD value as a player reads it: "$1,234.56", rounded down to the cent (a value shown never exceeds
 * what is held), "< $0.01" for less than a cent that is not nothing.
 */
export function formatUsd(value: string): string {
  const { cents, rounded } = usdCents(value);
  if (cents === 0n && rounded) return '< $0.01';
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
