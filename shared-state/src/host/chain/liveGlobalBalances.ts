import { loadGlobalBalances } from './globalBalances';
import type { GlobalWatcher } from './globalWatch';
import { useBalanceReadStore } from '../../stores/balanceReadStore';

/** How often GLOBAL balances that could not be read are read again (docs/product-rules.md, "Balances"). */
export const CHAIN_RETRY_MS = 5_000;

export interface LiveGlobalBalances {
  /**
   * Reads the balances now, or takes `begun`, a read already under way; a failed read is tried again every few
   * seconds until the chain answers.
   */
  refresh: (begun?: Promise<boolean>) => Promise<void>;
  /** The session may subscribe from now on (the first idle moment after the signed-in screen's first frame). */
  arm: () => void;
  /** The chain's subscriptions, once the wallet layer has made them (or null when they are gone). */
  watchWith: (watcher: GlobalWatcher | null) => void;
  close: () => void;
}

/**
 * A session's GLOBAL balances, kept live: read by `refresh`, and read again whenever one of the owner's token
 * accounts changes, once both the session is armed and a watcher is there, subscribing before that read so
 * that no change falls between them. A read that fails leaves the balances unknown (never 0) and is tried again;
 * when the chain answers again, the subscriptions, lost with its socket, are made again.
 */
export function liveGlobalBalances(owner: string): LiveGlobalBalances {
  let watcher: GlobalWatcher | null = null;
  let unwatch: (() => void) | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let armed = false;
  let closed = false;

  const subscribe = (): void => {
    unwatch?.();
    unwatch = watcher ? watcher(owner, () => void refresh()) : undefined;
  };
  const refresh = async (begun?: Promise<boolean>): Promise<void> => {
    clearTimeout(retry);
    const wasUnknown = useBalanceReadStore.getState().global === 'unknown';
    const read = await (begun ?? loadGlobalBalances(owner, { isCurrent: () => !closed }));
    if (closed) return;
    if (!read) retry = setTimeout(() => void refresh(), CHAIN_RETRY_MS);
    else if (wasUnknown && unwatch) subscribe();
  };
  const start = (): void => {
    if (closed || !armed || !watcher) return;
    subscribe();
    void refresh();
  };
  return {
    refresh,
    arm: () => {
      armed = true;
      start();
    },
    watchWith: (next) => {
      if (next === watcher) return;
      watcher = next;
      unwatch?.();
      unwatch = undefined;
      start();
    },
    close: () => {
      closed = true;
      clearTimeout(retry);
      unwatch?.();
      unwatch = undefined;
    },
  };
}
