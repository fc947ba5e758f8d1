import { useEffect, useRef } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { getConfig, type RuntimeConfig } from '@companion/shared-state';
import { registerDevWallet, useLiveSession } from '@companion/shared-state/host/wallet';
import { WalletLayer } from './wallet/WalletLayer';
import { AppLayout } from './layout/AppLayout';
import { useSignIn } from './session/useSignIn';
import { useWalletWatch } from './session/useWalletWatch';
import { embeddedWalletName } from './embedded/embeddedMode';
import { watchRemoteConfig } from './federation/watchRemoteConfig';

// This chunk loads once, after the config: the local dev wallet is announced with it, so the wallet
// dialog lists it next to any installed wallet. Inside a wallet, the wallet's own is the only one.
const { devWallet, rpcUrl } = getConfig();
if (devWallet && !embeddedWalletName()) registerDevWallet(rpcUrl);

function Session({ signInRequested }: { signInRequested: boolean }) {
  const { signIn, cancel } = useSignIn();
  useLiveSession();
  useWalletWatch();
  // Deploys, canaries and rollbacks reach a running app through its runtime config (docs/deploying.md).
  useEffect(() => watchRemoteConfig(), []);
  // The press on Sign In that loaded this chunk goes on by itself.
  const pending = useRef(signInRequested);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    signIn();
  }, [signIn]);
  return <AppLayout onSignIn={signIn} onCancelSignIn={cancel} />;
}

/**
 * Everything that needs the wallet and the chain: loaded when the player presses Sign In, or at once
 * when a stored session resumes, so the sign-in screen itself needs none of it.
 */
export default function WalletApp({
  config,
  signInRequested,
}: {
  config: RuntimeConfig;
  signInRequested: boolean;
}) {
  return (
    <WalletLayer config={config}>
      <BrowserRouter>
        <Session signInRequested={signInRequested} />
      </BrowserRouter>
    </WalletLayer>
  );
}
