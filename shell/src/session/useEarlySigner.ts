import { useEffect, useRef } from 'react';
import { useConnection, useWallet } from '@solana/wallet-adapter-react';
import type { WalletName } from '@solana/wallet-adapter-base';
import { PublicKey } from '@solana/web3.js';
import { loadGlobalBalances } from '@companion/shared-state/host/wallet';
import { onEarlySigner, type EarlySigner } from './earlySignIn';
import { signInGoesOn } from './signInRun';

/**
 * The wallet that signed a sign-in made before the wallet layer was in (./earlySignIn.ts) becomes the wallet
 * layer's choice, once: kept for the next visit, and connected, which asks the player nothing (the wallet's
 * approval of the sign-in connected it), so the tabs can have it sign transactions. Its GLOBAL balances are
 * read at once, while the sign-in's calls run, as the wallet layer's own sign-in reads them.
 */
export function useEarlySigner(): void {
  const { select } = useWallet();
  const { connection } = useConnection();
  const taken = useRef<EarlySigner | null>(null);
  useEffect(
    () =>
      onEarlySigner((signer) => {
        if (taken.current === signer) return;
        taken.current = signer;
        select(signer.name as WalletName);
        if (signInGoesOn()) {
          void loadGlobalBalances(connection, new PublicKey(signer.address), { isCurrent: signInGoesOn });
        }
      }),
    [select, connection],
  );
}
