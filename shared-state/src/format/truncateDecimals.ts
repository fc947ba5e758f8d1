import { toPlainDecimal } from './plainDecimal';

/**
 * Cuts an amount to `places` decimals without rounding (the header shows 1 decimal: docs/product-rules.md, "Formatting"), working on
 * the decimal digits so float error cannot creep in: 1.99 → "1.9", 0.05 → "0", -1.99 → "-1.9".
 *
 * Trailing zeros are dropped, so a whole amount shows as "1", never "1.0" (as amounts are written
 * everywhere else in the app). A value that truncates to zero is "0", never "-0". Input that is not a
 * finite number shows as "0": this runs in the header's render, which must not crash on bad data.
 */
export function truncateDecimals(value: number | string, places = 1): string {
  if (!Number.isInteger(places) || places < 0) {
    throw new RangeError(`places must be a non-negative integer, got ${places}`);
  }
  const decimal = toPlainDecimal(value);
  if (!decimal) return '0';
  const fraction = decimal.fraction.slice(0, places).replace(/0+$/, '');
  const isZero = decimal.whole === '0' && fraction === '';
  return `${decimal.negative && !isZero ? '-' : ''}${decimal.whole}${fraction ? `.${fraction}` : ''}`;
}
