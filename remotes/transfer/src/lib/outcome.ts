import type { Transfer } from '../api/transferApi';

/** How a transfer attempt ended, and what the player is told. */
export type TransferOutcome =
  /** Credited, withdrawn, or accepted by the server and being processed. */
  | { kind: 'done'; message: string; transfer: Transfer }
  /** The player refused in the wallet: nothing changed. */
  | { kind: 'rejected'; message: string }
  /** Nothing moved, or what moved was restored. */
  | { kind: 'failed'; message: string; transfer?: Transfer }
  /** Sent on chain but not credited yet; kept for "Retry crediting". */
  | { kind: 'uncredited'; message: string; signature: string };

/** What a running transfer is waiting for. */
export type TransferStep = 'wallet' | 'confirming' | 'crediting' | 'withdrawing';

export const STEP_TEXT: Readonly<Record<TransferStep, string>> = {
  wallet: 'Approve the deposit in your wallet…',
  confirming: 'Confirming on chain…',
  crediting: 'Crediting your in-game wallet…',
  withdrawing: 'Withdrawing to your global wallet…',
};

/** Why the wallet step of a transfer did not happen, in the tab kit's words (docs/tab-kit.md). */
export class WalletRequestError extends Error {
  override readonly name = 'WalletRequestError';
  constructor(
    readonly reason: 'busy' | 'fee' | 'declined' | 'cancelled' | 'timeout' | 'failed',
    message: string,
  ) {
    super(message);
  }
}
