// Token amounts travel as exact decimal strings and are computed on as bigint base units, because a
// 9-decimal token overflows a float's 15-16 significant digits.

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

function checkDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(`decimals must be a non-negative integer, got ${decimals}`);
  }
}

/**
 * "1.5" with 9 decimals → 1500000000n. Accepts an optional minus sign, digits and an optional fraction;
 * zeros past `decimals` are harmless ("1.50" with 1 decimal is fine), other digits there would be lost and
 * throw instead.
 */
export function toBaseUnits(amount: string, decimals: number): bigint {
  checkDecimals(decimals);
  const match = DECIMAL.exec(amount);
  if (!match) throw new Error(`Invalid amount "${amount}": expected a decimal number such as "12.5"`);
  const [, sign = '', whole = '0', rawFraction = ''] = match;
  const fraction = rawFraction.replace(/0+$/, '');
  if (fraction.length > decimals) {
    throw new Error(`Invalid amount "${amount}": more than ${decimals} decimal places`);
  }
  const units = BigInt(whole + fraction.padEnd(decimals, '0'));
  return sign ? -units : units;
}

/** 1500000000n with 9 decimals → "1.5": no trailing zeros, "0" for zero. */
export function fromBaseUnits(units: bigint, decimals: number): string {
  checkDecimals(decimals);
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
