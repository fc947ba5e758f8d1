import { ADVENTURE_HOURS, type NftType } from '@companion/shared-state/schemas';
import { healthMultiplier, levelFactor } from './mechanics';

// The pets' published rules (docs/game-api.md, "Inventory mechanics"): the love meter, its decay, and
// what claiming it pays. Constants live here, on the server; the app shows what the quote answers.

const HOUR_MS = 3_600_000;
const GOLDY_CENT = 10_000_000n;

/** Hours a pet goes without food before its love meter starts to fall, one point per further full hour. */
export const LOVE_DECAY_GRACE_HOURS = 16;

/** Love points lost between `fedAt` and `at` (game clock): none for 16 hours, then 1 per full hour. */
function decaySince(fedAt: number, at: number): number {
  return Math.max(0, Math.floor((at - fedAt) / HOUR_MS) - LOVE_DECAY_GRACE_HOURS);
}

/**
 * The love meter at `now`: the value stored at `loveAt`, less the decay that came due between then and now
 * (decay counts from the last meal, so a meal resets it; a claim that empties the meter does not).
 */
export function loveMeterAt(stored: number, loveAt: number, fedAt: number, now: number): number {
  const lost = decaySince(fedAt, now) - decaySince(fedAt, Math.max(loveAt, fedAt));
  return Math.max(0, stored - Math.max(0, lost));
}

/** When the meter starts to fall if the pet is not fed (game clock). */
export const loveDecayStartsAt = (fedAt: number) => fedAt + LOVE_DECAY_GRACE_HOURS * HOUR_MS;

/** Cows, ducks and chickens pay at once when claimed; dogs and cats go on an adventure first. */
export const FARM_ANIMALS: readonly NftType[] = ['cow', 'duck', 'chicken'];
export const ADVENTURERS: readonly NftType[] = ['dog', 'cat'];

/** How much more than a farm animal's claim each adventure (hours) pays: more the longer. */
export const ADVENTURE_MULTIPLIERS: Readonly<Record<(typeof ADVENTURE_HOURS)[number], number>> = {
  1: 1,
  3: 2.5,
  8: 5,
  24: 12,
};
export { ADVENTURE_HOURS };

/** The claim's base: love meter / 100 · F(L) · health multiplier · 10 GOLDY. */
export const CLAIM_REWARD_CONSTANT = 10;

/** GOLDY (base units) a claim pays: the base times the adventure's multiplier, whole cents rounded down. */
export function claimReward(
  pet: { loveMeter: number; level: number; hp: number; maxHp: number },
  adventureHours?: (typeof ADVENTURE_HOURS)[number],
): bigint {
  const multiplier = adventureHours === undefined ? 1 : ADVENTURE_MULTIPLIERS[adventureHours];
  const goldy =
    (pet.loveMeter / 100) *
    levelFactor(pet.level) *
    healthMultiplier(pet.hp, pet.maxHp) *
    CLAIM_REWARD_CONSTANT *
    multiplier;
  return BigInt(Math.floor(goldy * 100 + 1e-9)) * GOLDY_CENT;
}

/** A claim costs the pet this much HP. */
export const CLAIM_HP_COST = 1;
