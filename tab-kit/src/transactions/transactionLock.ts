import { createStore } from 'zustand/vanilla';

export type TransactionStatus =
  'checking-fee' | 'awaiting-signature' | 'sending' | 'done' | 'failed' | 'cancelled';

/** What the player reads while a transaction is on its way (docs/tab-kit.md, "Transactions"). */
export const TRANSACTION_STATUS_TEXT: Record<TransactionStatus, string> = {
  'checking-fee': 'Checking the network fee…',
  'awaiting-signature': 'Approve the request in your wallet…',
  sending: 'Sending to the game and the network…',
  done: 'Done.',
  failed: 'Failed.',
  cancelled: 'Cancelled. Nothing was sent.',
};

export interface PendingTransaction {
  /** What is being done, e.g. "Deposit 10 DFL". */
  label: string;
  status: TransactionStatus;
  /** Stops waiting; allowed until the signed transaction has been handed to the game. */
  cancel: (() => void) | null;
}

/**
 * The one value-moving request in flight, for the whole app: the kit is one copy at run time, so a tab
 * left and opened again while its request waits sees it here, and no second request can start.
 */
export const transactionLock = createStore<{ pending: PendingTransaction | null }>(() => ({ pending: null }));

export function tryAcquire(label: string, cancel: () => void): boolean {
  if (transactionLock.getState().pending) return false;
  transactionLock.setState({ pending: { label, status: 'checking-fee', cancel } });
  return true;
}

export function setPendingStatus(status: TransactionStatus, cancellable: boolean): void {
  const pending = transactionLock.getState().pending;
  if (!pending) return;
  transactionLock.setState({
    pending: { ...pending, status, cancel: cancellable ? pending.cancel : null },
  });
}

export function release(): void {
  transactionLock.setState({ pending: null });
}
