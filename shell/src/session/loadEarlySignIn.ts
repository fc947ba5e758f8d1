import { requestConfig } from '../boot/configRequest';
import { useLoginStore } from '@companion/shared-state/host';
import { earlySignInChoice } from './earlySignInChoice';
import { insideHostApp } from '../embedded/insideHostApp';
import { sessionFilesFetched } from '../boot/sessionFiles';
import { preloadSignInInput } from '../boot/signInInputPreload';

/**
 * The sign-in's calls, the game client and its schemas: a chunk of their own, prefetched with the app's files,
 * so that the wallet dialog needs only React and the app's chunk (docs/performance.md, "Sign-in before the
 * wallet layer").
 */
export function loadEarlySignIn(): Promise<EarlySignInModule> {
  const loading = import(/* webpackChunkName: "early-sign-in" */ './earlySignIn');
  void loading.then((module) => (loaded = module)).catch(() => undefined);
  return loading;
}

type EarlySignInModule = typeof import('./earlySignIn');
let loaded: EarlySignInModule | null = null;

/** The chunk, if it is in already: a wallet chosen then starts signing in within the player's click. */
export function loadedEarlySignIn(): EarlySignInModule | null {
  return loaded;
}

/**
 * Whether a Sign In pressed now may be answered before the wallet layer: a new player (no session, not inside a
 * host app) while that layer's files are still on their way (once they are in, the layer is ready soonest).
 * Which wallets then decide the rest (./earlySignInChoice.ts).
 */
export function earlySignInPossible(): boolean {
  return !useLoginStore.getState().token && !insideHostApp() && !sessionFilesFetched();
}

/**
 * A new player pressed Sign In: where the sign-in can run before the wallet layer, its input is asked for as
 * soon as config.json is in, as a preload that the game client's call takes (../boot/signInInputPreload.ts).
 * The chunk that makes that call is not started here: its start-up is one long task, which would come before
 * the wallet dialog's first frame; the dialog starts it once drawn (../signin/EarlySignIn.tsx).
 */
export function preloadEarlySignInInput(): void {
  requestConfig()
    .then((json) => {
      if (earlySignInChoice(json)) preloadSignInInput(json);
    })
    .catch(() => undefined); // met again, and told, when a wallet is chosen
}
