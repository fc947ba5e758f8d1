import { useEffect, useRef } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Layout, afterPaintWhenIdle, getGameApi } from '@companion/shared-state';
import {
  beginGlobalRead,
  beginSessionReads,
  resumeStoredSession,
  useHeaderStore,
  useLiveSession,
  useLoginStore,
} from '@companion/shared-state/host';
import { AppLayout } from './layout/AppLayout';
import { startDevWallet } from './session/devWallet';
import { gameClientReady } from './session/gameClient';
import { earlySigner, onEarlySigner } from './session/earlySignIn';
import { signInUnderWay } from './session/signInRun';
import { cancelSignInRequest, requestSignIn } from './session/signInControls';
import { registerTabRemotes } from './federation/remoteRegistry';
import { watchRemoteConfig } from './federation/watchRemoteConfig';
import { landingTabEntry, preloadLandingTab } from './federation/tabLoads';
import { embeddedWalletName, startEmbeddedMode } from './embedded/embeddedMode';
import { rememberFirstOrigins } from './boot/firstOrigins';
import { loadWalletLayer, useWalletLayer } from './boot/walletLayer';
import { onFirstIntent } from './boot/firstIntent';
import { prefetchWalletLayerFiles } from './boot/sessionFiles';
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
  // A sign-in that ran before this chunk was in: its tab loads once the wallet has signed.
  onEarlySigner(({ address }) => preloadLandingTab(address, { configJustTaken: true }));
  if (!resumed && !signInUnderWay()) await loadWalletLayer();
}

/**
 * The wallet layer, beside the app: at once while nobody is signed in (the sign-in screen's Sign In is its); not
 * while a sign-in made without it runs (its calls have the phone's bandwidth); on a signed-in screen, at the
 * player's first touch or key, or when the page is shown again (the wallet watch then sees an account switched
 * meanwhile), since nothing there needs it before: the balances are kept live without it, and a tab that moves
 * value loads it with its own files (./federation/remoteRegistry.ts). Once the page has loaded and been idle, its
 * files are prefetched meanwhile, or, after a sign-in made without it, it loads then: the wallet that signed is
 * its to keep for the next visit. Framed by a host's wallet, at the first idle moment after the first frame.
 */
function WalletLayerSlot() {
  const layer = useWalletLayer();
  const layout = useLoginStore((s) => s.layout);
  useEffect(() => {
    if (layer || layout === Layout.Loading) return;
    const load = () => {
      loadWalletLayer().catch((error: unknown) => console.warn('The wallet layer could not load', error));
    };
    if (layout === Layout.LoggedOut) return load();
    // A host that frames the app switches its accounts with no touch on the page.
    if (embeddedWalletName()) return afterPaintWhenIdle(load);
    const cancelLoad = onFirstIntent(load);
    // A wallet that signed before the layer was in is the layer's to keep (for the next visit) and to connect.
    const cancelSettled = whenPageSettled(() => (earlySigner() ? load() : prefetchWalletLayerFiles()));
    return () => {
      cancelLoad();
      cancelSettled();
    };
  }, [layer, layout]);
  return layer ? <layer.WalletRoot /> : null;
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
