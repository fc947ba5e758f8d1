import { useEffect, useRef } from 'react';
import { useWallet } from '@solana/wallet-adapter-react';
import { toast } from '../toasts/toast';
import { useLoginStore } from '@companion/shared-state';
import { endSession } from '@companion/shared-state/host';

export const WALLET_CHANGED = 'Your wallet changed. Please sign in again.';

/** Disconnecting the wallet, or switching to another account in it, ends the session. */
export function useWalletWatch(): void {
  const { publicKey } = useWallet();
  const previous = useRef<string | null>(null);
  const current = publicKey?.toBase58() ?? null;

  useEffect(() => {
    const { token, publicKey: signedIn } = useLoginStore.getState();
    const wasConnected = previous.current !== null;
    previous.current = current;
    if (!token) return;
    const switched = current !== null && signedIn !== '' && current !== signedIn;
    const disconnected = wasConnected && current === null;
    if (switched || disconnected) {
      endSession({ revoke: true });
      toast(WALLET_CHANGED, { id: 'wallet-changed' });
    }
  }, [current]);
}
