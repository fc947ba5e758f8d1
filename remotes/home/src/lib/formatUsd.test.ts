import { formatPrice, formatUsd } from './formatUsd';

describe('formatUsd: an exact value shown to the cent, rounded down', () => {
  it.each([
    ['3150', '$3,150.00'],
    ['0', '$0.00'],
    ['1.999999999', '$1.99'],
    ['1234567.891', '$1,234,567.89'],
    ['0.01', '$0.01'],
    ['0.0000000001', '< $0.01'],
    ['0.009999999999999999999', '< $0.01'],
  ])('%s is %s', (value, shown) => {
    expect(formatUsd(value)).toBe(shown);
  });
});

describe('formatPrice: a price per token, cut after 6 decimals, at least cents', () => {
  it.each([
    ['20', '$20.00'],
    ['0.1', '$0.10'],
    ['1', '$1.00'],
    ['0.333333333333', '$0.333333'],
    ['1234.5', '$1,234.50'],
    ['0.00000012', '< $0.000001'],
    ['0', '$0.00'],
  ])('%s is %s', (price, shown) => {
    expect(formatPrice(price)).toBe(shown);
  });
});
