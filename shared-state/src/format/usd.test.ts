import { formatPrice, formatUsd } from './usd';

describe('formatUsd: an exact value shown to the nearest cent, an exact half cent down', () => {
  it.each([
    ['3150', '$3,150.00'],
    ['0', '$0.00'],
    ['1.999999999', '$2.00'],
    ['1.994', '$1.99'],
    ['1.995', '$1.99'],
    ['1.995000000000000000001', '$2.00'],
    ['1.996', '$2.00'],
    ['12.4', '$12.40'],
    ['1234567.891', '$1,234,567.89'],
    ['0.01', '$0.01'],
    ['0.005', '< $0.01'],
    ['0.0050001', '$0.01'],
    ['0.0000000001', '< $0.01'],
    ['0.000000000000000000001', '< $0.01'],
  ])('%s is %s', (value, shown) => {
    expect(formatUsd(value)).toBe(shown);
  });

  it('refuses what is not an exact decimal, rather than showing a wrong figure', () => {
    expect(() => formatUsd('1e3')).toThrow('"1e3" is not a non-negative decimal number');
    expect(() => formatUsd('-1')).toThrow('"-1" is not a non-negative decimal number');
  });
});

describe('formatPrice: a price per token, cut after 6 decimals, at least cents', () => {
  it.each([
    ['20', '$20.00'],
    ['0.1', '$0.10'],
    ['1', '$1.00'],
    ['0.333333333333', '$0.333333'],
    ['0.666666666666', '$0.666666'],
    ['1234.5', '$1,234.50'],
    ['0.00000012', '< $0.000001'],
    ['0', '$0.00'],
  ])('%s is %s', (price, shown) => {
    expect(formatPrice(price)).toBe(shown);
  });
});
