import { useCallback, useEffect, useRef } from 'react';
import { useWallet } from '@solana/wallet-adapter-react';
import { useWalletModal } from '@solana/wallet-adapter-react-ui';
import toast from 'react-hot-toast';
import { Layout, getGameApi, useLoginStore } from '@companion/shared-state';
import { SIGN_MESSAGE_FAILED, signInWithWallet } from './signInWithWallet';

export const SIGN_IN_FAILED = 'Sign-in failed. Please try again.';

/**
 * The Sign In button: with no wallet it opens the wallet dialog and goes on once one is connected;
 * it runs only with a public key and no token (SPEC §4, §5).
 */
export function useSignIn(): () => void {
  const wallet = useWallet();
  const { setVisible } = useWalletModal();
  const waitingForWallet = useRef(false);
  const running = useRef(false);

  const run = useCallback(async () => {
    const { publicKey, signMessage, signTransaction } = wallet;
    const login = useLoginStore.getState();
    if (!publicKey || login.token || running.current) return;
    running.current = true;
    login.setLayout(Layout.Loading);
    try {
      const token = await signInWithWallet(
        getGameApi(),
        { publicKey, signMessage, signTransaction },
        login.isLedger,
      );
      const state = useLoginStore.getState();
      state.setPublicKey(publicKey.toBase58());
      state.setToken(token);
      state.setLayout(Layout.LoggedIn);
    } catch (error) {
      console.warn('Sign-in failed:', error);
      useLoginStore.getState().setLayout(Layout.LoggedOut);
      const message = (error as Error).message === SIGN_MESSAGE_FAILED ? SIGN_MESSAGE_FAILED : SIGN_IN_FAILED;
      toast.error(message, { id: 'sign-in' });
    } finally {
      running.current = false;
    }
  }, [wallet]);

  useEffect(() => {
    if (waitingForWallet.current && wallet.publicKey) {
      waitingForWallet.current = false;
      void run();
    }
  }, [wallet.publicKey, run]);

  return useCallback(() => {
    if (!wallet.publicKey) {
      waitingForWallet.current = true;
      setVisible(true);
      return;
    }
    void run();
  }, [wallet.publicKey, run, setVisible]);
}
