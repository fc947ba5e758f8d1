import { groupDigits } from '@companion/shared-state';
import { formatAmount } from './numbers';

/**
 * Units players count rather than measure, by every spelling the app meets (the token type, its label):
 * written as words, singular for exactly one ("1 ticket", "7 tickets"). Tokens keep their symbol ("15 DFL").
 */
const COUNTED: Readonly<Record<string, readonly [one: string, many: string]>> = {
  TICKET: ['ticket', 'tickets'],
  GOLDEN_TICKET: ['golden ticket', 'golden tickets'],
  'GOLDEN TICKET': ['golden ticket', 'golden tickets'],
  NFT: ['NFT', 'NFTs'],
  entry: ['entry', 'entries'],
};

/** Exactly one, whatever the spelling ("1", "1.0", "1.000000000"). */
function isOne(amount: string | number | bigint): boolean {
  return /^[+-]?0*1(\.0*)?$/.test(String(amount).trim());
}

/**
 * The unit of `amount` as players read it after the number (docs/tab-kit.md, "Numbers"): "ticket" for 1,
 * "tickets" otherwise, "golden tickets", "NFTs"; any other unit (a token's symbol: DFL, GOLDY, USDC, DFL/USDC
 * LP) as it is.
 */
export function unitName(unit: string, amount: string | number | bigint): string {
  const names = COUNTED[unit];
  if (!names) return unit;
  return isOne(amount) ? names[0] : names[1];
}

/**
 * An amount and its unit as players read it: "7 tickets", "1 golden ticket", "1,234.5 GOLDY". Grouped and
 * exact, or cut to `maxDecimals` as `formatAmount` does.
 */
export function amountText(amount: string | number | bigint, unit: string, maxDecimals?: number): string {
  const value = String(amount);
  const shown = maxDecimals === undefined ? groupDigits(value) : formatAmount(value, maxDecimals);
  return `${shown} ${unitName(unit, value)}`;
}
