import { fromBaseUnits, toBaseUnits } from './amounts';

export interface AmountInputRules {
  /** The token's name as the player reads it, e.g. "DFL". */
  label: string;
  decimals: number;
  /** What may be spent, a decimal string in token units; absent when there is no upper bound. */
  balance?: string;
}

export type AmountInput =
  | { ok: true; /** Normalized, e.g. "1,50" → "1.5". */ amount: string; baseUnits: bigint }
  | { ok: false; /** Empty input: nothing to say yet. */ empty: boolean; message: string };

// Digits with an optional fraction; either side of the point may be empty ("5.", ".5"), not both.
const AMOUNT = /^(-?)(\d*)(?:\.(\d*))?$/;

/**
 * What the player typed, checked against the token and the balance on exact base units, never floats
 * (docs/product-rules.md, "Amounts"). A comma is read as the decimal point: many phone keypads offer only
 * ",", so "1,5" is 1.5. Digit-grouping spaces are ignored.
 */
export function parseAmountInput(input: string, rules: AmountInputRules): AmountInput {
  const text = input.trim().replace(/[\s_]/g, '').replace(',', '.');
  if (text === '') return { ok: false, empty: true, message: 'Enter an amount' };
  const match = AMOUNT.exec(text);
  const [, sign = '', whole = '', fraction = ''] = match ?? [];
  if (!match || whole + fraction === '') return fail('Enter a number, e.g. 1.5');
  if (sign || /^0*$/.test(whole + fraction)) return fail('The amount must be greater than 0');
  if (fraction.replace(/0+$/, '').length > rules.decimals) {
    return fail(`${rules.label} allows at most ${rules.decimals} decimals`);
  }
  const baseUnits = toBaseUnits(`${whole || '0'}${fraction ? `.${fraction}` : ''}`, rules.decimals);
  if (rules.balance !== undefined && baseUnits > balanceUnits(rules.balance, rules.decimals)) {
    return fail(`Not enough ${rules.label}: you have ${rules.balance}`);
  }
  return { ok: true, amount: fromBaseUnits(baseUnits, rules.decimals), baseUnits };
}

/** The most the Max button may fill in: the balance cut (never rounded) to the token's decimals. */
export function maxAmountInput(balance: string, decimals: number): string {
  return fromBaseUnits(balanceUnits(balance, decimals), decimals);
}

/** A balance that cannot be read counts as nothing, so it can never allow an overdraw. */
function balanceUnits(balance: string, decimals: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(balance.trim());
  if (!match) return 0n;
  const [, whole = '0', fraction = ''] = match;
  return toBaseUnits(`${whole}.${fraction.slice(0, decimals) || '0'}`, decimals);
}

const fail = (message: string): AmountInput => ({ ok: false, empty: false, message });
