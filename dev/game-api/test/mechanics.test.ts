import {
  energyPerHour,
  healthMultiplier,
  LEVEL_CAPS,
  levelFactor,
  miniGameReward,
  repairCostPerHp,
  repairQuote,
  upgradeQuote,
} from '../src/nfts/mechanics';

test('F at the documented points: F(1) = 2, F(60) = 11, F(100) = 25', () => {
  expect(levelFactor(1)).toBe(2);
  expect(levelFactor(60)).toBeCloseTo(11, 9);
  expect(levelFactor(100)).toBeCloseTo(25, 9);
});

test('F is piecewise-linear with a slope that rises every 5 levels', () => {
  const slope = (level: number) => levelFactor(level + 1) - levelFactor(level);
  expect(slope(1)).toBeCloseTo(slope(4), 12);
  expect(slope(6)).toBeGreaterThan(slope(5));
  expect(slope(11)).toBeGreaterThan(slope(10));
  for (let level = 1; level < 100; level++) expect(slope(level)).toBeGreaterThan(0);
});

test('level caps by rarity', () => {
  expect(LEVEL_CAPS).toEqual({ common: 30, uncommon: 50, rare: 70, epic: 90, legendary: 100 });
});

test('an upgrade costs 10 · F^1.5 GOLDY in whole cents rounded up, DFL on every 5th level, and takes its time', () => {
  // 10 · 2^1.5 = 28.2842… → 28.29 GOLDY
  expect(upgradeQuote(1)).toEqual({ target: 2, goldy: 28_290_000_000n, dfl: 0n, durationMs: 3_564_000 });
  const toFive = upgradeQuote(4);
  expect(toFive.dfl).toBe(50_000_000_000n);
  // target 5: 5 · 0.5 · (1 − 0.025) = 2.4375 h
  expect(toFive.durationMs).toBe(8_775_000);
  expect(upgradeQuote(5).dfl).toBe(0n);
});

test('energy restores at F(L) / (24 · (1 + 0.005 · L)) per hour', () => {
  expect(energyPerHour(1)).toBeCloseTo(2 / (24 * 1.005), 12);
  expect(energyPerHour(60)).toBeCloseTo(11 / (24 * 1.3), 9);
});

test('repairs cost less per HP as the level rises, charged in whole cents rounded up', () => {
  expect(repairCostPerHp(1)).toBe(2);
  expect(repairCostPerHp(20)).toBeLessThan(repairCostPerHp(10));
  expect(repairQuote(1, 10)).toBe(20_000_000_000n);
  expect(repairQuote(11, 1)).toBe(1_670_000_000n); // 2 / 1.2 = 1.666… → 1.67
  expect(repairQuote(5, 0)).toBe(0n);
});

test("a mini-game's reward falls 10 % for each 10 HP missing, rounded down to the cent", () => {
  expect(healthMultiplier(100, 100)).toBe(1);
  expect(healthMultiplier(91, 100)).toBe(1);
  expect(healthMultiplier(90, 100)).toBe(0.9);
  expect(healthMultiplier(0, 100)).toBe(0);
  // 50/100 · F(1) · 1 · 5 = 5 GOLDY
  expect(miniGameReward(50, 1, 100, 100)).toBe(5_000_000_000n);
  expect(miniGameReward(50, 1, 80, 100)).toBe(4_000_000_000n);
});
