import { LEVEL_CAPS } from '@companion/shared-state/schemas';

// The game's published NFT rules (docs/game-api.md, "Inventory mechanics"). Constants live here, on the
// server; the app shows what the API answers and never computes a price itself.

// The level caps are shared with the app, which shows "level / cap" without asking for a quote.
export { LEVEL_CAPS };

// F is piecewise-linear: each step up one level adds SLOPE_BASE + SLOPE_RISE · (which block of 5 levels it
// is in), so the slope rises every 5 levels. The two constants are solved from F(60) = 11 and F(100) = 25.
const STEPS_TO_60 = { count: 59, blocks: 319 };
const STEPS_TO_100 = { count: 99, blocks: 931 };
const SLOPE_RISE =
  (23 * STEPS_TO_60.count - 9 * STEPS_TO_100.count) /
  (STEPS_TO_100.blocks * STEPS_TO_60.count - STEPS_TO_60.blocks * STEPS_TO_100.count);
const SLOPE_BASE = (9 - STEPS_TO_60.blocks * SLOPE_RISE) / STEPS_TO_60.count;

/** F(level): F(1) = 2, F(60) = 11, F(100) = 25. */
export function levelFactor(level: number): number {
  let value = 2;
  for (let step = 1; step < level; step++) value += SLOPE_BASE + SLOPE_RISE * Math.floor((step - 1) / 5);
  return value;
}

/** Cents of a token, rounded up: every price is charged in whole cents, in the game's favour. */
const GOLDY_CENT = 10_000_000n;
function toBaseUnitsUp(amount: number): bigint {
  return BigInt(Math.ceil(amount * 100 - 1e-9)) * GOLDY_CENT;
}

export interface UpgradeQuote {
  target: number;
  /** Base units (9 decimals). */
  goldy: bigint;
  dfl: bigint;
  durationMs: number;
}

/** +1 level: 10 · F(level)^1.5 GOLDY, and on every 5th level also 10 DFL × that level; locked meanwhile. */
export function upgradeQuote(level: number): UpgradeQuote {
  const target = level + 1;
  const goldy = toBaseUnitsUp(10 * levelFactor(level) ** 1.5);
  const dfl = target % 5 === 0 ? BigInt(10 * target) * 1_000_000_000n : 0n;
  const hours = target * 0.5 * (1 - 0.005 * target);
  return { target, goldy, dfl, durationMs: Math.round(hours * 3_600_000) };
}

/** Energy back per hour on the game clock: F(L) / (24 · (1 + 0.005 · L)). */
export function energyPerHour(level: number): number {
  return levelFactor(level) / (24 * (1 + 0.005 * level));
}

/** GOLDY per HP repaired: 2 at level 1, falling as the level rises (2 / (1 + 0.02 · (L − 1))). */
export function repairCostPerHp(level: number): number {
  return 2 / (1 + 0.02 * (level - 1));
}

export function repairQuote(level: number, missingHp: number): bigint {
  return missingHp <= 0 ? 0n : toBaseUnitsUp(missingHp * repairCostPerHp(level));
}

/** A mini-game's reward falls 10 % for each 10 HP missing (never below nothing). */
export function healthMultiplier(hp: number, maxHp: number): number {
  return Math.max(0, 1 - 0.1 * Math.floor((maxHp - hp) / 10));
}

/** GOLDY paid for a mini-game: score / max · F(level) · health multiplier · 5. */
export const MINI_GAME_REWARD_CONSTANT = 5;
export const MINI_GAME_MAX_SCORE = 100;
export function miniGameReward(score: number, level: number, hp: number, maxHp: number): bigint {
  const goldy =
    (score / MINI_GAME_MAX_SCORE) *
    levelFactor(level) *
    healthMultiplier(hp, maxHp) *
    MINI_GAME_REWARD_CONSTANT;
  // A reward is paid in whole cents, rounded down: the game rounds in its own favour.
  return BigInt(Math.floor(goldy * 100 + 1e-9)) * GOLDY_CENT;
}

/** XP a mini-game adds: one per ten points scored. */
export const miniGameXp = (score: number) => Math.floor(score / 10);
