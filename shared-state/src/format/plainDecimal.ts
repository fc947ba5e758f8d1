const NUMBER_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

export interface PlainDecimal {
  negative: boolean;
  /** Integer digits without leading zeros ("0" for none). */
  whole: string;
  /** Fraction digits as written, possibly with trailing zeros. */
  fraction: string;
}

/**
 * Splits a number or numeric text into sign, integer and fraction digits without going through float
 * arithmetic: a number is read from its shortest round-trip text (0.3 stays "0.3"), and exponent forms
 * such as 1e-7 are expanded digit by digit. Gives null for anything that is not a finite number.
 */
export function toPlainDecimal(value: number | string): PlainDecimal | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const match = NUMBER_TEXT.exec(String(value).trim());
  if (!match) return null;
  const [, sign = '', intDigits = '', fracDigits = '', exponentText = '0'] = match;
  if (intDigits === '' && fracDigits === '') return null;
  const digits = intDigits + fracDigits;
  const point = intDigits.length + Number(exponentText);
  const padded = point < 0 ? '0'.repeat(-point) + digits : digits.padEnd(point, '0');
  const at = Math.max(point, 0);
  return {
    negative: sign === '-',
    whole: padded.slice(0, at).replace(/^0+/, '') || '0',
    fraction: padded.slice(at),
  };
}
