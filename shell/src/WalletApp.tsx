import { useEffect, useRef } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { getConfig, getGameApi } from '@companion/shared-state';
import { beginSessionReads, resumeStoredSession, useHeaderStore } from '@companion/shared-state/host';
import { useLiveSession } from '@companion/shared-state/host/wallet';
import { WalletLayer } from './wallet/WalletLayer';
import { AppLayout } from './layout/AppLayout';
import { useSignIn } from './session/useSignIn';
import { startDevWallet } from './session/devWallet';
import { useWalletWatch } from './session/useWalletWatch';
import { gameClientReady } from './session/gameClient';
import { onEarlySigner } from './session/earlySignIn';
import { signInUnderWay } from './session/signInRun';
import { useEarlySigner } from './session/useEarlySigner';
import { registerTabRemotes } from './federation/remoteRegistry';
import { watchRemoteConfig } from './federation/watchRemoteConfig';
import { landingTabEntry, preloadLandingTab } from './federation/tabLoads';
import { startEmbeddedMode } from './embedded/embeddedMode';
import { rememberFirstOrigins } from './boot/firstOrigins';

/**
 * What the app needs before its first signed-in render, run once this chunk and config.json are in: the
 * config checked and published (its first calls' connections were opened as it arrived, ./boot/configRequest.ts;
 * their origins are kept for the next visit), the tabs' addresses, the game API client, the wallet that frames the app (if any), the
 * local dev wallet, announced now so the wallet dialog lists it next to any installed wallet (inside a wallet,
 * the wallet's own is the only one).
 */
export async function prepareApp(): Promise<void> {
  const config = await gameClientReady();
  registerTabRemotes(config.remotes, config.devUnverifiedRemotes);
  // Opened by the next visit's page before its scripts run (./boot/firstOrigins.ts).
  rememberFirstOrigins([config.authUrl, config.apiUrl, config.rpcUrl, landingTabEntry() ?? '']);
  useHeaderStore.getState().setMints(config.mints);
  await startEmbeddedMode(config);
  await startDevWallet(config);
  // A stored session resumes logged in; the first game call checks the token (401 → sign-in screen). Its
  // first reads and the tab it lands on start now, beside the first render rather than after it, as a
  // sign-in starts them while its calls run (docs/performance.md, "A returning player's first requests").
  const resumed = resumeStoredSession();
  if (resumed) {
    beginSessionReads(resumed.token, getGameApi());
    preloadLandingTab(resumed.publicKey, { configJustTaken: true });
  }
  // A sign-in that ran before this chunk was in: its tab loads once the wallet has signed.
  onEarlySigner(({ address }) => preloadLandingTab(address, { configJustTaken: true }));
}

function Session({ signInRequested }: { signInRequested: boolean }) {
  // The tab a sign-in lands on loads while its calls run (docs/performance.md).
  const { signIn, cancel } = useSignIn({ onSigningIn: preloadLandingTab });
  useEarlySigner();
  useLiveSession();
  useWalletWatch();
  // Deploys, canaries and rollbacks reach a running app through its runtime config (docs/deploying.md).
  useEffect(() => watchRemoteConfig(), []);
  // The press on Sign In that loaded this chunk goes on by itself, unless a sign-in began without it.
  const pending = useRef(signInRequested);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    if (!signInUnderWay()) signIn();
  }, [signIn]);
  return <AppLayout onSignIn={signIn} onCancelSignIn={cancel} />;
}

/**
 * Everything that needs the wallet and the chain: loaded when the player presses Sign In, or at once
 * when a stored session resumes, so the sign-in screen itself needs none of it.
 */
export default function WalletApp({ signInRequested }: { signInRequested: boolean }) {
  return (
    <WalletLayer config={getConfig()}>
      <BrowserRouter useTransitions={false}>
        <Session signInRequested={signInRequested} />
      </BrowserRouter>
    </WalletLayer>
  );
}
