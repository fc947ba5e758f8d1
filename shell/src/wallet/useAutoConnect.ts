import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { WalletReadyState, type Adapter } from '@solana/wallet-adapter-base';
import type { Wallet } from '@solana/wallet-adapter-react';
import type { Flag } from './useConnectionStatus';

/** Whether the chosen wallet connects by itself: always, or when the function says so for that adapter. */
export type AutoConnect = boolean | ((adapter: Adapter) => Promise<boolean>);

interface AutoConnectInput {
  autoConnect: AutoConnect | undefined;
  /** The chosen wallet's adapter, and the wallet as listed with its readiness. */
  adapter: Adapter | null;
  wallet: Wallet | null;
  connected: boolean;
  connecting: Flag;
  chosenHereRef: RefObject<boolean>;
  dropChoice(): void;
}

/**
 * Connects the chosen wallet once it is ready (Installed or Loadable), once per choice: a wallet the player has
 * just chosen is asked to connect, one restored from storage reconnects quietly (`autoConnect()`, which does
 * not open the wallet). A failure drops the choice; the error itself reaches the error handler through the
 * adapter. Returns whether auto-connect is on for the chosen wallet.
 */
export function useAutoConnect({
  autoConnect,
  adapter,
  wallet,
  connected,
  connecting,
  chosenHereRef,
  dropChoice,
}: AutoConnectInput): boolean {
  const request = useMemo(() => {
    if (!autoConnect || !adapter) return undefined;
    return async () => {
      if (autoConnect !== true && !(await autoConnect(adapter))) return;
      if (chosenHereRef.current) await adapter.connect();
      else await adapter.autoConnect();
    };
  }, [autoConnect, adapter, chosenHereRef]);

  const attemptedRef = useRef(false);
  useEffect(
    () => () => {
      attemptedRef.current = false;
    },
    [adapter],
  );

  const { onRef: connectingRef, set: setConnecting } = connecting;
  useEffect(() => {
    const ready =
      wallet?.readyState === WalletReadyState.Installed || wallet?.readyState === WalletReadyState.Loadable;
    if (attemptedRef.current || connectingRef.current || connected || !request || !ready) return;
    attemptedRef.current = true;
    setConnecting(true);
    request()
      .catch(() => dropChoice()) // the adapter has reported the error already
      .finally(() => setConnecting(false));
  }, [connected, request, dropChoice, wallet, connectingRef, setConnecting]);

  return Boolean(autoConnect) && adapter !== null;
}
