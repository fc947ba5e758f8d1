import type { Transfer } from '../api/transferApi';

/** How a transfer attempt ended, and what the player is told. */
export type TransferOutcome =
  /** Credited, withdrawn, or accepted by the server and being processed. */
  | { kind: 'done'; message: string; transfer: Transfer }
  /** The player refused in the wallet: nothing changed. */
  | { kind: 'rejected'; message: string }
  /** Nothing moved, or what moved was restored. */
  | { kind: 'failed'; message: string; transfer?: Transfer }
  /** Handed to the game, which credits it once the chain confirms it (the history shows it then). */
  | { kind: 'sent'; message: string };

/** What a running transfer is waiting for. */
export type TransferStep = 'wallet' | 'crediting' | 'withdrawing';

export const STEP_TEXT: Readonly<Record<TransferStep, string>> = {
  wallet: 'Approve the deposit in your wallet…',
  crediting: 'Sending and crediting your deposit…',
  withdrawing: 'Withdrawing to your global wallet…',
};
