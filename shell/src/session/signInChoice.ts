import type { Adapter } from '@solana/wallet-adapter-base';
import type { SignInAnswer, WalletSignIn } from '@companion/shared-state/host';

/** An adapter whose wallet offers Sign In With Solana (`solana:signIn`). */
export type SignInAdapter = Adapter & { signIn: WalletSignIn };

/** Whether the wallet behind this adapter offers `solana:signIn` (wallet-adapter sets `signIn` only then). */
export function offersSignIn(adapter: Adapter): adapter is SignInAdapter {
  return typeof (adapter as Partial<SignInAdapter>).signIn === 'function';
}

/** The wallet's `signIn`, as sign-in calls it: the adapter's output narrowed to what sign-in reads. */
export function signInOf(adapter: SignInAdapter): WalletSignIn {
  return async (input) => {
    const output: SignInAnswer = await adapter.signIn(input);
    return output;
  };
}

let waiting: ((adapter: SignInAdapter) => void) | null = null;
let signingIn: Adapter | null = null;

/**
 * While a sign-in waits for the player's choice of wallet, `take` receives a chosen wallet that offers
 * `solana:signIn`: its one approval then connects it and signs, so it is not asked to connect first.
 * `null` stops waiting.
 */
export function awaitWalletChoice(take: ((adapter: SignInAdapter) => void) | null): void {
  waiting = take;
}

/**
 * Called where the player chooses a wallet (the dialog, or the in-app browser's only wallet), in the
 * player's gesture: true when a waiting sign-in took the wallet, which must then not be asked to connect.
 */
export function takeWalletChoice(adapter: Adapter): boolean {
  if (!waiting || !offersSignIn(adapter)) return false;
  const take = waiting;
  waiting = null;
  signingIn = adapter;
  take(adapter);
  return true;
}

/** The sign-in that took a wallet has ended (whatever the outcome). */
export function endWalletSignIn(adapter: Adapter): void {
  if (signingIn === adapter) signingIn = null;
}

/**
 * The wallet layer's `autoConnect`: a wallet restored or chosen connects as usual, except the one a
 * sign-in is taking through its own `signIn` (that approval connects it).
 */
export async function autoConnectUnlessSigningIn(adapter: Adapter): Promise<boolean> {
  return adapter !== signingIn;
}
