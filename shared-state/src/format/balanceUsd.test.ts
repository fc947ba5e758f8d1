import { priceList } from '../testing/priceList';
import { amountUsdLine, balanceUsd, NO_USD_PRICE, USD_UNKNOWN } from './balanceUsd';

const prices = priceList();
const noPool = priceList({
  pool: null,
  prices: prices.prices.map((price) =>
    price.source === 'pool' ? { ...price, usd: null, note: 'unread' } : price,
  ),
});

describe("balanceUsd: an amount's value at the game's prices", () => {
  it('values DFL, the LP token and USDC exactly, shown to the nearest cent', () => {
    expect(balanceUsd('12.5', 'DFL', prices)).toEqual({ kind: 'value', text: '$1.25' });
    // 0.123456789 DFL × 0.1 = 0.0123456789: a cent.
    expect(balanceUsd('0.123456789', 'DFL', prices)).toEqual({ kind: 'value', text: '$0.01' });
    // 12.46 × 0.1 = 1.246: up to $1.25; 12.45 × 0.1 = 1.245, an exact half: down to $1.24.
    expect(balanceUsd('12.46', 'DFL', prices)).toEqual({ kind: 'value', text: '$1.25' });
    expect(balanceUsd('12.45', 'DFL', prices)).toEqual({ kind: 'value', text: '$1.24' });
    expect(balanceUsd('100', 'DFL_USDC', prices)).toEqual({ kind: 'value', text: '$2,000.00' });
    expect(balanceUsd('7.5', 'USDC', prices)).toEqual({ kind: 'value', text: '$7.50' });
    expect(balanceUsd('0', 'DFL', prices)).toEqual({ kind: 'value', text: '$0.00' });
  });

  it('says GOLDY and the tickets have no USD price, whatever the amount', () => {
    expect(balanceUsd('1000', 'GOLDY', prices)).toEqual({ kind: 'none', text: NO_USD_PRICE });
    expect(balanceUsd('5', 'TICKET', prices)).toEqual({ kind: 'none', text: NO_USD_PRICE });
    expect(balanceUsd('1', 'GOLDEN_TICKET', prices)).toEqual({ kind: 'none', text: NO_USD_PRICE });
    expect(NO_USD_PRICE).toBe('No USD price');
  });

  it('says the value is unknown, never $0.00, when the prices or the pool could not be read', () => {
    expect(balanceUsd('12.5', 'DFL', null)).toEqual({ kind: 'unknown', text: USD_UNKNOWN });
    expect(balanceUsd('12.5', 'DFL', noPool)).toEqual({ kind: 'unknown', text: USD_UNKNOWN });
    expect(balanceUsd('7.5', 'USDC', noPool)).toEqual({ kind: 'value', text: '$7.50' });
    expect(balanceUsd('0.1234567891', 'DFL', prices)).toEqual({ kind: 'unknown', text: USD_UNKNOWN });
    expect(USD_UNKNOWN).toBe('USD unknown');
  });
});

describe('amountUsdLine: what the amount typed and what is available are worth, under the field', () => {
  it("gives the typed amount's value and the available's", () => {
    expect(amountUsdLine('DFL', '124', '300', prices)).toBe('≈ $12.40 · Available ≈ $30.00');
    expect(amountUsdLine('DFL', null, '300', prices)).toBe('Available ≈ $30.00');
    expect(amountUsdLine('USDC', '2.5', null, prices)).toBe('≈ $2.50');
    expect(amountUsdLine('DFL', '0.01', '0', prices)).toBe('< $0.01 · Available ≈ $0.00');
  });

  it('says in words when there is no value to give, and nothing while the prices are read', () => {
    expect(amountUsdLine('GOLDY', '5', '10', prices)).toBe('No USD price');
    expect(amountUsdLine('DFL', '5', '10', null)).toBe('USD unknown');
    expect(amountUsdLine('DFL_USDC', '5', undefined, noPool)).toBe('USD unknown');
    expect(amountUsdLine('DFL', '5', '10', undefined)).toBeNull();
    expect(amountUsdLine('DFL', null, undefined, prices)).toBeNull();
  });
});
