import { useEffect } from 'react';
import { useNotification } from '../socket';
import type { PriceList } from '../schemas/prices';
import { useLoginStore } from './loginStore';
import { keepUsdPricesFresh, readUsdPrices, useUsdPriceStore } from './usdPriceStore';

/** The pool's reserves moved (the player's own add or remove): DFL and the LP token have a new price. */
const POOL_MOVED = 'liquidityUpdated';

/**
 * The game's USD prices for a part of the app that shows values in USD: undefined while the session's first
 * read runs, null when they could not be read (say "USD unknown", never $0), else the prices with their
 * `readAt`. Reads them when the session has none yet and keeps them fresh while mounted and `active`
 * (a part that shows USD only at the player's choice passes the choice); every caller shares the one read
 * (docs/product-rules.md, "Values in USD").
 */
export function useUsdPrices(active = true): PriceList | null | undefined {
  const wanted = useLoginStore((s) => s.token !== '') && active;
  useEffect(() => (wanted ? keepUsdPricesFresh() : undefined), [wanted]);
  useNotification(POOL_MOVED, () => {
    if (wanted) void readUsdPrices();
  });
  return useUsdPriceStore((s) => (s.status === 'loading' ? undefined : s.prices));
}
