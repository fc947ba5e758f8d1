import { formatAmount, formatPercent } from '../src';

describe('one number format across screens', () => {
  test('amounts: grouped, cut to a sensible precision, never rounded up, tiny ones not shown as 0', () => {
    expect(formatAmount('1234567.891234567')).toBe('1,234,567.891234');
    expect(formatAmount('0.000000123')).toBe('< 0.000001');
    expect(formatAmount('0')).toBe('0');
    expect(formatAmount('12.500000000', 2)).toBe('12.5');
    expect(formatAmount('0.999999999', 2)).toBe('0.99');
  });

  test('percentages: rounded as players read them, grouped', () => {
    expect(formatPercent('1576800.00')).toBe('1,576,800 %');
    expect(formatPercent('42.57')).toBe('42.5 %');
    expect(formatPercent('8.259')).toBe('8.25 %');
    expect(formatPercent('0.001')).toBe('< 0.01 %');
    expect(formatPercent('0')).toBe('0 %');
  });
});
