import { loadGlobalBalances } from './globalBalances';
import type { GlobalWatcher } from './globalWatch';
import { BALANCE_RETRY_MS } from '../../stores/balanceReadStore';

export interface LiveGlobalBalances {
  /**
   * Reads the balances now, or takes `begun`, a read already under way; asked while a read runs, reads once
   * more after it. A failed read is tried again every few seconds until the chain answers.
   */
  refresh: (begun?: Promise<boolean>) => Promise<void>;
  /** Subscribes (the first idle moment after the signed-in screen's first frame). */
  arm: () => void;
  close: () => void;
}

/**
 * A session's GLOBAL balances, kept live: read by `refresh`, and, once the session is armed, read whenever the
 * owner's token accounts may have changed unseen: when the chain confirms the subscription (so that no change
 * falls between the first frame's read and it), after a dropped socket is subscribed again, and at each change
 * (./chainSubscriptions.ts). A read that fails leaves the balances unknown (never 0) and is tried again.
 */
export function liveGlobalBalances(owner: string, watch: GlobalWatcher): LiveGlobalBalances {
  let unwatch: (() => void) | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let reading: Promise<void> | null = null;
  let again = false;
  let closed = false;

  const run = async (begun?: Promise<boolean>): Promise<void> => {
    let first = begun;
    do {
      again = false;
      clearTimeout(retry);
      const read = await (first ?? loadGlobalBalances(owner, { isCurrent: () => !closed }));
      first = undefined;
      if (closed) return;
      if (!read && !again) retry = setTimeout(() => void refresh(), BALANCE_RETRY_MS);
    } while (again);
  };
  const refresh = (begun?: Promise<boolean>): Promise<void> => {
    if (reading) {
      again = true;
      return reading;
    }
    reading = run(begun).finally(() => {
      reading = null;
    });
    return reading;
  };
  return {
    refresh,
    arm: () => {
      if (closed || unwatch) return;
      unwatch = watch(owner, () => void refresh());
    },
    close: () => {
      closed = true;
      clearTimeout(retry);
      unwatch?.();
      unwatch = undefined;
    },
  };
}
