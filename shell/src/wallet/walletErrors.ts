import type { WalletError } from '@solana/wallet-adapter-base';
// The one decline rule, shared with every tab (docs/tab-kit.md, "Transactions").
import { DECLINED_IN_WALLET, isWalletDecline } from '@companion/shared-state';

/** What a player reads for each wallet error (docs/product-rules.md, "Errors"); the technical cause goes to the console. */
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

export { DECLINED_IN_WALLET };

/**
 * Errors whose flow tells the player itself: messages are signed (and `solana:signIn` asked) only by sign-in, whose own toast ("Sign
 * message failed") covers a refusal, and transactions are signed and sent through the tab kit, which says
 * once what happened (docs/tab-kit.md, "Transactions").
 */
const TOLD_BY_THEIR_FLOW = new Set([
  'WalletSignMessageError',
  'WalletSignInError',
  'WalletSignTransactionError',
  'WalletSendTransactionError',
]);

/** What the player is told, or null when the flow that raised the error tells them. */
export function walletErrorToast(
  error: Pick<WalletError, 'name' | 'message'> & { error?: unknown },
): string | null {
  return TOLD_BY_THEIR_FLOW.has(error.name) ? null : walletErrorMessage(error);
}

/** The wallet that frames the app did not answer in time: its error already says so in player words. */
function timeoutMessage(inner: unknown): string | null {
  const bridgeError = inner as { name?: unknown; code?: unknown; message?: unknown } | null;
  return bridgeError?.name === 'WalletBridgeError' && bridgeError.code === 'TIMEOUT'
    ? String(bridgeError.message)
    : null;
}

export function walletErrorMessage(
  error: Pick<WalletError, 'name' | 'message'> & { error?: unknown },
): string {
  const timedOut = timeoutMessage(error.error);
  if (timedOut) return timedOut;
  if (isWalletDecline(error)) return DECLINED_IN_WALLET;
  return MESSAGES[error.name] ?? 'Your wallet reported an error.';
}
