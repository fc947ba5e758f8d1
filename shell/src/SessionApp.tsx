import { useEffect, useRef } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useLiveSession } from '@companion/shared-state/host';
import { AppLayout } from './layout/AppLayout';
import { signInUnderWay } from './session/signInRun';
import { cancelSignInRequest, requestSignIn } from './session/signInControls';
import { watchRemoteConfig } from './federation/watchRemoteConfig';
import { WalletLayerSlot } from './boot/WalletLayerSlot';
import { keepPageOnceSettled } from './pageCache/keepPageOnceSettled';

function Session({ signInRequested }: { signInRequested: boolean }) {
  useLiveSession();
  // Deploys, canaries and rollbacks reach a running app through its runtime config (docs/deploying.md).
  useEffect(() => watchRemoteConfig(), []);
  // The next visit opens from this one's page (docs/performance.md, "The page from the last visit").
  useEffect(() => keepPageOnceSettled(), []);
  // The press on Sign In that loaded this chunk goes on by itself, unless a sign-in began without it.
  const pending = useRef(signInRequested);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    if (!signInUnderWay()) requestSignIn();
  }, []);
  return <AppLayout onSignIn={requestSignIn} onCancelSignIn={cancelSignInRequest} />;
}

/**
 * The app once the player has pressed Sign In, or at once when a stored session resumes: the router, the
 * screens, the live session and the tabs' host, with the wallet layer beside them, so the sign-in screen
 * needs none of it and the signed-in screen does not wait for the wallet layer.
 */
export default function SessionApp({ signInRequested }: { signInRequested: boolean }) {
  return (
    <>
      <BrowserRouter useTransitions={false}>
        <Session signInRequested={signInRequested} />
      </BrowserRouter>
      <WalletLayerSlot />
    </>
  );
}
