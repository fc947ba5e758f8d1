import { groupDigits, truncateDecimals } from '@companion/shared-state';

/** Decimals a reward or other running figure shows: enough to see it move, few enough to read. */
export const REWARD_DECIMALS = 6;

/**
 * An amount as players read it on every screen (docs/tab-kit.md, "Numbers"): digits grouped, at most
 * `maxDecimals` decimals, cut (never rounded up: nobody is shown more than they have), trailing zeros
 * dropped; "< 0.000001" for an amount above zero that the cut would show as 0.
 */
export function formatAmount(value: string, maxDecimals = REWARD_DECIMALS): string {
  const cut = truncateDecimals(value, maxDecimals);
  const positive = /[1-9]/.test(value) && !value.trim().startsWith('-');
  if (positive && !/[1-9]/.test(cut))
    return `< ${maxDecimals === 0 ? '1' : `0.${'0'.repeat(maxDecimals - 1)}1`}`;
  return groupDigits(cut);
}

/**
 * A percentage as players read it: grouped, two decimals under 10 %, one under 100 %, none above ("8.25 %",
 * "42.5 %", "1,576,800 %"), cut rather than rounded up; "< 0.01 %" for less than that above zero. `value` is
 * a decimal string in percent.
 */
export function formatPercent(value: string): string {
  const whole = value.split('.')[0]!.replace('-', '');
  const places = whole.length >= 3 ? 0 : whole.length === 2 ? 1 : 2;
  const cut = truncateDecimals(value, places);
  if (/[1-9]/.test(value) && !/[1-9]/.test(cut)) return '< 0.01 %';
  return `${groupDigits(cut)} %`;
}
