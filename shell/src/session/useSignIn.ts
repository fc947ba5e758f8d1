import { useCallback, useEffect, useRef } from 'react';
import { useWallet } from '@solana/wallet-adapter-react';
import { PublicKey } from '@solana/web3.js';
import { WalletReadyState } from '@solana/wallet-adapter-base';
import { useWalletModal } from '@solana/wallet-adapter-react-ui';
import { getGameApi } from '@companion/shared-state';
import { loadGlobalBalances, signInWithSolanaSignIn, useLoginStore } from '@companion/shared-state/host';
import { signInWithWallet, type WalletSigner } from '@companion/shared-state/host/wallet';
import type { SignInInputResponse } from '@companion/shared-state/schemas';
import { onFirstConnect } from './walletConnect';
import { cancelSignIn, runSignIn, signInGoesOn } from './signInRun';
import { takeAskedSignInInput } from './earlySignIn';
import type { SignInControls } from './signInControls';
import {
  awaitWalletChoice,
  endWalletSignIn,
  offersSignIn,
  signInOf,
  type SignInAdapter,
} from './signInChoice';

export { SIGN_IN_FAILED, SIGN_IN_TIMED_OUT, SIGN_IN_TIMEOUT_MS, SignInStopped } from './signInRun';

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
  const { setVisible } = useWalletModal();
  const waitingForWallet = useRef(false);

  /** Stops listening for a wallet's connect (set while the wallet dialog is open for a sign-in). */
  const stopListening = useRef<(() => void) | null>(null);

  /**
   * `connected` is the wallet as its adapter reported it, before the wallet layer re-rendered; `chosen` is
   * a wallet offering Sign In With Solana that the player just chose and that is not connected yet (its
   * one approval connects it and signs), with the input asked for while the player chose.
   */
  const run = useCallback(
    async (
      connected?: WalletSigner,
      chosen?: { adapter: SignInAdapter; asked?: Promise<SignInInputResponse> },
    ) => {
      const signer = connected ?? wallet;
      const { publicKey, signMessage, signTransaction } = signer;
      const login = useLoginStore.getState();
      if (!publicKey && !chosen) return;
      // What loads while the calls run, from the moment the wallet's key is known.
      const meanwhile = (key: PublicKey) => {
        onSigningIn?.(key.toBase58());
        void loadGlobalBalances(key.toBase58(), { isCurrent: signInGoesOn });
      };
      // Sign In With Solana where the wallet offers it (the Ledger switch keeps the memo transaction).
      const adapter = chosen?.adapter ?? (connected ? undefined : wallet.wallet?.adapter);
      const viaSignIn =
        chosen?.adapter ?? (!login.isLedger && adapter && offersSignIn(adapter) ? adapter : undefined);
      if (!viaSignIn && !publicKey) return;
      try {
        await runSignIn((signal) => {
          if (viaSignIn) {
            // The input call leaves first; with no wallet connected, the key is known once the wallet signed.
            const signingIn = signInWithSolanaSignIn(
              getGameApi(),
              signInOf(viaSignIn),
              chosen ? undefined : publicKey?.toBase58(),
              {
                signal,
                asked: chosen?.asked,
                onSigned: (id) => {
                  if (!publicKey) meanwhile(new PublicKey(id));
                },
              },
            );
            if (publicKey) meanwhile(publicKey);
            return signingIn;
          }
          // The nonce call leaves first (the game client sends it synchronously); what loads meanwhile follows.
          const key = publicKey!;
          const signingIn = signInWithWallet(
            getGameApi(),
            { publicKey: key, signMessage, signTransaction },
            login.isLedger,
            signal,
          ).then((token) => ({ token, walletId: key.toBase58() }));
          meanwhile(key);
          return signingIn;
        });
      } finally {
        if (chosen) endWalletSignIn(chosen.adapter);
      }
    },
    [wallet, onSigningIn],
  );

  const stopWaiting = useCallback(() => {
    waitingForWallet.current = false;
    awaitWalletChoice(null);
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
      // A wallet chosen that offers Sign In With Solana is handed over here instead of connecting; its
      // input is asked for now, while the player chooses, so the wallet is asked at once, in the click.
      const signInOffered = wallet.wallets.some(
        ({ adapter, readyState }) =>
          (readyState === WalletReadyState.Installed || readyState === WalletReadyState.Loadable) &&
          offersSignIn(adapter),
      );
      if (signInOffered && !useLoginStore.getState().isLedger) {
        let asked: Promise<SignInInputResponse> | undefined;
        const ask = () => (asked ??= takeAskedSignInInput() ?? getGameApi().getSignInInput());
        awaitWalletChoice((adapter) => {
          if (!waitingForWallet.current) return;
          stopWaiting();
          void run(undefined, { adapter, asked: ask() });
        });
        void ask().catch(() => undefined); // a failure is met again, and told, when the wallet is chosen
      }
      setVisible(true);
      return;
    }
    void run();
  }, [wallet.publicKey, wallet.wallets, run, setVisible, stopWaiting]);

  const cancel = useCallback(() => {
    stopWaiting();
    cancelSignIn();
  }, [stopWaiting]);

  return { signIn, cancel };
}
