import { maxAddableDfl, presetLabel, PRESET_PERCENTS, shareOf, SLIPPAGE_PRESETS } from './presets';

const DFL = 1_000_000_000n;
/** The seeded pool: 0.1 USDC per DFL. */
const SEEDED = { dfl: 100_000n * DFL, usdc: 10_000_000_000n, lpSupply: 1_000n * DFL };

describe('presets', () => {
  it('offers 25, 50, 75 % and all of it, named as the form says', () => {
    expect(PRESET_PERCENTS.map((percent) => presetLabel(percent, 'Max'))).toEqual([
      '25 %',
      '50 %',
      '75 %',
      'Max',
    ]);
    expect(PRESET_PERCENTS.map((percent) => presetLabel(percent, '100 %'))).toEqual([
      '25 %',
      '50 %',
      '75 %',
      '100 %',
    ]);
    expect(SLIPPAGE_PRESETS).toEqual(['0.1', '0.5', '1']);
  });

  it('takes a share of what is held rounded down, and all of it exactly', () => {
    expect(shareOf(7n, 25)).toBe(1n);
    expect(shareOf(7n, 50)).toBe(3n);
    expect(shareOf(7n, 75)).toBe(5n);
    expect(shareOf(7n, 100)).toBe(7n);
    expect(shareOf(2n * DFL, 25)).toBe(DFL / 2n);
  });

  it('adds at most what both balances allow at the pool ratio', () => {
    // 100 DFL and 20 USDC: the DFL is the limit (it needs 10 USDC).
    expect(maxAddableDfl(SEEDED, 100n * DFL, 20_000_000n)).toBe(100n * DFL);
    // 100 DFL and 2.5 USDC: the USDC is (it matches 25 DFL).
    expect(maxAddableDfl(SEEDED, 100n * DFL, 2_500_000n)).toBe(25n * DFL);
    // The USDC asked for the most DFL, rounded up, never passes what is held.
    const odd = { dfl: 1_000n, usdc: 333n, lpSupply: 500n };
    const dfl = maxAddableDfl(odd, 10_000n, 10n);
    expect(dfl).toBe(30n);
    expect((dfl * odd.usdc + odd.dfl - 1n) / odd.dfl).toBeLessThanOrEqual(10n);
    expect(maxAddableDfl(SEEDED, 0n, 20_000_000n)).toBe(0n);
    expect(maxAddableDfl({ dfl: 0n, usdc: 0n, lpSupply: 0n }, DFL, DFL)).toBe(0n);
  });
});
