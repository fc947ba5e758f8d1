import type { Reserves } from './poolQuote';

/** The shares of what the player holds that a form offers in one tap: 25 %, 50 %, 75 % and all of it. */
export const PRESET_PERCENTS = [25, 50, 75, 100] as const;
export type PresetPercent = (typeof PRESET_PERCENTS)[number];

/** "25 %", or "Max" for all of it where a form's presets say Max. */
export function presetLabel(percent: PresetPercent, all: 'Max' | '100 %'): string {
  return percent === 100 ? all : `${percent} %`;
}

/** `percent` of `held` base units, rounded down (never more than the player holds). */
export function shareOf(held: bigint, percent: PresetPercent): bigint {
  return (held * BigInt(percent)) / 100n;
}

/**
 * The most DFL the player can add with what they hold: their DFL, or the DFL their USDC matches at the pool
 * ratio (rounded down, so the USDC asked, rounded up, never exceeds what they hold). 0 for an empty pool.
 */
export function maxAddableDfl(reserves: Reserves, dfl: bigint, usdc: bigint): bigint {
  if (reserves.dfl === 0n || reserves.usdc === 0n) return 0n;
  const byUsdc = (usdc * reserves.dfl) / reserves.usdc;
  return dfl < byUsdc ? dfl : byUsdc;
}

/** The slippage tolerances offered in one tap, in percent as the field takes them. */
export const SLIPPAGE_PRESETS = ['0.1', '0.5', '1'] as const;
