import type { UiTokenAmount } from '../ledger/types';

/** "1234500" with 6 decimals → "1.2345" (exact: no float on the way). */
export function formatUnits(amount: bigint, decimals: number): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** The uiTokenAmount object a validator returns for a raw amount. */
export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const uiAmountString = formatUnits(amount, decimals);
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}

/** A UI amount (number or decimal string) → raw units, exactly; throws when it has more decimals than allowed. */
export function parseUnits(value: number | string, decimals: number): bigint {
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new Error(`"${text}" is not a non-negative decimal amount`);
  const whole = match[1] as string;
  const fraction = match[2] ?? '';
  if (fraction.replace(/0+$/, '').length > decimals) {
    throw new Error(`"${text}" has more than ${decimals} decimal places`);
  }
  return BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
}

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`${value} is not a finite amount`);
  // toString() switches to exponent notation below 1e-6 and above 1e21; toFixed(20) keeps it plain.
  const text = value.toString();
  return /e/i.test(text) ? value.toFixed(20).replace(/\.?0+$/, '') : text;
}
