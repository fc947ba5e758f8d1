// Exact decimal strings in token units ↔ integer base units, never via floats: the one conversion the app,
// the value maths and the game server all use.

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * "12.5" with 9 decimals → 12500000000n (a leading minus allowed); zeros past `decimals` are harmless. Null
 * when the text is not a decimal number or has more significant decimals than `decimals`.
 */
export function parseBaseUnits(text: string, decimals: number): bigint | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '0', rawFraction = ''] = match;
  const fraction = rawFraction.replace(/0+$/, '');
  if (fraction.length > decimals) return null;
  const units = BigInt(whole + fraction.padEnd(decimals, '0'));
  return sign ? -units : units;
}

/** 12500000000n with 9 decimals → "12.5": the shortest exact form, "0" for zero. */
export function formatBaseUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
