import type { WalletError } from '@solana/wallet-adapter-base';

/** What a player reads for each wallet error of SPEC §8; the technical cause goes to the console. */
const MESSAGES: Record<string, string> = {
  WalletNotReadyError: 'Your wallet is not ready. Install or unlock it, then try again.',
  WalletNotConnectedError: 'Your wallet is not connected.',
  WalletNotSelectedError: 'Choose a wallet first.',
  WalletConnectionError: 'Could not connect to your wallet.',
  WalletDisconnectionError: 'Could not disconnect your wallet.',
  WalletSignTransactionError: 'The transaction was not signed.',
  WalletSendTransactionError: 'The transaction could not be sent.',
  WalletSignMessageError: 'The message was not signed.',
  WalletSignInError: 'Signing in with your wallet failed.',
  WalletAccountError: 'Your wallet reported an account problem.',
  WalletPublicKeyError: 'Your wallet gave an invalid public key.',
  WalletConfigError: 'Your wallet is misconfigured.',
};

export const DECLINED_IN_WALLET = 'You declined the request in your wallet. Nothing was sent.';

const DECLINED = /reject|denied|declined|cancel/i;

/** The adapter wraps a person's "Reject" in whichever error the step raised (sign, send, connect). */
function isDeclined(error: Pick<WalletError, 'message'> & { error?: unknown }): boolean {
  const inner = error.error instanceof Error ? error.error.message : '';
  return DECLINED.test(error.message) || DECLINED.test(inner);
}

/**
 * What the player is told, or null when someone else tells them: messages are signed only by sign-in,
 * whose own toast ("Sign message failed") already covers a refusal.
 */
export function walletErrorToast(
  error: Pick<WalletError, 'name' | 'message'> & { error?: unknown },
): string | null {
  return error.name === 'WalletSignMessageError' ? null : walletErrorMessage(error);
}

export function walletErrorMessage(
  error: Pick<WalletError, 'name' | 'message'> & { error?: unknown },
): string {
  if (isDeclined(error)) return DECLINED_IN_WALLET;
  return MESSAGES[error.name] ?? 'Your wallet reported an error.';
}
