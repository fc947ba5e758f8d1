import { useCallback, useEffect, useRef } from 'react';
import { useConnection, useWallet } from '@solana/wallet-adapter-react';
import { useWalletModal } from '@solana/wallet-adapter-react-ui';
import toast from 'react-hot-toast';
import { Layout, getGameApi } from '@companion/shared-state';
import { startSession, useHeaderStore, useLoginStore } from '@companion/shared-state/host';
import {
  SIGN_MESSAGE_FAILED,
  beginSessionReads,
  loadGlobalBalances,
  signInWithWallet,
  type WalletSigner,
} from '@companion/shared-state/host/wallet';
import { onFirstConnect } from './walletConnect';

export const SIGN_IN_FAILED = 'Sign-in failed. Please try again.';
export const SIGN_IN_TIMED_OUT = 'Your wallet did not answer in time. Please try again.';
/** How long sign-in waits for the wallet (and the game API) before giving up. */
export const SIGN_IN_TIMEOUT_MS = 120_000;

/** Why a sign-in stopped before it finished, when the player or the clock stopped it. */
export class SignInStopped extends Error {
  constructor(readonly reason: 'cancelled' | 'timed out') {
    super(`Sign-in ${reason}`);
    this.name = 'SignInStopped';
  }
}

export interface SignInControls {
  /** The Sign In button: with no wallet it opens the wallet dialog and goes on once one is connected. */
  signIn: () => void;
  /** Stops the sign-in under way: back to the sign-in screen, and a late answer from the wallet is ignored. */
  cancel: () => void;
}

function abortedBy(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason as Error);
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
}

/** A read made for a sign-in still applies unless that sign-in has ended logged out. */
const signInGoesOn = () => useLoginStore.getState().layout !== Layout.LoggedOut;

/**
 * Sign-in runs only with a public key and no token (docs/product-rules.md, "Sign-in"); any failure is logged out.
 * `onSigningIn` hears the wallet's key as the sign-in calls start, so that what follows them can load meanwhile:
 * the GLOBAL balances are read then too, and the session's other first reads begin as soon as the token is in,
 * before the signed-in screen renders (docs/performance.md, "Sign-in round trip").
 */
export function useSignIn({
  onSigningIn,
}: { onSigningIn?: (publicKey: string) => void } = {}): SignInControls {
  const wallet = useWallet();
  const { connection } = useConnection();
  const { setVisible } = useWalletModal();
  const waitingForWallet = useRef(false);
  const current = useRef<AbortController | null>(null);

  /** Stops listening for a wallet's connect (set while the wallet dialog is open for a sign-in). */
  const stopListening = useRef<(() => void) | null>(null);

  /** `connected` is the wallet as its adapter reported it, before the wallet layer re-rendered. */
  const run = useCallback(
    async (connected?: WalletSigner) => {
      const { publicKey, signMessage, signTransaction } = connected ?? wallet;
      const login = useLoginStore.getState();
      if (!publicKey || login.token || current.current) return;
      const controller = new AbortController();
      current.current = controller;
      const timer = setTimeout(() => controller.abort(new SignInStopped('timed out')), SIGN_IN_TIMEOUT_MS);
      try {
        // The nonce call leaves first (the game client sends it synchronously); what loads meanwhile follows.
        const signingIn = signInWithWallet(
          getGameApi(),
          { publicKey, signMessage, signTransaction },
          login.isLedger,
          controller.signal,
        );
        login.setLayout(Layout.Loading);
        onSigningIn?.(publicKey.toBase58());
        void loadGlobalBalances(connection, publicKey, { isCurrent: signInGoesOn });
        const token = await Promise.race([signingIn, abortedBy(controller.signal)]);
        startSession({ publicKey: publicKey.toBase58(), token });
        // Sent now, with the token just stored, while React has yet to render the signed-in screen.
        beginSessionReads(token, getGameApi());
      } catch (error) {
        console.warn('Sign-in failed:', error);
        useLoginStore.getState().setLayout(Layout.LoggedOut);
        // Balances read for this wallet are not kept for whoever signs in next.
        useHeaderStore.getState().resetHeader();
        const reason = error instanceof SignInStopped ? error.reason : null;
        // The player's own Cancel needs no message; everything else says what happened.
        if (reason !== 'cancelled') {
          const message =
            reason === 'timed out'
              ? SIGN_IN_TIMED_OUT
              : (error as Error).message === SIGN_MESSAGE_FAILED
                ? SIGN_MESSAGE_FAILED
                : SIGN_IN_FAILED;
          toast.error(message, { id: 'sign-in' });
        }
      } finally {
        clearTimeout(timer);
        if (current.current === controller) current.current = null;
      }
    },
    [wallet, connection, onSigningIn],
  );

  const stopWaiting = useCallback(() => {
    waitingForWallet.current = false;
    stopListening.current?.();
    stopListening.current = null;
  }, []);

  // The wallet layer's own view of the connect, for a wallet whose adapter was not heard (and on unmount, no
  // listener is left behind).
  useEffect(() => {
    if (waitingForWallet.current && wallet.publicKey) {
      stopWaiting();
      void run();
    }
  }, [wallet.publicKey, run, stopWaiting]);
  useEffect(() => stopWaiting, [stopWaiting]);

  const signIn = useCallback(() => {
    if (!wallet.publicKey) {
      waitingForWallet.current = true;
      stopListening.current?.();
      stopListening.current = onFirstConnect(
        wallet.wallets.map(({ adapter }) => adapter),
        (connected) => {
          if (!waitingForWallet.current) return;
          stopWaiting();
          void run(connected);
        },
      );
      setVisible(true);
      return;
    }
    void run();
  }, [wallet.publicKey, wallet.wallets, run, setVisible, stopWaiting]);

  const cancel = useCallback(() => {
    stopWaiting();
    current.current?.abort(new SignInStopped('cancelled'));
  }, [stopWaiting]);

  return { signIn, cancel };
}
