import { fromBaseUnits, toBaseUnits } from './amounts';

describe('toBaseUnits', () => {
  it.each([
    ['1.5', 9, 1_500_000_000n],
    ['0.000000001', 9, 1n],
    ['123456789.123456789', 9, 123_456_789_123_456_789n],
    ['18446744073.709551615', 9, 18_446_744_073_709_551_615n],
    ['7', 6, 7_000_000n],
    ['0', 9, 0n],
    ['3', 0, 3n],
    ['-2.25', 6, -2_250_000n],
    ['1.50', 1, 15n],
    ['007.10', 2, 710n],
  ] as const)('%s with %i decimals is %s', (text, decimals, units) => {
    expect(toBaseUnits(text, decimals)).toBe(units);
  });

  it.each(['', '1.', '.5', 'abc', '1e9', '1,5', ' 1', '--1', '+1', '1.2.3', 'NaN'])(
    'throws a clear error for malformed %j',
    (text) => {
      expect(() => toBaseUnits(text, 9)).toThrow(
        `Invalid amount "${text}": expected a decimal number such as "12.5"`,
      );
    },
  );

  it('throws rather than drop digits past the decimals', () => {
    expect(() => toBaseUnits('1.0000000001', 9)).toThrow(
      'Invalid amount "1.0000000001": more than 9 decimal places',
    );
    expect(() => toBaseUnits('0.5', 0)).toThrow('Invalid amount "0.5": more than 0 decimal places');
  });

  it('rejects impossible decimals', () => {
    expect(() => toBaseUnits('1', -1)).toThrow(RangeError);
    expect(() => toBaseUnits('1', 1.5)).toThrow('decimals must be a non-negative integer, got 1.5');
  });
});

describe('fromBaseUnits', () => {
  it.each([
    [1_500_000_000n, 9, '1.5'],
    [1n, 9, '0.000000001'],
    [0n, 9, '0'],
    [0n, 0, '0'],
    [1_000_000_000n, 9, '1'],
    [10_000_000n, 6, '10'],
    [123_456_789_123_456_789n, 9, '123456789.123456789'],
    [18_446_744_073_709_551_615n, 9, '18446744073.709551615'],
    [42n, 0, '42'],
    [-2_250_000n, 6, '-2.25'],
    [-1n, 9, '-0.000000001'],
  ] as const)('%s with %i decimals is %s', (units, decimals, text) => {
    expect(fromBaseUnits(units, decimals)).toBe(text);
  });

  it('round-trips with toBaseUnits', () => {
    for (const text of ['0.1', '0.3', '999999999.999999999', '5']) {
      expect(fromBaseUnits(toBaseUnits(text, 9), 9)).toBe(text);
    }
  });
});
