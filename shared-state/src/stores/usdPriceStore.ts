import { create } from 'zustand';
import type { PriceList } from '../schemas/prices';
import { useServices, type GameApi } from '../services';
import { useLoginStore } from './loginStore';

/**
 * The game's USD prices (`GET {api}/prices`), read once a session first needs them and kept fresh while
 * something shows them (docs/product-rules.md, "Values in USD"): `loading` until the first read of the
 * session answers, `known` with the prices and when they were read, `unknown` when they could not be read
 * (and no earlier read is recent enough to keep). An unknown price is said in words, never shown as $0.
 */
export type UsdPriceStatus = 'loading' | 'known' | 'unknown';

export interface UsdPriceFields {
  status: UsdPriceStatus;
  /** The last prices read, with the game's `readAt`; null unless `known`. */
  prices: PriceList | null;
  /** When this app received them (ms since the epoch), to tell when to read again. */
  receivedAt: number | null;
}

/** How often prices are read again while something shows them. */
export const PRICE_REFRESH_MS = 60_000;
/** How long prices are kept after a read again failed; older ones are unknown. */
export const PRICE_KEPT_MS = 5 * 60_000;

const NOT_READ: UsdPriceFields = { status: 'loading', prices: null, receivedAt: null };

/** One store for the shell and every tab: the header, home and the forms show the same prices. */
export const useUsdPriceStore = create<UsdPriceFields>()(() => NOT_READ);

let reading: { token: string; done: Promise<void> } | null = null;

/**
 * Reads the prices into the store; one read at a time per session (a second call joins the first). The
 * answer of a read started before a sign-out or a change of wallet is dropped. Without a game API client
 * (before the host provides one) there is nothing to read.
 */
export function readUsdPrices(api: GameApi | null = useServices.getState().gameApi): Promise<void> {
  const token = useLoginStore.getState().token;
  if (reading?.token === token) return reading.done;
  if (!api) return Promise.resolve();
  const current = () => useLoginStore.getState().token === token;
  const done = api
    .getPrices()
    .then(
      (prices) => {
        if (current()) useUsdPriceStore.setState({ status: 'known', prices, receivedAt: Date.now() });
      },
      (error: unknown) => {
        if (!current()) return;
        console.warn('Failed to read prices', error);
        useUsdPriceStore.setState((state) =>
          state.receivedAt !== null && Date.now() - state.receivedAt < PRICE_KEPT_MS
            ? {}
            : { status: 'unknown', prices: null, receivedAt: null },
        );
      },
    )
    .finally(() => {
      if (reading?.done === done) reading = null;
    });
  reading = { token, done };
  return done;
}

let users = 0;
let timer: ReturnType<typeof setInterval> | undefined;

/**
 * Keeps the prices fresh while at least one part of the app shows them: read at once when none were read in
 * the last PRICE_REFRESH_MS, then every PRICE_REFRESH_MS. Returns the release.
 */
export function keepUsdPricesFresh(): () => void {
  users += 1;
  if (users === 1) {
    const { receivedAt, status } = useUsdPriceStore.getState();
    if (status !== 'known' || receivedAt === null || Date.now() - receivedAt >= PRICE_REFRESH_MS) {
      void readUsdPrices();
    }
    timer = setInterval(() => void readUsdPrices(), PRICE_REFRESH_MS);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users -= 1;
    if (users === 0) clearInterval(timer);
  };
}

// Prices are read once per session: a sign-out or another wallet's sign-in starts again from nothing.
useLoginStore.subscribe((state, previous) => {
  if (state.token === previous.token) return;
  useUsdPriceStore.setState(NOT_READ, true);
  if (users > 0 && state.token !== '') void readUsdPrices();
});
