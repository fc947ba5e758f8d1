import { priceList } from '../testing/fakes';
import { balanceUsd, NO_USD_PRICE, USD_UNKNOWN } from './balanceUsd';

describe("balanceUsd: a balance's value at the game's prices", () => {
  const prices = priceList();

  it('values DFL, the LP token and USDC exactly, rounded down to the cent', () => {
    expect(balanceUsd('12.5', 'DFL', prices)).toEqual({ kind: 'value', text: '$1.25' });
    // 0.123456789 DFL × 0.1 = 0.0123456789: a cent, not two.
    expect(balanceUsd('0.123456789', 'DFL', prices)).toEqual({ kind: 'value', text: '$0.01' });
    expect(balanceUsd('100', 'DFL_USDC', prices)).toEqual({ kind: 'value', text: '$2,000.00' });
    expect(balanceUsd('7.5', 'USDC', prices)).toEqual({ kind: 'value', text: '$7.50' });
    expect(balanceUsd('0', 'DFL', prices)).toEqual({ kind: 'value', text: '$0.00' });
  });

  it('says GOLDY and the tickets have no USD price, whatever the balance', () => {
    expect(balanceUsd('1000', 'GOLDY', prices)).toEqual({ kind: 'none', text: NO_USD_PRICE });
    expect(balanceUsd('5', 'TICKET', prices)).toEqual({ kind: 'none', text: NO_USD_PRICE });
    expect(balanceUsd('1', 'GOLDEN_TICKET', prices)).toEqual({ kind: 'none', text: NO_USD_PRICE });
    expect(NO_USD_PRICE).toBe('No USD price');
  });

  it('says the value is unknown, never $0.00, when the prices or the pool could not be read', () => {
    expect(balanceUsd('12.5', 'DFL', null)).toEqual({ kind: 'unknown', text: USD_UNKNOWN });
    const noPool = priceList({
      pool: null,
      prices: prices.prices.map((price) =>
        price.source === 'pool' ? { ...price, usd: null, note: 'unread' } : price,
      ),
    });
    expect(balanceUsd('12.5', 'DFL', noPool)).toEqual({ kind: 'unknown', text: USD_UNKNOWN });
    expect(balanceUsd('7.5', 'USDC', noPool)).toEqual({ kind: 'value', text: '$7.50' });
    expect(USD_UNKNOWN).toBe('USD unknown');
  });
});
