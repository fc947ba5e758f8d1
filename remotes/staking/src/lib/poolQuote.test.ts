import { priceOfDfl, quoteAdd, quoteRemove, slippageBps, withSlippage } from './poolQuote';
import { rewardsAt } from './rewardsAt';

const seeded = { dfl: 100_000_000_000_000_000n, usdc: 10_000_000_000_000n, lpSupply: 1_000_000_000_000_000n };

describe('pool quotes', () => {
  it('asks for the matching USDC rounded up and shows LP rounded down', () => {
    const quote = quoteAdd(seeded, 'DFL', 10_000_000_000n, 50);
    expect(quote).toMatchObject({ dfl: 10_000_000_000n, usdc: 1_000_000n, lp: 100_000_000n });
    expect(quote.minLp).toBe(99_500_000n);
    const odd = { dfl: 1_000n, usdc: 333n, lpSupply: 500n };
    expect(quoteAdd(odd, 'DFL', 10n, 0)).toMatchObject({ usdc: 4n, lp: 5n });
    expect(quoteAdd(odd, 'USDC', 1n, 0)).toMatchObject({ dfl: 4n, lp: 1n });
  });

  it('pays removals rounded down and applies the tolerance', () => {
    expect(quoteRemove({ dfl: 1_000n, usdc: 333n, lpSupply: 500n }, 7n, 100)).toEqual({
      dfl: 14n,
      usdc: 4n,
      minDfl: 13n,
      minUsdc: 3n,
    });
    expect(withSlippage(1_000n, 50)).toBe(995n);
  });

  it('prices DFL in USDC and reads the tolerance in percent, comma or point', () => {
    expect(priceOfDfl(seeded)).toBe('0.1');
    expect(slippageBps('0.5')).toBe(50);
    expect(slippageBps('1,5')).toBe(150);
    expect(slippageBps('51')).toBeNull();
    expect(slippageBps('abc')).toBeNull();
    expect(slippageBps('0.555')).toBeNull();
  });

  it('shows the share of the pool after the deposit', () => {
    expect(quoteAdd({ dfl: 900n, usdc: 90n, lpSupply: 900n }, 'DFL', 100n, 0).shareAfter).toBe('10.00');
    // LP already held counts too.
    expect(quoteAdd({ dfl: 900n, usdc: 90n, lpSupply: 900n }, 'DFL', 100n, 0, 400n).shareAfter).toBe('50.00');
    expect(
      quoteAdd({ dfl: 10n ** 12n, usdc: 10n ** 11n, lpSupply: 10n ** 12n }, 'DFL', 1n, 0).shareAfter,
    ).toBe('< 0.01');
  });
});

describe('ticking rewards', () => {
  it('adds the per-second rate for each whole second since the server figure', () => {
    const position = { rewards: '1.5', rewardPerSecond: '0.000000003' };
    expect(rewardsAt(position, 0)).toBe('1.5');
    expect(rewardsAt(position, 1_999)).toBe('1.500000003');
    expect(rewardsAt(position, 10_000)).toBe('1.50000003');
    expect(rewardsAt(position, -5_000)).toBe('1.5');
  });
});
