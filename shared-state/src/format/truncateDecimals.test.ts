import { truncateDecimals } from './truncateDecimals';

describe('truncateDecimals', () => {
  it.each([
    [1.99, '1.9'],
    [0.05, '0'],
    ['1234.56789', '1234.5'],
    [-1.99, '-1.9'],
    [0.3, '0.3'],
    [0.1 + 0.2, '0.3'],
    ['12.99', '12.9'],
    ['500.19', '500.1'],
    [2.675, '2.6'],
    ['0.999999999', '0.9'],
    ['18446744073.709551615', '18446744073.7'],
  ] as const)('cuts %j to 1 decimal without rounding: %s', (value, shown) => {
    expect(truncateDecimals(value)).toBe(shown);
  });

  it('shows whole amounts without ".0" (7.05 → "7", 1.0 → "1", "12.90" → "12.9")', () => {
    expect(truncateDecimals('7.05')).toBe('7');
    expect(truncateDecimals('1.0')).toBe('1');
    expect(truncateDecimals(1)).toBe('1');
    expect(truncateDecimals('12.90')).toBe('12.9');
    expect(truncateDecimals('100')).toBe('100');
    expect(truncateDecimals(0)).toBe('0');
  });

  it('never shows "-0"', () => {
    expect(truncateDecimals(-0.05)).toBe('0');
    expect(truncateDecimals('-0.0')).toBe('0');
    expect(truncateDecimals(-0)).toBe('0');
  });

  it('honours other place counts', () => {
    expect(truncateDecimals('1.23456', 3)).toBe('1.234');
    expect(truncateDecimals(9.99, 0)).toBe('9');
    expect(truncateDecimals('1.5', 4)).toBe('1.5');
  });

  it('reads exponent forms digit by digit', () => {
    expect(truncateDecimals(1e-7, 9)).toBe('0.0000001');
    expect(truncateDecimals(1e21)).toBe('1000000000000000000000');
    expect(truncateDecimals('1.25e2')).toBe('125');
    expect(truncateDecimals('-1.99E0')).toBe('-1.9');
  });

  it('tolerates loose but numeric text', () => {
    expect(truncateDecimals('007.55')).toBe('7.5');
    expect(truncateDecimals('.75')).toBe('0.7');
    expect(truncateDecimals('+3.14')).toBe('3.1');
  });

  it('shows "0" for input that is not a finite number', () => {
    for (const bad of ['', 'abc', '1,5', '-', '.', NaN, Infinity, -Infinity]) {
      expect(truncateDecimals(bad)).toBe('0');
    }
  });

  it('rejects an impossible place count', () => {
    expect(() => truncateDecimals(1, -1)).toThrow('places must be a non-negative integer, got -1');
    expect(() => truncateDecimals(1, 0.5)).toThrow(RangeError);
  });
});
