import { useCallback, useEffect, useRef, useState } from 'react';
import { Layout, afterNextPaint } from '@companion/shared-state';
import { useLoginStore } from '@companion/shared-state/host';
import { requestConfig } from '../boot/configRequest';
import { earlySignInChoice, type EarlyChoice } from '../session/earlySignInChoice';
import type { SignInStandardWallet } from '../session/standardWallets';

type EarlySignInModule = typeof import('../session/earlySignIn');
import { loadEarlySignIn, loadedEarlySignIn } from '../session/loadEarlySignIn';
import { WalletDialogView } from '../wallet/WalletDialogView';
import { SignInScreen } from './SignInScreen';
import { LoadingScreen } from './LoadingScreen';

const cancel = () => void loadEarlySignIn().then(({ cancelSignIn }) => cancelSignIn());

interface Props {
  /** Sign In was pressed and nothing has answered it yet. */
  signInRequested: boolean;
  /** Sign In pressed on the screen shown here. */
  onSignIn: () => void;
  /** The request is answered here (a wallet chosen, or the dialog closed): the session must not answer it again. */
  onRequestTaken: () => void;
  /** Now the session should run (../SessionApp.tsx): nothing here waits on the main thread any more. */
  onSessionWanted: () => void;
}

/**
 * How long the session waits at most, from the dialog's first frame (or the wallet being asked, where there is
 * no dialog), for the player's choice and the wallet's approval; with no sign-in under way it then brings the
 * wallet layer, whose dialog takes over.
 */
export const WALLET_LAYER_WAIT_MS = 1_000;

/**
 * What the app shows while its session and wallet layer load (docs/performance.md, "Sign-in before the wallet
 * layer").
 * Where a Wallet Standard wallet can sign in with one approval (../session/earlySignInChoice.ts), Sign In opens
 * the wallet dialog at once, over the sign-in screen, with the detected wallets (the others, behind "More
 * options", come with the wallet layer, whose dialog then takes over if none was chosen), and the sign-in runs
 * while the wallet layer still downloads. Otherwise "Loading…", and the wallet layer's sign-in, as before.
 * The session runs once the player has chosen and the wallet has approved, while the sign-in's calls are on
 * the network, not while the dialog opens or the input is asked for (the wallet layer then follows once the
 * signed-in page has settled); at most WALLET_LAYER_WAIT_MS after this screen began to wait, and at once
 * wherever the early sign-in does not apply.
 */
export function EarlySignIn({ signInRequested, onSignIn, onRequestTaken, onSessionWanted }: Props) {
  const layout = useLoginStore((s) => s.layout);
  const isLedger = useLoginStore((s) => s.isLedger);
  const toggleLedger = useLoginStore((s) => s.toggleLedger);
  const [choice, setChoice] = useState<EarlyChoice | null>();
  const [signing, setSigning] = useState(false);
  const [approved, setApproved] = useState(false);

  const signIn = useCallback(
    (wallet: SignInStandardWallet) => {
      onRequestTaken();
      setApproved(false);
      const run = ({ onEarlySigner, signInEarly }: EarlySignInModule) => {
        const stop = onEarlySigner(() => setApproved(true));
        return signInEarly(wallet).finally(stop);
      };
      // Within the click where the chunk is in (it is loaded once the dialog is drawn): the waiting screen,
      // with Cancel, is the next thing drawn.
      setSigning(true);
      const module = loadedEarlySignIn();
      (module ? run(module) : loadEarlySignIn().then(run))
        .catch((error: unknown) => console.warn('Sign-in could not start:', error))
        .finally(() => setSigning(false));
    },
    [onRequestTaken],
  );

  useEffect(() => {
    if (!signInRequested) return;
    let live = true;
    requestConfig().then(
      (json) => {
        if (!live) return;
        const found = earlySignInChoice(json);
        // In a phone's wallet browser there is nothing to choose: Sign In uses its wallet.
        if (found?.only) signIn(found.only);
        else setChoice(found);
      },
      () => live && setChoice(null),
    );
    return () => {
      live = false;
    };
  }, [signInRequested, signIn]);

  const dialogOpen = signInRequested && choice && !choice.only;
  // The input is asked for while the player chooses, so the wallet is asked at once; the chunk that asks is
  // started once the dialog is drawn, not before its first frame (its start-up is one long task).
  useEffect(() => {
    if (!dialogOpen) return;
    return afterNextPaint(() => {
      loadEarlySignIn()
        .then(({ askSignInInput }) => askSignInInput())
        .catch(() => undefined);
    });
  }, [dialogOpen]);

  const choosing = signInRequested && (choice === undefined || Boolean(dialogOpen));
  const awaitingApproval = (signing || layout === Layout.Loading) && !approved;
  const holding = choosing || awaitingApproval;
  // The wait is counted from when the player has something to answer (the dialog, or their wallet), not from
  // while config.json and the dialog's first frame are still to come.
  const waitingSince = useRef<number | null>(null);
  const answering = Boolean(dialogOpen) || signing;
  useEffect(() => {
    if (!holding) {
      onSessionWanted();
      return;
    }
    if (!answering && waitingSince.current === null) return;
    waitingSince.current ??= performance.now();
    const left = WALLET_LAYER_WAIT_MS - (performance.now() - waitingSince.current);
    const timer = setTimeout(onSessionWanted, Math.max(0, left));
    return () => clearTimeout(timer);
  }, [holding, answering, onSessionWanted]);

  if (layout === Layout.Loading) return <LoadingScreen onCancel={cancel} />;
  if (layout === Layout.LoggedIn || signing || (signInRequested && !dialogOpen)) return <LoadingScreen />;
  const wallets = dialogOpen ? choice.wallets : [];
  return (
    <>
      <SignInScreen isLedger={isLedger} onToggleLedger={toggleLedger} onSignIn={onSignIn} />
      {dialogOpen && (
        <WalletDialogView
          detected={wallets.map(({ name, icon }) => ({ name, icon, detected: true }))}
          others={[]}
          onPick={(name) => {
            const wallet = wallets.find((candidate) => candidate.name === name);
            if (wallet) signIn(wallet);
          }}
          onClose={onRequestTaken}
        />
      )}
    </>
  );
}
