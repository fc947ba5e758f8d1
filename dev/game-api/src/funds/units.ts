/** Converts between exact decimal strings in token units and integer base units; never via floats. */

/** "12.5" with 9 decimals → 12500000000n; null when the text has more decimals than the token has. */
export function toBaseUnits(text: string, decimals: number): bigint | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '0', rawFraction = ''] = match;
  const fraction = rawFraction.replace(/0+$/, '');
  if (fraction.length > decimals) return null;
  const units = BigInt(whole + fraction.padEnd(decimals, '0'));
  return sign === '-' ? -units : units;
}

/** 12500000000n with 9 decimals → "12.5"; the shortest exact form, "0" for zero. */
export function fromBaseUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** The largest amount an SQLite INTEGER column holds. */
export const MAX_BASE_UNITS = 2n ** 63n - 1n;
