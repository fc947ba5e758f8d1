import { Suspense, startTransition, use, useCallback, useState } from 'react';
import { useLoginStore } from '@companion/shared-state/host';
import { SignInScreen } from './signin/SignInScreen';
import { EarlySignIn } from './signin/EarlySignIn';
import { LoadingScreen } from './signin/LoadingScreen';
import { Toasts } from './toasts/Toasts';
import { SessionApp } from './boot/sessionApp';
import { StartupErrorBoundary } from './boot/StartupErrorBoundary';
import { earlySignInPossible } from './session/loadEarlySignIn';
import { holdWalletLayerFiles } from './boot/sessionFiles';

const never = new Promise<never>(() => undefined);

/** Keeps its Suspense boundary on its fallback until it is replaced. */
function Held(): never {
  return use(never);
}

/**
 * The sign-in screen first (in the page's HTML already, shell/prerender); the session (its screens, the tabs'
 * host, and the wallet layer beside them: ./SessionApp.tsx) once it is needed. A new player's Sign In, pressed
 * before those files are in, is answered without them (./signin/EarlySignIn.tsx), which then says when the
 * session is wanted; until it has drawn its first screen, that answer stays on screen. A stored session, or a
 * page inside a host app, starts the session at once.
 */
export function App({
  signInPressed = false,
  answerEarly = false,
}: {
  signInPressed?: boolean;
  /** Sign In, pressed before the app was in, is answered before the wallet layer (./boot/startApp.tsx). */
  answerEarly?: boolean;
}) {
  const hasSession = useLoginStore((s) => s.token !== '');
  const isLedger = useLoginStore((s) => s.isLedger);
  const toggleLedger = useLoginStore((s) => s.toggleLedger);
  // Sign In pressed on the page's own screen before the app was in counts as pressed here.
  const [signInRequested, setSignInRequested] = useState(signInPressed);
  // Once loaded it stays: signing out shows its own sign-in screen, with the wallet still connected.
  const [sessionNeeded, setSessionNeeded] = useState(hasSession || signInPressed);
  if (hasSession && !sessionNeeded) setSessionNeeded(true);
  // Decided as Sign In is pressed (./session/loadEarlySignIn.ts): whether it is answered before the wallet layer.
  const [early, setEarly] = useState(answerEarly);
  const [sessionWanted, setSessionWanted] = useState(!early);
  const requestTaken = useCallback(() => setSignInRequested(false), []);
  // Rendered as a transition: React yields between slices of the session's first render, so that a sign-in's
  // next call still leaves as soon as the last one is answered.
  const wantSession = useCallback(() => startTransition(() => setSessionWanted(true)), []);

  if (!sessionNeeded) {
    return (
      <>
        <SignInScreen
          isLedger={isLedger}
          onToggleLedger={toggleLedger}
          onSignIn={() => {
            holdWalletLayerFiles();
            const answeredEarly = earlySignInPossible();
            setEarly(answeredEarly);
            setSessionWanted(!answeredEarly);
            setSignInRequested(true);
            setSessionNeeded(true);
          }}
        />
        <Toasts />
      </>
    );
  }
  // What shows until the session has drawn: the Suspense boundary's fallback, held while it is not
  // wanted yet, so that the layer's screens replace it in one commit (and take focus from it, if it had it).
  return (
    <>
      <StartupErrorBoundary>
        <Suspense
          fallback={
            early ? (
              <EarlySignIn
                signInRequested={signInRequested}
                onSignIn={() => setSignInRequested(true)}
                onRequestTaken={requestTaken}
                onSessionWanted={wantSession}
              />
            ) : (
              <LoadingScreen />
            )
          }
        >
          {sessionWanted ? <SessionApp signInRequested={signInRequested} /> : <Held />}
        </Suspense>
      </StartupErrorBoundary>
      <Toasts />
    </>
  );
}
