import { fromBaseUnits, toBaseUnits, truncateDecimals } from '@companion/shared-state';

export interface AmountRules {
  /** The token's name as the player reads it, e.g. "DFL". */
  label: string;
  decimals: number;
  /** The source wallet's balance, a decimal string in token units. */
  balance: string;
}

export type AmountCheck =
  | { ok: true; /** Normalized, e.g. ".50" → "0.5". */ amount: string; baseUnits: bigint }
  | { ok: false; message: string };

// Digits with an optional fraction; either side of the point may be empty ("5.", ".5"), not both.
const AMOUNT = /^(-?)(\d*)(?:\.(\d*))?$/;

/** Checks what the player typed against the token and the balance, on exact base units (never floats). */
export function validateAmount(input: string, { label, decimals, balance }: AmountRules): AmountCheck {
  const text = input.trim();
  if (text === '') return fail('Enter an amount');
  const match = AMOUNT.exec(text);
  const [, sign = '', whole = '', fraction = ''] = match ?? [];
  if (!match || whole + fraction === '') return fail('Enter a valid amount');
  if (sign || /^0*$/.test(whole + fraction)) return fail('The amount must be greater than 0');
  if (fraction.length > decimals) return fail(`${label} allows at most ${decimals} decimals`);

  const baseUnits = toBaseUnits(fraction ? `${whole || '0'}.${fraction}` : whole, decimals);
  if (baseUnits > balanceUnits(balance, decimals)) {
    return fail(`Insufficient balance: you have ${balance} ${label}`);
  }
  return { ok: true, amount: fromBaseUnits(baseUnits, decimals), baseUnits };
}

/** A balance that cannot be read counts as nothing, so it can never allow an overdraw. */
function balanceUnits(balance: string, decimals: number): bigint {
  try {
    return toBaseUnits(truncateDecimals(balance, decimals), decimals);
  } catch {
    return 0n;
  }
}

/** The largest amount the Max button may fill in: the whole balance, cut to the token's decimals. */
export function maxAmount(balance: string, decimals: number): string {
  return truncateDecimals(balance, decimals);
}

const fail = (message: string): AmountCheck => ({ ok: false, message });
