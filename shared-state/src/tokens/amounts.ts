// Token amounts travel as exact decimal strings and are computed on as bigint base units, because a
// 9-decimal token overflows a float's 15-16 significant digits.
import { formatBaseUnits, parseBaseUnits } from '../schemas/baseUnits';

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
  if (!DECIMAL.test(amount))
    throw new Error(`Invalid amount "${amount}": expected a decimal number such as "12.5"`);
  const units = parseBaseUnits(amount, decimals);
  if (units === null) throw new Error(`Invalid amount "${amount}": more than ${decimals} decimal places`);
  return units;
}

/** 1500000000n with 9 decimals → "1.5": no trailing zeros, "0" for zero. */
export function fromBaseUnits(units: bigint, decimals: number): string {
  checkDecimals(decimals);
  return formatBaseUnits(units, decimals);
}
