import { cancelSignIn } from './signInRun';
import { loadWalletLayer } from '../boot/walletLayer';

/** What the sign-in screen's buttons do, supplied by the wallet layer once it runs (../wallet/WalletRoot.tsx). */
export interface SignInControls {
  /** The Sign In button: with no wallet it opens the wallet dialog and goes on once one is connected. */
  signIn: () => void;
  /** Stops the sign-in under way: back to the sign-in screen, and a late answer from the wallet is ignored. */
  cancel: () => void;
}

let controls: SignInControls | null = null;
let requested = false;

/** The wallet layer's controls, while it is mounted; a Sign In pressed before it ran is handed to it now. */
export function provideSignInControls(provided: SignInControls | null): void {
  controls = provided;
  if (provided && requested) {
    requested = false;
    provided.signIn();
  }
}

/**
 * Sign In, wherever it is pressed: the wallet layer signs in; while its files are still on their way (the
 * signed-in screen runs without them, docs/performance.md), the press waits for it and goes on by itself.
 */
export function requestSignIn(): void {
  if (controls) {
    controls.signIn();
    return;
  }
  requested = true;
  loadWalletLayer().catch(() => {
    // The layer could not load: the press is dropped, and the sign-in screen stays to be pressed again.
    requested = false;
  });
}

/** Cancel on the waiting screen. */
export function cancelSignInRequest(): void {
  requested = false;
  if (controls) controls.cancel();
  else cancelSignIn();
}
