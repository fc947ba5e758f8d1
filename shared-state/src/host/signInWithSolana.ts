import bs58 from 'bs58';
import type { SignInInput, SignInInputResponse } from '../schemas';
import { GameApiError } from '../api/GameApiError';
import type { GameApi } from '../services';
import { noteSessionExpiry } from '../stores/sessionExpiry';

// Sign In With Solana needs neither web3.js nor the wallet adapter: the shell runs it with a Wallet Standard
// wallet before its wallet layer has loaded (docs/performance.md, "Sign-in before the wallet layer").

export const SIGN_MESSAGE_FAILED = 'Sign message failed';

/** Base64 of bytes, as the game API takes the signed message. */
function base64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

/** What a wallet's `solana:signIn` answers, as sign-in needs it (the Wallet Standard's `SolanaSignInOutput`). */
export interface SignInAnswer {
  account: { address: string; publicKey: Uint8Array };
  signedMessage: Uint8Array;
  signature: Uint8Array;
}

/** The wallet's `signIn`: given the input, one approval that connects (if needed) and signs. */
export type WalletSignIn = (input: SignInInput) => Promise<SignInAnswer>;

/**
 * Sign In With Solana (docs/game-api.md, "Sign-in"): the sign-in input from the game, the wallet's one
 * `signIn` approval, then sign-up unless the wallet is known to be registered, then sign-in, both with the
 * same answer. `walletId` is the connected wallet, when there is one; without it the input names no address
 * and the wallet's approval also connects it, so whether it is registered is only known after: sign-up then
 * answers 409 for a registered wallet, and sign-in follows. `onSigned` hears the wallet's address as soon
 * as it has signed; `onSignInSent`, that the last call (sign-in) has left, so that the page can use the wait
 * for its answer. Returns the token and the wallet that signed.
 */
export async function signInWithSolanaSignIn(
  api: GameApi,
  signIn: WalletSignIn,
  walletId: string | undefined,
  {
    signal,
    onSigned,
    onSignInSent,
    asked,
  }: {
    signal?: AbortSignal;
    onSigned?: (walletId: string) => void;
    onSignInSent?: () => void;
    /** The input already asked for (while the player chose a wallet), so the wallet is asked at once. */
    asked?: Promise<SignInInputResponse>;
  } = {},
): Promise<{ token: string; walletId: string }> {
  const { input, verifiedAt } = await (asked ?? api.getSignInInput(walletId));
  signal?.throwIfAborted();
  let answer: SignInAnswer;
  try {
    answer = await signIn(input);
  } catch (cause) {
    throw new Error(SIGN_MESSAGE_FAILED, { cause });
  }
  signal?.throwIfAborted();
  const signer = answer.account.address;
  if (walletId !== undefined && signer !== walletId) throw new Error(SIGN_MESSAGE_FAILED);
  onSigned?.(signer);
  const payload = {
    walletId: signer,
    signature: bs58.encode(answer.signature),
    signedMessage: base64(answer.signedMessage),
  };
  if (!verifiedAt) {
    try {
      await api.signUp(payload);
    } catch (error) {
      // Only an input that named no wallet leaves it unknown whether the wallet is registered.
      if (!(walletId === undefined && error instanceof GameApiError && error.status === 409)) throw error;
    }
  }
  signal?.throwIfAborted();
  // The game client sends the call before it returns: what runs now runs while the answer travels.
  const answering = api.signIn(payload);
  onSignInSent?.();
  const session = await answering;
  noteSessionExpiry(session);
  return { token: session.token, walletId: signer };
}
