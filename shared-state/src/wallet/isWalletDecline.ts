/** EIP-1193 / Wallet Standard code for "the user rejected the request". */
const USER_REJECTED_CODE = 4001;
const DECLINE_TEXT = /reject|denied|declined|cancel/i;

function codeOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? (value as { code?: unknown }).code : undefined;
}

/** Wallets and adapters do not always throw Error instances: any `message` string counts. */
function messageOf(value: unknown): string {
  const message = typeof value === 'object' && value !== null ? (value as { message?: unknown }).message : '';
  return typeof message === 'string' ? message : '';
}

/**
 * Whether the player refused a request in the wallet (docs/product-rules.md, "Wallet errors"). The one
 * rule for the shell and every tab. The wallet adapter wraps the wallet's own error (in `error`) in
 * whichever error the step raised (connect, sign, send), so both are looked at, by code and by wording.
 */
export function isWalletDecline(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const inner = (error as { error?: unknown }).error;
  return (
    codeOf(error) === USER_REJECTED_CODE ||
    codeOf(inner) === USER_REJECTED_CODE ||
    DECLINE_TEXT.test(messageOf(error)) ||
    DECLINE_TEXT.test(messageOf(inner))
  );
}

/** What the player reads after declining: one message for the event, wherever it happened. */
export const DECLINED_IN_WALLET = 'You declined the request in your wallet. Nothing was sent.';
