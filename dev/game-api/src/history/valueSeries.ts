import {
  USD_VALUE_DECIMALS,
  VALUED_TOKEN_DECIMALS,
  unitsText,
  usdValueUnits,
  type ValuedToken,
} from '@companion/shared-state/schemas';
import type { Sample } from './dailySamples';

/** An IN_GAME balance as a recorded movement left it (game time ms), in base units. */
export interface BalanceAfter {
  token: ValuedToken;
  at: number;
  balance: bigint;
}

/** One of the player's stakes: its token and amount in base units, staked from `start` to `end` (null: open). */
export interface HeldStake {
  token: ValuedToken;
  amount: bigint;
  start: number;
  end: number | null;
}

export interface ValueSeries {
  /** Exact USD values, one per sample. */
  values: string[];
  /** Tokens held on some day that have no USD price, left out of every value. */
  unpriced: ValuedToken[];
}

/**
 * What the game held for the player at each sample, valued at `prices` (USD per whole token; null: no price):
 * each IN_GAME token at the balance its last movement by then left, plus the stakes open then. Exact: base
 * units × price summed as integers (usdValue.ts); a token without a price is never counted as 0, it is named.
 */
export function valueSeries(
  movements: readonly BalanceAfter[],
  stakes: readonly HeldStake[],
  prices: ReadonlyMap<ValuedToken, string | null>,
  samples: readonly Sample[],
): ValueSeries {
  const unpriced = new Set<ValuedToken>();
  const values = samples.map(({ at }) => {
    const held = new Map<ValuedToken, bigint>();
    for (const movement of movements) if (movement.at <= at) held.set(movement.token, movement.balance);
    for (const stake of stakes) {
      if (stake.start <= at && (stake.end === null || at < stake.end)) {
        held.set(stake.token, (held.get(stake.token) ?? 0n) + stake.amount);
      }
    }
    let sum = 0n;
    for (const [token, units] of held) {
      if (units <= 0n) continue;
      const price = prices.get(token) ?? null;
      if (price === null) unpriced.add(token);
      else sum += usdValueUnits(units, VALUED_TOKEN_DECIMALS[token], price);
    }
    return unitsText(sum, USD_VALUE_DECIMALS);
  });
  return { values, unpriced: [...unpriced] };
}
