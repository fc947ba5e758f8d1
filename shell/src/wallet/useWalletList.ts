import { useMemo, useSyncExternalStore } from 'react';
import { WalletReadyState, type Adapter } from '@solana/wallet-adapter-base';
import type { Wallet } from '@solana/wallet-adapter-react';

/** The last entry made for each adapter: an adapter whose readiness has not changed keeps the same object. */
const entries = new WeakMap<Adapter, Wallet>();

function entryOf(adapter: Adapter): Wallet {
  const known = entries.get(adapter);
  if (known?.readyState === adapter.readyState) return known;
  const entry = { adapter, readyState: adapter.readyState };
  entries.set(adapter, entry);
  return entry;
}

/** The adapters' readiness as a store React can read: it changes when an adapter reports a change. */
function readinessOf(adapters: readonly Adapter[]) {
  let all: Wallet[] = [];
  let listed: Wallet[] = [];
  return {
    subscribe(changed: () => void): () => void {
      adapters.forEach((adapter) => adapter.on('readyStateChange', changed));
      return () => adapters.forEach((adapter) => adapter.off('readyStateChange', changed));
    },
    snapshot(): Wallet[] {
      const now = adapters.map(entryOf);
      if (now.length === all.length && now.every((entry, i) => entry === all[i])) return listed;
      all = now;
      // An adapter that cannot run here (`Unsupported`) is not listed.
      listed = now.filter(({ readyState }) => readyState !== WalletReadyState.Unsupported);
      return listed;
    },
  };
}

/**
 * The wallets the dialog lists: each adapter with its `readyState`, kept live as an adapter reports a change
 * (an extension that injects itself after the page has loaded turns Installed). An entry that has not changed
 * stays the same object, so what depends on it does not re-render.
 */
export function useWalletList(adapters: readonly Adapter[]): Wallet[] {
  const readiness = useMemo(() => readinessOf(adapters), [adapters]);
  return useSyncExternalStore(readiness.subscribe, readiness.snapshot, readiness.snapshot);
}
