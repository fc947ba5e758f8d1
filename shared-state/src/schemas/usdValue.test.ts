import {
  PRICE_DECIMALS,
  USD_VALUE_DECIMALS,
  decimalUnits,
  priceOfRatio,
  sumUsd,
  unitsText,
  usdValue,
  usdValueUnits,
} from './usdValue';

describe('usd value maths: integers only, rounded down and only where said', () => {
  it('keeps every digit of amount × price (9 token decimals × 12 price decimals)', () => {
    expect(USD_VALUE_DECIMALS).toBe(21);
    expect(PRICE_DECIMALS).toBe(12);
    expect(usdValue('12.123456789', 9, '0.1')).toBe('1.2123456789');
    expect(usdValue('0.000000001', 9, '0.333333333333')).toBe('0.000000000333333333333');
    expect(usdValue('18446744073.709551615', 9, '20')).toBe('368934881474.1910323');
    expect(usdValue('7.5', 6, '1')).toBe('7.5');
    expect(usdValue('3', 0, '100.5')).toBe('301.5');
    expect(usdValueUnits(1n, 9, '1')).toBe(10n ** 12n);
  });

  it('sums values exactly, where floats would not', () => {
    expect(sumUsd(['0.1', '0.2'])).toBe('0.3');
    expect(sumUsd(['0.000000000000000000001', '999999999999.999999999999999999999'])).toBe('1000000000000');
    expect(sumUsd([])).toBe('0');
  });

  it('rounds a ratio down to the price decimals', () => {
    expect(priceOfRatio(1n, 3n)).toBe('0.333333333333');
    expect(priceOfRatio(2n, 3n)).toBe('0.666666666666');
    expect(priceOfRatio(10n, 1n)).toBe('10');
    expect(priceOfRatio(1n, 0n)).toBeNull();
  });

  it('refuses what is not an exact decimal of the expected precision', () => {
    expect(() => decimalUnits('1e3', 9)).toThrow('"1e3" is not a non-negative decimal number');
    expect(() => decimalUnits('-1', 9)).toThrow('"-1" is not a non-negative decimal number');
    expect(() => usdValue('0.1234567891', 9, '1')).toThrow('"0.1234567891" has more than 9 decimal places');
    expect(() => usdValue('1', 9, '0.0000000000001')).toThrow('has more than 12 decimal places');
    expect(() => usdValueUnits(1n, 10, '1')).toThrow('decimals must be a whole number from 0 to 9, got 10');
    expect(unitsText(-1500n, 3)).toBe('-1.5');
  });
});
