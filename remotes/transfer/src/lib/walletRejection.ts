/** EIP-1193 / wallet-standard code for "the user rejected the request". */
const USER_REJECTED_CODE = 4001;
const REJECTION_TEXT = /reject|denied|declined|cancel/i;

function codeOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? (value as { code?: unknown }).code : undefined;
}

/**
 * Whether sending failed because the player refused in the wallet. The wallet adapter wraps the wallet's
 * own error (in `error`), so both are looked at. A signing error always counts: nothing was signed, so
 * nothing left the wallet.
 */
export function isWalletRejection(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'WalletSignTransactionError') return true;
  const inner = (error as { error?: unknown }).error;
  const innerMessage = inner instanceof Error ? inner.message : '';
  return (
    codeOf(error) === USER_REJECTED_CODE ||
    codeOf(inner) === USER_REJECTED_CODE ||
    REJECTION_TEXT.test(error.message) ||
    REJECTION_TEXT.test(innerMessage)
  );
}
