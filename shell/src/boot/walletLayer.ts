import { useSyncExternalStore } from 'react';

type WalletLayerModule = typeof import('../wallet/walletLayerEntry');

let loading: Promise<WalletLayerModule> | undefined;
let loaded: WalletLayerModule | null = null;
const listeners = new Set<() => void>();

/**
 * The wallet layer (web3.js, the wallet adapter, the wallet dialog, the wallet side of sign-in, the chain's
 * subscriptions, what the tabs that move value share): a chunk of its own, which a signed-in screen does not
 * wait for (docs/performance.md, "The signed-in screen before the wallet layer"). Loaded once; a failed load
 * is tried again by the next call.
 */
export function loadWalletLayer(): Promise<WalletLayerModule> {
  loading ??= import(/* webpackChunkName: "wallet-layer" */ '../wallet/walletLayerEntry').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The wallet layer once loaded (null before): renders again when it arrives. */
export function useWalletLayer(): WalletLayerModule | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loaded,
  );
}
