import { useEffect, useLayoutEffect } from 'react';
import { useConnection, useWallet } from '@solana/wallet-adapter-react';
import { getConfig } from '@companion/shared-state';
import { WalletLayer } from './WalletLayer';
import { publishWalletContexts } from './TabWalletContexts';
import { useSignIn } from '../session/useSignIn';
import { useEarlySigner } from '../session/useEarlySigner';
import { useWalletWatch } from '../session/useWalletWatch';
import { provideSignInControls } from '../session/signInControls';
import { preloadLandingTab } from '../federation/tabLoads';

/**
 * The wallet's side of the session: its sign-in (the Sign In button's controls), the early sign-in's wallet
 * selected, a wallet that disconnects or changes account ending the session, and the contexts the tabs that
 * move value render in.
 */
function WalletSession() {
  // The tab a sign-in lands on loads while its calls run (docs/performance.md).
  const controls = useSignIn({ onSigningIn: preloadLandingTab });
  useEarlySigner();
  useWalletWatch();
  const { connection } = useConnection();
  const wallet = useWallet();
  useLayoutEffect(() => publishWalletContexts(connection, wallet), [connection, wallet]);
  // A Sign In pressed before this layer ran goes on now (../session/signInControls.ts).
  const { signIn, cancel } = controls;
  useEffect(() => {
    provideSignInControls({ signIn, cancel });
    return () => provideSignInControls(null);
  }, [signIn, cancel]);
  return null;
}

/**
 * The wallet layer's root, rendered beside the signed-in app rather than around it: the app's screens render
 * before it has loaded, and nothing of them remounts when it arrives (docs/architecture.md, "Run time"). The
 * wallet dialog is drawn here.
 */
export function WalletRoot() {
  return (
    <WalletLayer config={getConfig()}>
      <WalletSession />
    </WalletLayer>
  );
}
