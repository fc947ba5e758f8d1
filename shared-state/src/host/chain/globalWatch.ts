import { create } from 'zustand';

/**
 * Calls `onChange` whenever one of the owner's GLOBAL token accounts changes on chain; answers the
 * unsubscribe. Made from web3.js's Connection by the wallet layer (`globalBalanceWatcher` in
 * '@companion/shared-state/host/wallet'), which the signed-in screen does not wait for.
 */
export type GlobalWatcher = (owner: string, onChange: () => void) => () => void;

interface GlobalWatchState {
  watcher: GlobalWatcher | null;
}

/** The chain's account subscriptions, once the wallet layer has provided them (null until then). */
export const useGlobalWatchStore = create<GlobalWatchState>()(() => ({ watcher: null }));

export function provideGlobalWatcher(watcher: GlobalWatcher | null): void {
  useGlobalWatchStore.setState({ watcher });
}
