import { toast } from '../toasts/toast';
import { Layout, getGameApi } from '@companion/shared-state';
import {
  SIGN_MESSAGE_FAILED,
  beginSessionReads,
  startSession,
  useHeaderStore,
  useLoginStore,
} from '@companion/shared-state/host';

export const SIGN_IN_FAILED = 'Sign-in failed. Please try again.';
export const SIGN_IN_TIMED_OUT = 'Your wallet did not answer in time. Please try again.';
/** How long sign-in waits for the wallet (and the game API) before giving up. */
export const SIGN_IN_TIMEOUT_MS = 120_000;

/** Why a sign-in stopped before it finished, when the player or the clock stopped it. */
export class SignInStopped extends Error {
  constructor(readonly reason: 'cancelled' | 'timed out') {
    super(`Sign-in ${reason}`);
    this.name = 'SignInStopped';
  }
}

/** A sign-in's calls and the wallet's approval: the token and the wallet that signed. */
export type SignInWork = (signal: AbortSignal) => Promise<{ token: string; walletId: string }>;

let current: AbortController | null = null;

function abortedBy(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason as Error);
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
}

/** A read made for a sign-in still applies unless that sign-in has ended logged out. */
export const signInGoesOn = () => useLoginStore.getState().layout !== Layout.LoggedOut;

/** Whether a sign-in is under way (its wallet asked, or its calls running). */
export function signInUnderWay(): boolean {
  return current !== null;
}

/** Stops the sign-in under way: back to the sign-in screen, and a late answer from the wallet is ignored. */
export function cancelSignIn(): void {
  current?.abort(new SignInStopped('cancelled'));
}

/**
 * Runs one sign-in, whichever way the wallet signs (docs/product-rules.md, "Sign-in"): one at a time and
 * only without a token; the layout loading while it runs; the session started and its first reads sent as
 * soon as the token is in, before the signed-in screen renders; any failure logged out with a sentence
 * (none for the player's own Cancel); given up after SIGN_IN_TIMEOUT_MS. `work` is called at once, so the
 * first call leaves before anything else is done.
 */
export async function runSignIn(work: SignInWork): Promise<void> {
  if (current || useLoginStore.getState().token) return;
  const controller = new AbortController();
  current = controller;
  const timer = setTimeout(() => controller.abort(new SignInStopped('timed out')), SIGN_IN_TIMEOUT_MS);
  try {
    const signingIn = work(controller.signal);
    useLoginStore.getState().setLayout(Layout.Loading);
    const { token, walletId } = await Promise.race([signingIn, abortedBy(controller.signal)]);
    startSession({ publicKey: walletId, token });
    // Sent now, with the token just stored, while React has yet to render the signed-in screen.
    beginSessionReads(token, getGameApi());
  } catch (error) {
    console.warn('Sign-in failed:', error);
    useLoginStore.getState().setLayout(Layout.LoggedOut);
    // Balances read for this wallet are not kept for whoever signs in next.
    useHeaderStore.getState().resetHeader();
    const reason = error instanceof SignInStopped ? error.reason : null;
    // The player's own Cancel needs no message; everything else says what happened.
    if (reason !== 'cancelled') {
      const message =
        reason === 'timed out'
          ? SIGN_IN_TIMED_OUT
          : (error as Error).message === SIGN_MESSAGE_FAILED
            ? SIGN_MESSAGE_FAILED
            : SIGN_IN_FAILED;
      toast.error(message, { id: 'sign-in' });
    }
  } finally {
    clearTimeout(timer);
    if (current === controller) current = null;
  }
}
