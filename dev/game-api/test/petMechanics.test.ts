import { levelFactor } from '../src/nfts/mechanics';
import { ADVENTURE_HOURS, claimReward, loveDecayStartsAt, loveMeterAt } from '../src/nfts/petMechanics';

const HOUR = 3_600_000;

test('the love meter holds for 16 hours without food, then falls 1 per full hour, never below 0', () => {
  expect(loveMeterAt(60, 0, 0, 16 * HOUR)).toBe(60);
  expect(loveMeterAt(60, 0, 0, 17 * HOUR - 1)).toBe(60);
  expect(loveMeterAt(60, 0, 0, 17 * HOUR)).toBe(59);
  expect(loveMeterAt(60, 0, 0, 20.5 * HOUR)).toBe(56);
  expect(loveMeterAt(3, 0, 0, 100 * HOUR)).toBe(0);
  expect(loveDecayStartsAt(5 * HOUR)).toBe(21 * HOUR);
});

test('decay counts from the last meal; a value set later (a claim) loses only what came due after it', () => {
  // Fed at 0, the meter was set to 50 at 18 h (2 points had come due by then): at 20 h it has lost 2 more.
  expect(loveMeterAt(50, 18 * HOUR, 0, 20 * HOUR)).toBe(48);
  // A meal at 30 h starts the 16 hours again.
  expect(loveMeterAt(40, 30 * HOUR, 30 * HOUR, 45 * HOUR)).toBe(40);
});

test('a claim pays love / 100 · F(L) · health multiplier · 10 GOLDY, whole cents rounded down', () => {
  // 100 / 100 · F(1) = 2 · 1 · 10 = 20 GOLDY
  expect(claimReward({ loveMeter: 100, level: 1, hp: 100, maxHp: 100 })).toBe(20_000_000_000n);
  // 50 / 100 · 2 · 0.9 (15 HP missing) · 10 = 9 GOLDY
  expect(claimReward({ loveMeter: 50, level: 1, hp: 85, maxHp: 100 })).toBe(9_000_000_000n);
  expect(claimReward({ loveMeter: 0, level: 1, hp: 100, maxHp: 100 })).toBe(0n);
  // Level 2: 0.33 · F(2) · 10 is not a whole number of cents; the payout is rounded down, never up.
  const exactCents = 0.33 * levelFactor(2) * 10 * 100;
  expect(Number.isInteger(exactCents)).toBe(false);
  expect(claimReward({ loveMeter: 33, level: 2, hp: 100, maxHp: 100 })).toBe(
    BigInt(Math.floor(exactCents)) * 10_000_000n,
  );
});

test('adventures of 1, 3, 8 and 24 hours pay 1×, 2.5×, 5× and 12× a claim: more the longer', () => {
  expect(ADVENTURE_HOURS).toEqual([1, 3, 8, 24]);
  const pet = { loveMeter: 100, level: 1, hp: 100, maxHp: 100 };
  expect(ADVENTURE_HOURS.map((hours) => claimReward(pet, hours))).toEqual([
    20_000_000_000n,
    50_000_000_000n,
    100_000_000_000n,
    240_000_000_000n,
  ]);
});
