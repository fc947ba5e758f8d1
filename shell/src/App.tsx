import { lazy, Suspense, useState } from 'react';
import { type RuntimeConfig } from '@companion/shared-state';
import { useLoginStore } from '@companion/shared-state/host';
import { SignInScreen } from './signin/SignInScreen';
import { LoadingScreen } from './signin/LoadingScreen';
import { Toasts } from './toasts/Toasts';

const WalletApp = lazy(() => import(/* webpackChunkName: "wallet-app" */ './WalletApp'));

/** The sign-in screen first; the wallet layer and the tabs' host once they are needed. */
export function App({ config }: { config: RuntimeConfig }) {
  const hasSession = useLoginStore((s) => s.token !== '');
  const isLedger = useLoginStore((s) => s.isLedger);
  const toggleLedger = useLoginStore((s) => s.toggleLedger);
  const [signInRequested, setSignInRequested] = useState(false);
  // Once loaded it stays: signing out shows its own sign-in screen, with the wallet still connected.
  const [walletNeeded, setWalletNeeded] = useState(hasSession);
  if (hasSession && !walletNeeded) setWalletNeeded(true);

  return (
    <>
      {walletNeeded ? (
        <Suspense fallback={<LoadingScreen />}>
          <WalletApp config={config} signInRequested={signInRequested} />
        </Suspense>
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
