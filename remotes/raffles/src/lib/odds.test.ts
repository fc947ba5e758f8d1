import { formatChance, winChance } from './odds';

describe('odds', () => {
  it('is the share of entries for one prize, and exact when every entry wins', () => {
    expect(winChance(1, 4, 1)).toBeCloseTo(0.25);
    expect(winChance(3, 3, 3)).toBe(1);
    expect(winChance(2, 5, 5)).toBe(1);
    expect(winChance(0, 10, 3)).toBe(0);
  });

  it('counts each winning entry leaving the draw', () => {
    // 1 entry of 4, two prizes: 1 − (3/4 · 2/3) = 1/2.
    expect(winChance(1, 4, 2)).toBeCloseTo(0.5);
  });

  it('reads as a percentage that never rounds up', () => {
    expect(formatChance(0.5)).toBe('50 %');
    expect(formatChance(0.05)).toBe('5 %');
    expect(formatChance(0.0999)).toBe('9.99 %');
    expect(formatChance(0.99999)).toBe('99.9 %');
    expect(formatChance(0.12399)).toBe('12.3 %');
    expect(formatChance(0.0004)).toBe('0.04 %');
    expect(formatChance(0.00000001)).toBe('< 0.01 %');
    expect(formatChance(0)).toBe('0 %');
    expect(formatChance(1)).toBe('100 %');
  });
});
