import { useEffect, useRef } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { getGameApi } from '@companion/shared-state';
import {
  beginGlobalRead,
  beginSessionReads,
  resumeStoredSession,
  useHeaderStore,
  useLiveSession,
} from '@companion/shared-state/host';
import { AppLayout } from './layout/AppLayout';
import { startDevWallet } from './session/devWallet';
import { gameClientReady } from './session/gameClient';
import { onEarlySigner } from './session/earlySignIn';
import { whenSignedInAs } from './session/whenSignedInAs';
import { signInUnderWay } from './session/signInRun';
import { cancelSignInRequest, requestSignIn } from './session/signInControls';
import { registerTabRemotes } from './federation/remoteRegistry';
import { watchRemoteConfig } from './federation/watchRemoteConfig';
import { landingTabEntry, preloadLandingTab } from './federation/tabLoads';
import { startEmbeddedMode } from './embedded/embeddedMode';
import { rememberFirstOrigins } from './boot/firstOrigins';
import { loadWalletLayer } from './boot/walletLayer';
import { WalletLayerSlot } from './boot/WalletLayerSlot';
import { whenPageSettled } from './boot/pageSettled';
import { registerPageCache } from './pageCache/registerPageCache';

/**
 * What the app needs before its first render, run once this chunk and config.json are in: the config checked
 * and published (its first calls' connections were opened as it arrived, ./boot/configRequest.ts; their origins
 * are kept for the next visit), the tabs' addresses, the game API client, the wallet that frames the app (if
 * any), the local dev wallet, announced now so the wallet dialog lists it next to any installed wallet (inside a
 * wallet, the wallet's own is the only one). With no session and no sign-in under way, the sign-in screen needs
 * the wallet layer: it is loaded here too; a session's screens do not wait for it.
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
    beginGlobalRead(resumed.publicKey);
    preloadLandingTab(resumed.publicKey, { configJustTaken: true });
  }
  // A sign-in that ran before this chunk was in: its tab (downloaded since the wallet approved) starts once
  // the sign-in has answered, beside the first reads, not between the sign-up's answer and the sign-in call.
  onEarlySigner(({ address }) =>
    whenSignedInAs(address, () => preloadLandingTab(address, { configJustTaken: true })),
  );
  if (!resumed && !signInUnderWay()) await loadWalletLayer();
}

function Session({ signInRequested }: { signInRequested: boolean }) {
  useLiveSession();
  // Deploys, canaries and rollbacks reach a running app through its runtime config (docs/deploying.md).
  useEffect(() => watchRemoteConfig(), []);
  // The next visit opens from this one's page (docs/performance.md, "The page from the last visit").
  useEffect(() => whenPageSettled(() => void registerPageCache()), []);
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
