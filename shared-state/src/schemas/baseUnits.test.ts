import { formatBaseUnits, parseBaseUnits } from './baseUnits';

describe('base units', () => {
  it('reads exact decimals, signed, with harmless trailing zeros', () => {
    expect(parseBaseUnits('12.5', 9)).toBe(12_500_000_000n);
    expect(parseBaseUnits('-3', 2)).toBe(-300n);
    expect(parseBaseUnits('1.50', 1)).toBe(15n);
    expect(parseBaseUnits('0.000000001', 9)).toBe(1n);
  });

  it('refuses what is not a decimal or has more decimals than the token', () => {
    expect(parseBaseUnits('1e3', 9)).toBeNull();
    expect(parseBaseUnits('1.', 9)).toBeNull();
    expect(parseBaseUnits('0.0000000001', 9)).toBeNull();
  });

  it('writes the shortest exact form', () => {
    expect(formatBaseUnits(12_500_000_000n, 9)).toBe('12.5');
    expect(formatBaseUnits(0n, 9)).toBe('0');
    expect(formatBaseUnits(-1500n, 3)).toBe('-1.5');
    expect(formatBaseUnits(1n, 9)).toBe('0.000000001');
  });
});
