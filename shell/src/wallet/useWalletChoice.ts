import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import type { Adapter, WalletName } from '@solana/wallet-adapter-base';
import { MOBILE_WALLET_ADAPTER_NAME } from './mobileWalletName';
import { useStoredWalletName } from './walletNameStore';

export interface WalletChoice {
  /** The chosen wallet's name, as stored, whether or not its adapter is here yet. */
  walletName: WalletName | null;
  /** The chosen wallet's adapter, once one of that name is listed. */
  adapter: Adapter | null;
  /** The player's choice (`null` for none). */
  select(walletName: WalletName | null): void;
  /** Drops the choice after a failed connect, so the next Sign In asks again. */
  dropChoice(): void;
  /** Whether the player has chosen a wallet on this page (rather than one restored from storage). */
  chosenHereRef: RefObject<boolean>;
}

/**
 * The chosen wallet, kept in storage (./walletNameStore.ts) so a returning player's wallet is restored. A new
 * choice disconnects the previous wallet (except Mobile Wallet Adapter: its disconnect would wipe the wallet
 * app's authorization kept on this device), and a disconnect reported by the wallet clears the choice, unless
 * it comes as the page unloads.
 */
export function useWalletChoice(
  adapters: readonly Adapter[],
  unloadingRef: RefObject<boolean>,
): WalletChoice {
  const [walletName, setWalletName] = useStoredWalletName();
  const adapter = useMemo(
    () => adapters.find((candidate) => candidate.name === walletName) ?? null,
    [adapters, walletName],
  );

  const change = useCallback(
    (next: WalletName | null) => {
      if (next === walletName) return;
      // A failure here reaches the error handler through the adapter's own error event.
      if (adapter && adapter.name !== MOBILE_WALLET_ADAPTER_NAME) adapter.disconnect().catch(() => undefined);
      setWalletName(next);
    },
    [adapter, setWalletName, walletName],
  );

  useEffect(() => {
    if (!adapter) return;
    const disconnected = () => {
      if (!unloadingRef.current) setWalletName(null);
    };
    adapter.on('disconnect', disconnected);
    return () => {
      adapter.off('disconnect', disconnected);
    };
  }, [adapter, setWalletName, unloadingRef]);

  const chosenHereRef = useRef(false);
  const select = useCallback(
    (next: WalletName | null) => {
      chosenHereRef.current = true;
      change(next);
    },
    [change],
  );
  const dropChoice = useCallback(() => {
    if (adapter) change(null);
  }, [adapter, change]);

  return { walletName, adapter, select, dropChoice, chosenHereRef };
}
