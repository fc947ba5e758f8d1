import {
  PORTFOLIO_PARTS,
  USD_VALUE_DECIMALS,
  VALUED_TOKEN_DECIMALS,
  unitsText,
  usdValueUnits,
  type Holding,
  type Portfolio,
  type PortfolioPart,
  type PortfolioPartName,
  type PriceList,
  type ValuedToken,
} from '@companion/shared-state/schemas';
import { fromBaseUnits } from '../funds/units';

/** Base units per token of one part, or why the part could not be read. */
export type PartReading = Partial<Record<ValuedToken, bigint>> | { error: string };

const isError = (reading: PartReading): reading is { error: string } => 'error' in reading;

/**
 * The portfolio from what was read (docs/game-api.md, "Prices, portfolio and activity"). Values are exact:
 * base units × price, summed as integers; a token with no USD price is listed in `unpriced` and left out of
 * the sums, never counted as 0. A part that could not be read makes the total null.
 */
export function buildPortfolio(
  readings: Readonly<Record<PortfolioPartName, PartReading>>,
  prices: PriceList,
  readAt: number,
): Portfolio {
  const priceOf = new Map(prices.prices.map((price) => [price.token, price.usd]));
  const unpriced = new Map<ValuedToken, bigint>();
  let total: bigint | null = 0n;
  const parts = PORTFOLIO_PARTS.map((part): PortfolioPart => {
    const reading = readings[part];
    if (isError(reading)) {
      total = null;
      return { part, usd: null, holdings: [], error: reading.error };
    }
    let sum = 0n;
    const holdings: Holding[] = [];
    for (const [token, units] of Object.entries(reading) as [ValuedToken, bigint][]) {
      if (units <= 0n) continue;
      const decimals = VALUED_TOKEN_DECIMALS[token];
      const price = priceOf.get(token) ?? null;
      const value = price === null ? null : usdValueUnits(units, decimals, price);
      if (value === null) unpriced.set(token, (unpriced.get(token) ?? 0n) + units);
      else sum += value;
      holdings.push({
        token,
        amount: fromBaseUnits(units, decimals),
        usd: value === null ? null : unitsText(value, USD_VALUE_DECIMALS),
      });
    }
    if (total !== null) total += sum;
    return { part, usd: unitsText(sum, USD_VALUE_DECIMALS), holdings, error: null };
  });
  return {
    readAt: new Date(readAt).toISOString(),
    usd: total === null ? null : unitsText(total, USD_VALUE_DECIMALS),
    unpriced: [...unpriced].map(([token, units]) => ({
      token,
      amount: fromBaseUnits(units, VALUED_TOKEN_DECIMALS[token]),
    })),
    parts,
    prices,
  };
}
