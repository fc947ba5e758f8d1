import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Adapter } from '@solana/wallet-adapter-base';
import type { PublicKey } from '@solana/web3.js';
import type { ReportWalletError } from './useWalletErrors';

/** A yes/no the page renders, mirrored in a ref that a request in flight reads at once. */
export interface Flag {
  on: boolean;
  onRef: RefObject<boolean>;
  set(on: boolean): void;
}

function useFlag(): Flag {
  const [on, setOn] = useState(false);
  const onRef = useRef(false);
  const set = useCallback((next: boolean) => {
    onRef.current = next;
    setOn(next);
  }, []);
  return { on, onRef, set };
}

export interface ConnectionStatus {
  publicKey: PublicKey | null;
  connected: boolean;
  connecting: Flag;
  disconnecting: Flag;
}

/**
 * The chosen wallet's connection as its adapter reports it: its key once connected, none after a disconnect
 * (one reported as the page unloads is ignored), its errors to `report`. Choosing another wallet resets it.
 */
export function useConnectionStatus(
  adapter: Adapter | null,
  unloadingRef: RefObject<boolean>,
  report: ReportWalletError,
): ConnectionStatus {
  const [publicKey, setPublicKey] = useState(() => adapter?.publicKey ?? null);
  const [connected, setConnected] = useState(() => adapter?.connected ?? false);
  const connecting = useFlag();
  const disconnecting = useFlag();
  const { set: setConnecting } = connecting;
  const { set: setDisconnecting } = disconnecting;

  useEffect(() => {
    if (!adapter) return;
    const settle = (key: PublicKey | null) => {
      setPublicKey(key);
      setConnected(key !== null);
      setConnecting(false);
      setDisconnecting(false);
    };
    const onConnect = (key: PublicKey) => settle(key);
    const onDisconnect = () => {
      if (!unloadingRef.current) settle(null);
    };
    const onError = (error: Parameters<ReportWalletError>[0]) => report(error, adapter);
    adapter.on('connect', onConnect);
    adapter.on('disconnect', onDisconnect);
    adapter.on('error', onError);
    return () => {
      adapter.off('connect', onConnect);
      adapter.off('disconnect', onDisconnect);
      adapter.off('error', onError);
      onDisconnect();
    };
  }, [adapter, unloadingRef, report, setConnecting, setDisconnecting]);

  return { publicKey, connected, connecting, disconnecting };
}
