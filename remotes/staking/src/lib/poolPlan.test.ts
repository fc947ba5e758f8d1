import { impactText, positionAt, priceImpact, reservesAfterAdd } from './poolPlan';
import { quoteAdd } from './poolQuote';

const DFL = 1_000_000_000n;
/** The seeded pool: 100,000 DFL and 10,000 USDC, 1,000 LP. */
const SEEDED = { dfl: 100_000n * DFL, usdc: 10_000_000_000n, lpSupply: 1_000n * DFL };

describe('the add-liquidity plan', () => {
  it('moves the price by nothing at the pool ratio, and by the rounding of the side that follows', () => {
    const quote = quoteAdd(SEEDED, 'DFL', 10n * DFL, 50);
    expect(impactText(priceImpact(SEEDED, quote.dfl, quote.usdc))).toBe('0 %');
    // 1,000 DFL, 333 USDC: 10 DFL asks 3.33 → 4 USDC, which moves the price by 670 / 336,330 = 0.19921 %, rounded up.
    const odd = { dfl: 1_000n, usdc: 333n, lpSupply: 500n };
    const rounded = quoteAdd(odd, 'DFL', 10n, 0);
    expect(priceImpact(odd, rounded.dfl, rounded.usdc)).toBe(199_210n);
    expect(impactText(199_210n)).toBe('0.19 %');
    // Lopsided amounts (not what the form sends) move it by what they are.
    expect(impactText(priceImpact(SEEDED, 100_000n * DFL, 0n))).toBe('50 %');
    expect(impactText(1n)).toBe('< 0.01 %');
  });

  it("shows the player's LP after the add and what it pays back at the new reserves, rounded down", () => {
    const quote = quoteAdd(SEEDED, 'DFL', 10n * DFL, 50);
    const after = reservesAfterAdd(SEEDED, quote.dfl, quote.usdc, quote.lp);
    expect(after).toEqual({ dfl: 100_010n * DFL, usdc: 10_001_000_000n, lpSupply: 1_000_100_000_000n });
    // 2 LP held and 0.1 LP minted: 2.1 LP = 210 DFL + 21 USDC.
    expect(positionAt(after, 2n * DFL + quote.lp)).toEqual({
      lp: 2_100_000_000n,
      dfl: 210n * DFL,
      usdc: 21_000_000n,
    });
    expect(positionAt({ dfl: 1_000n, usdc: 333n, lpSupply: 500n }, 7n)).toEqual({
      lp: 7n,
      dfl: 14n,
      usdc: 4n,
    });
    expect(positionAt({ dfl: 0n, usdc: 0n, lpSupply: 0n }, 0n)).toEqual({ lp: 0n, dfl: 0n, usdc: 0n });
  });
});
