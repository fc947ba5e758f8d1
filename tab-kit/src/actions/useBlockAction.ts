import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { lastDialogOpener } from '../dialogs/useFocusTrap';
import { focusIsLost } from './ActionStatus';
import { transactionLock, type PendingTransaction } from '../transactions/transactionLock';

export interface BlockAction {
  /**
   * The block's inputs are locked: its own action runs, or a wallet request waits anywhere in the app (one
   * value-moving request at a time, and nothing typed meanwhile changes what the wallet was asked).
   */
  busy: boolean;
  /** The wallet request in flight in the app, for `ActionStatus`. */
  pending: PendingTransaction | null;
  /** What the block's own call waits for while it runs, for `ActionStatus`; null otherwise. */
  waiting: string | null;
  /** The last attempt's failure in player words, for `ActionError`; null once the player acts again. */
  error: string | null;
  /** The player acts again (types, picks, opens the confirm sheet): the old failure goes. */
  clearError: () => void;
  /**
   * Runs one attempt: the old failure goes, the block is busy (and says `waiting`) until it ends, and a
   * failure it reports (`fail`) stays beside the action. A second run while one runs is ignored.
   */
  run: (waiting: string, work: (fail: (message: string) => void) => Promise<void>) => Promise<void>;
}

/**
 * One block's action state (docs/tab-kit.md, "Actions"): busy, its wait and its failure, with the app's
 * wallet request. Every tab's forms and buttons that move value use it with `ActionStatus` and `ActionError`.
 */
export function useBlockAction(): BlockAction {
  const pending = useSyncExternalStore(
    transactionLock.subscribe,
    () => transactionLock.getState().pending,
    () => null,
  );
  const [waiting, setWaiting] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // State updates are not synchronous; this stops a second press landing before the controls lock.
  const running = useRef(false);
  const clearError = useCallback(() => setError(null), []);
  const run = useCallback<BlockAction['run']>(async (text, work) => {
    if (running.current) return;
    running.current = true;
    // Where the player was: the control that opened the confirm sheet, or the control pressed.
    const origin = document.activeElement?.closest('[role="dialog"]')
      ? lastDialogOpener()
      : document.activeElement instanceof HTMLElement
        ? document.activeElement
        : null;
    setError(null);
    setWaiting(text);
    try {
      await work((message) => setError(message));
    } finally {
      running.current = false;
      setWaiting(null);
      // After the outcome is painted: an error took focus itself; otherwise focus returns where it was.
      setTimeout(() => restoreFocus(origin), 0);
    }
  }, []);
  return { busy: waiting !== null || pending !== null, pending, waiting, error, clearError, run };
}

/**
 * Focus back to `origin` when the action left nothing focused (its controls were locked while it ran):
 * to `origin` if usable, else to the first usable control of its form or card (a Stake button off
 * because the amount was cleared gives way to the amount field).
 */
function restoreFocus(origin: HTMLElement | null): void {
  if (!focusIsLost()) return;
  if (!origin?.isConnected) return;
  if (!origin.matches(':disabled')) {
    origin.focus();
    return;
  }
  const block = origin.closest('form, article, section');
  block
    ?.querySelector<HTMLElement>(
      'input:not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled)',
    )
    ?.focus();
}
