import { use, type ComponentType, type ReactNode } from 'react';
import { create } from 'zustand';
import type { Connection } from '@solana/web3.js';
import {
  ConnectionContext,
  WalletContext,
  type ConnectionContextState,
  type WalletContextState,
} from '@solana/wallet-adapter-react';

interface WalletContextsState {
  connection: ConnectionContextState | null;
  wallet: WalletContextState | null;
}

/** The wallet layer's contexts as its root last rendered them (./WalletRoot.tsx), for the tabs that use them. */
const useWalletContexts = create<WalletContextsState>()(() => ({ connection: null, wallet: null }));

let markPublished: () => void = () => undefined;
const published = new Promise<void>((resolve) => (markPublished = resolve));

/** Called by the wallet layer's root at each change of its contexts. */
export function publishWalletContexts(connection: Connection, wallet: WalletContextState): void {
  const current = useWalletContexts.getState();
  useWalletContexts.setState({
    connection: current.connection?.connection === connection ? current.connection : { connection },
    wallet,
  });
  markPublished();
}

/** The wallet layer's contexts, given again around a tab (it renders under the layout, not under the root). */
function TabWalletContexts({ children }: { children: ReactNode }) {
  const { connection, wallet } = useWalletContexts();
  // Until the root has rendered once (a frame at most after this chunk ran), the tab's loading frame stays.
  if (!connection || !wallet) use(published);
  return (
    <ConnectionContext.Provider value={connection!}>
      <WalletContext.Provider value={wallet!}>{children}</WalletContext.Provider>
    </ConnectionContext.Provider>
  );
}

/**
 * A tab that uses the wallet adapter's hooks (`useWallet`, `useConnection`, the kit's transactions) as one
 * component: its App inside the wallet layer's contexts. Decided once per load, before its first render, so the
 * tab's tree never changes shape under it.
 */
export function withWalletContexts(App: ComponentType): ComponentType {
  function TabWithWallet() {
    return (
      <TabWalletContexts>
        <App />
      </TabWalletContexts>
    );
  }
  TabWithWallet.displayName = `WithWallet(${App.displayName ?? App.name ?? 'App'})`;
  return TabWithWallet;
}
