import { getGameApi } from '@companion/shared-state';
import type { SignInInputResponse } from '@companion/shared-state/schemas';

/** How long an input asked for early may wait for the dialog: its nonce is fresh, not a stale one. */
export const EARLY_INPUT_MAX_AGE_MS = 60_000;

/** The sign-in input asked for before the sign-in's first render, not taken yet. */
let early: { input: Promise<SignInInputResponse>; at: number } | null = null;

/**
 * Asks now for the Sign In With Solana input naming no wallet, for the sign-in a press on Sign In started
 * before the app was in: the request leaves as soon as the game client exists, rather than once the app has
 * rendered and the dialog opened (docs/performance.md, "The sign-in input, asked as the app starts"). A
 * failure is met again, and told, by the sign-in that takes it.
 */
export function askSignInInputEarly(): void {
  const input = getGameApi().getSignInInput();
  input.catch(() => undefined);
  early = { input, at: Date.now() };
}

/** The input asked for early, once and while fresh; after that (or without one) a new request. */
export function takeSignInInput(): Promise<SignInInputResponse> {
  const taken = early;
  early = null;
  return taken && Date.now() - taken.at < EARLY_INPUT_MAX_AGE_MS
    ? taken.input
    : getGameApi().getSignInInput();
}
