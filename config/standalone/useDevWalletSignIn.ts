import { useCallback, useEffect, useRef } from 'react';
import { useWallet } from '@solana/wallet-adapter-react';
import type { WalletName } from '@solana/wallet-adapter-base';
import { Layout, getGameApi } from '@companion/shared-state';
import { SIGN_MESSAGE_FAILED, startSession, useLoginStore } from '@companion/shared-state/host';
import { DEV_WALLET_NAME, signInWithWallet } from '@companion/shared-state/host/wallet';
import { SIGN_IN_FAILED, showNotice } from './notice';

/**
 * Sign-in with the local dev wallet, the same protocol as the shell's (nonce, signed message, sign-up when new,
 * sign-in): the wallet is picked and connected first, and sign-in goes on once it reports its key.
 */
export function useDevWalletSignIn(): () => void {
  const wallet = useWallet();
  const waiting = useRef(false);
  const token = useLoginStore((s) => s.token);

  const run = useCallback(async () => {
    const { publicKey, signMessage, signTransaction } = wallet;
    if (!publicKey || useLoginStore.getState().token) return;
    useLoginStore.getState().setLayout(Layout.Loading);
    showNotice('');
    try {
      const sessionToken = await signInWithWallet(
        getGameApi(),
        { publicKey, signMessage, signTransaction },
        0,
      );
      startSession({ publicKey: publicKey.toBase58(), token: sessionToken });
    } catch (error) {
      console.warn('Sign-in failed:', error);
      useLoginStore.getState().setLayout(Layout.LoggedOut);
      showNotice((error as Error).message === SIGN_MESSAGE_FAILED ? SIGN_MESSAGE_FAILED : SIGN_IN_FAILED);
    }
  }, [wallet]);

  useEffect(() => {
    if (waiting.current && wallet.publicKey && !token) {
      waiting.current = false;
      void run();
    }
  }, [wallet.publicKey, token, run]);

  return useCallback(() => {
    if (wallet.publicKey) return void run();
    waiting.current = true;
    // autoConnect connects the selected wallet; the effect above goes on once it has.
    wallet.select(DEV_WALLET_NAME as WalletName);
  }, [wallet, run]);
}
