import { useEffect, useRef, type RefObject } from 'react';
import { TRANSACTION_STATUS_TEXT } from '../transactions/transactionLock';
import type { BlockAction } from './useBlockAction';

/**
 * What a block's action is waiting for, beside it (docs/tab-kit.md, "Actions"): its wallet request with the
 * status and Cancel while the wallet has not answered, else its call to the game (`waiting`). Announced as a status;
 * when focus was lost because the controls it came from were locked, Cancel takes it, so the keyboard can
 * stop the wait at once.
 */
export function ActionStatus({ action }: { action: Pick<BlockAction, 'pending' | 'waiting'> }) {
  const { waiting } = action;
  // The wallet request is this block's while the block runs; another block's is shown by that block.
  const pending = waiting !== null ? action.pending : null;
  const cancel = useRef<HTMLButtonElement>(null);
  useFocusWhenLost(cancel, pending?.cancel != null);
  if (pending) {
    return (
      <p className="kit-status" role="status" data-testid="action-status">
        <span className="kit-spinner" aria-hidden="true" />
        <span>
          {pending.label}: {TRANSACTION_STATUS_TEXT[pending.status]}
        </span>
        {pending.cancel && (
          <button type="button" className="kit-button" ref={cancel} onClick={pending.cancel}>
            Cancel
          </button>
        )}
      </p>
    );
  }
  if (!waiting) return null;
  return (
    <p className="kit-status" role="status" data-testid="action-status">
      <span className="kit-spinner" aria-hidden="true" />
      <span>{waiting}</span>
    </p>
  );
}

/** Focus `target` when it appears while nothing (the page body) has focus. */
export function useFocusWhenLost(target: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    if (!shown) return;
    if (focusIsLost()) target.current?.focus();
  }, [shown, target]);
}

/** Nothing has the keyboard: the page body, or a control the running action has locked. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.matches(':disabled');
}
