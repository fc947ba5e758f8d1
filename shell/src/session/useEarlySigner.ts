import { useEffect, useRef } from 'react';
import { useWallet } from '@solana/wallet-adapter-react';
import type { WalletName } from '@solana/wallet-adapter-base';
import { onEarlySigner, type EarlySigner } from './earlySignIn';

/**
 * The wallet that signed a sign-in made before the wallet layer was in (./earlySignIn.ts) becomes the wallet
 * layer's choice, once: kept for the next visit, and connected, which asks the player nothing (the wallet's
 * approval of the sign-in connected it), so the tabs can have it sign transactions.
 */
export function useEarlySigner(): void {
  const { select } = useWallet();
  const taken = useRef<EarlySigner | null>(null);
  useEffect(
    () =>
      onEarlySigner((signer) => {
        if (taken.current === signer) return;
        taken.current = signer;
        select(signer.name as WalletName);
      }),
    [select],
  );
}
