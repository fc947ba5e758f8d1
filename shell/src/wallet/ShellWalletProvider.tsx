import { useMemo, useRef, type ReactNode } from 'react';
import type { Adapter } from '@solana/wallet-adapter-base';
import { WalletContext, type WalletContextState } from '@solana/wallet-adapter-react';
import { useStandardWalletAdapters } from '@solana/wallet-standard-wallet-adapter-react';
import { MOBILE_WALLET_ADAPTER_NAME } from './mobileWalletName';
import { usePageUnloading } from './usePageUnloading';
import { useWalletErrors, type WalletErrorHandler } from './useWalletErrors';
import { useWalletList } from './useWalletList';
import { useWalletChoice } from './useWalletChoice';
import { useConnectionStatus } from './useConnectionStatus';
import { useAutoConnect, type AutoConnect } from './useAutoConnect';
import { useConnectActions } from './useConnectActions';
import { useSigningMethods } from './useSigningMethods';

export interface ShellWalletProviderProps {
  children: ReactNode;
  /** The wallets listed even when absent; installed Wallet Standard wallets are added on their own. */
  wallets: Adapter[];
  autoConnect?: AutoConnect;
  onError?: WalletErrorHandler;
}

/**
 * The wallet context of @solana/wallet-adapter-react (`useWallet`), supplied by the shell itself: the
 * package's `WalletProvider` brings the legacy Mobile Wallet Adapter, which the shell has no use for (Android
 * gets Mobile Wallet Adapter as a Wallet Standard wallet, ./mobileWalletAdapter.ts), and its code would load
 * with every sign-in. Each field behaves as the package's provider has it.
 */
export function ShellWalletProvider({
  children,
  wallets: given,
  autoConnect,
  onError,
}: ShellWalletProviderProps) {
  const adapters = useStandardWalletAdapters(given);
  const wallets = useWalletList(adapters);
  const unloadingRef = useRef(false);
  const report = useWalletErrors(onError, unloadingRef);
  const choice = useWalletChoice(adapters, unloadingRef);
  usePageUnloading(unloadingRef, choice.walletName !== MOBILE_WALLET_ADAPTER_NAME);
  const { adapter, select, dropChoice, chosenHereRef } = choice;
  const wallet = useMemo(
    () => wallets.find((entry) => entry.adapter === adapter) ?? null,
    [wallets, adapter],
  );
  const { publicKey, connected, connecting, disconnecting } = useConnectionStatus(
    adapter,
    unloadingRef,
    report,
  );
  const autoConnects = useAutoConnect({
    autoConnect,
    adapter,
    wallet,
    connected,
    connecting,
    chosenHereRef,
    dropChoice,
  });
  const { connect, disconnect } = useConnectActions({
    wallet,
    adapter,
    connecting,
    disconnecting,
    dropChoice,
    report,
  });
  const signing = useSigningMethods(adapter, connected, report);

  const value = useMemo<WalletContextState>(
    () => ({
      autoConnect: autoConnects,
      wallets,
      wallet,
      publicKey,
      connected,
      connecting: connecting.on,
      disconnecting: disconnecting.on,
      select,
      connect,
      disconnect,
      ...signing,
    }),
    [
      autoConnects,
      wallets,
      wallet,
      publicKey,
      connected,
      connecting.on,
      disconnecting.on,
      select,
      connect,
      disconnect,
      signing,
    ],
  );
  return <WalletContext.Provider value={value}>{children}</WalletContext.Provider>;
}
