import type { PriceList } from '@companion/shared-state/schemas';
import type { PoolReserves } from '../pool/poolMath';
import { priceList } from './priceList';

export interface PriceSources {
  /** The pool's reserves as booked now; rejects when they cannot be read. */
  bookedReserves: () => Promise<PoolReserves>;
  /** Real time: when the prices were read. */
  now: () => number;
  /** Told why the reserves could not be read (the answer then has no DFL or LP price). */
  onUnread: (error: unknown) => void;
}

/** Reads every token's price now. Never rejects: a price that cannot be read is null, never 0. */
export async function readPrices(sources: PriceSources): Promise<PriceList> {
  let reserves: PoolReserves | null = null;
  try {
    reserves = await sources.bookedReserves();
  } catch (error) {
    sources.onUnread(error);
  }
  return priceList(reserves, sources.now());
}
