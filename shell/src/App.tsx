import { Suspense, useState } from 'react';
import { useLoginStore } from '@companion/shared-state/host';
import { SignInScreen } from './signin/SignInScreen';
import { LoadingScreen } from './signin/LoadingScreen';
import { Toasts } from './toasts/Toasts';
import { WalletApp } from './boot/walletApp';
import { StartupErrorBoundary } from './boot/StartupErrorBoundary';

/**
 * The sign-in screen first (in the page's HTML already, shell/prerender); the wallet layer and the tabs' host
 * once they are needed.
 */
export function App({ signInPressed = false }: { signInPressed?: boolean }) {
  const hasSession = useLoginStore((s) => s.token !== '');
  const isLedger = useLoginStore((s) => s.isLedger);
  const toggleLedger = useLoginStore((s) => s.toggleLedger);
  // Sign In pressed on the page's own screen before the app was in counts as pressed here.
  const [signInRequested, setSignInRequested] = useState(signInPressed);
  // Once loaded it stays: signing out shows its own sign-in screen, with the wallet still connected.
  const [walletNeeded, setWalletNeeded] = useState(hasSession || signInPressed);
  if (hasSession && !walletNeeded) setWalletNeeded(true);

  return (
    <>
      {walletNeeded ? (
        <StartupErrorBoundary>
          <Suspense fallback={<LoadingScreen />}>
            <WalletApp signInRequested={signInRequested} />
          </Suspense>
        </StartupErrorBoundary>
      ) : (
        <SignInScreen
          isLedger={isLedger}
          onToggleLedger={toggleLedger}
          onSignIn={() => {
            setSignInRequested(true);
            setWalletNeeded(true);
          }}
        />
      )}
      <Toasts />
    </>
  );
}
