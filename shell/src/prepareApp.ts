import { getGameApi } from '@companion/shared-state';
import {
  beginGlobalRead,
  beginSessionReads,
  resumeStoredSession,
  useHeaderStore,
} from '@companion/shared-state/host';
import { startDevWallet } from './session/devWallet';
import { gameClientReady } from './session/gameClient';
import { onEarlySignInSent } from './session/earlySignIn';
import { signInUnderWay } from './session/signInRun';
import { registerTabRemotes } from './federation/remoteRegistry';
import { landingTabEntry, preloadLandingTab } from './federation/tabLoads';
import { startEmbeddedMode } from './embedded/embeddedMode';
import { rememberFirstOrigins } from './boot/firstOrigins';
import { loadWalletLayer } from './boot/walletLayer';

/**
 * What the app needs before its first render, run once the session's chunks and config.json are in, before the
 * screens' modules start (./boot/sessionApp.ts: this module's are a part of them): the config checked
 * and published (its first calls' connections were opened as it arrived, ./boot/configRequest.ts; their origins
 * are kept for the next visit), the tabs' addresses, the game API client, the wallet that frames the app (if
 * any), the local dev wallet, announced now so the wallet dialog lists it next to any installed wallet (inside a
 * wallet, the wallet's own is the only one). With no session and no sign-in under way, the sign-in screen needs
 * the wallet layer: it is loaded here too; a session's screens do not wait for it.
 */
export async function prepareApp({ onStarted }: { onStarted?: () => void } = {}): Promise<void> {
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
  // A sign-in that ran before this chunk was in: its tab (downloaded since the wallet approved) starts while
  // the sign-in call is out, so that its first reads leave with the token; not before that call, which its
  // start-up would hold back, nor after the answer, behind the signed-in screen's first render.
  onEarlySignInSent(({ address }) => preloadLandingTab(address, { configJustTaken: true }));
  // What the first frames wait on has left: the screens' modules may start (./boot/sessionApp.ts).
  onStarted?.();
  if (!resumed && !signInUnderWay()) await loadWalletLayer();
}
