import { useCallback } from 'react';
import { WalletNotReadyError, WalletReadyState, type Adapter } from '@solana/wallet-adapter-base';
import { WalletNotSelectedError, type Wallet } from '@solana/wallet-adapter-react';
import type { Flag } from './useConnectionStatus';
import type { ReportWalletError } from './useWalletErrors';

interface ConnectActionsInput {
  /** The chosen wallet, as listed with its readiness. */
  wallet: Wallet | null;
  adapter: Adapter | null;
  connecting: Flag;
  disconnecting: Flag;
  dropChoice(): void;
  report: ReportWalletError;
}

/**
 * `connect` and `disconnect` of the wallet context. Connecting needs a chosen wallet that is ready (each
 * refusal is reported, then thrown) and does nothing while a connect or disconnect is under way or the wallet
 * is connected already; a failed connect drops the choice and throws the adapter's error.
 */
export function useConnectActions({
  wallet,
  adapter,
  connecting,
  disconnecting,
  dropChoice,
  report,
}: ConnectActionsInput): { connect(): Promise<void>; disconnect(): Promise<void> } {
  const { onRef: connectingRef, set: setConnecting } = connecting;
  const { onRef: disconnectingRef, set: setDisconnecting } = disconnecting;

  const connect = useCallback(async () => {
    if (connectingRef.current || disconnectingRef.current || wallet?.adapter.connected) return;
    if (!wallet) throw report(new WalletNotSelectedError());
    const ready =
      wallet.readyState === WalletReadyState.Installed || wallet.readyState === WalletReadyState.Loadable;
    if (!ready) throw report(new WalletNotReadyError(), wallet.adapter);
    setConnecting(true);
    try {
      await wallet.adapter.connect();
    } catch (error) {
      dropChoice();
      throw error;
    } finally {
      setConnecting(false);
    }
  }, [wallet, report, dropChoice, connectingRef, disconnectingRef, setConnecting]);

  const disconnect = useCallback(async () => {
    if (disconnectingRef.current || !adapter) return;
    setDisconnecting(true);
    try {
      await adapter.disconnect();
    } finally {
      setDisconnecting(false);
    }
  }, [adapter, disconnectingRef, setDisconnecting]);

  return { connect, disconnect };
}
