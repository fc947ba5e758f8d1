import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { WalletNotReadyError, type Adapter, type WalletError } from '@solana/wallet-adapter-base';

/** Where a wallet error goes: the layer's `onError`, with the adapter it came from when there is one. */
export type WalletErrorHandler = (error: WalletError, adapter?: Adapter) => void;

/** Hands an error on and returns it, so a caller can `throw report(error)`. */
export type ReportWalletError = <E extends WalletError>(error: E, adapter?: Adapter) => E;

/**
 * One stable function every wallet error goes through: to `onError` (the latest one given), or, with none, to
 * the console, opening the wallet's site when it is not installed. Nothing is reported while the page unloads.
 */
export function useWalletErrors(
  onError: WalletErrorHandler | undefined,
  unloadingRef: RefObject<boolean>,
): ReportWalletError {
  const handlerRef = useRef(onError);
  useEffect(() => {
    handlerRef.current = onError;
    return () => {
      handlerRef.current = undefined;
    };
  }, [onError]);
  return useCallback<ReportWalletError>(
    (error, adapter) => {
      if (unloadingRef.current) return error;
      if (handlerRef.current) {
        handlerRef.current(error, adapter);
      } else {
        console.error(error, adapter);
        if (error instanceof WalletNotReadyError && adapter) window.open(adapter.url, '_blank');
      }
      return error;
    },
    [unloadingRef],
  );
}
