import type { PendingTransaction } from './transactionLock';
import { TRANSACTION_STATUS_TEXT } from './transactionLock';

/**
 * The request in flight with its status text and a Cancel while the wallet has not answered. Shown by
 * any tab whose actions are disabled because of it, so leaving and coming back never hides the wait.
 */
export function PendingTransactionBar({ pending }: { pending: PendingTransaction | null }) {
  if (!pending) return null;
  return (
    <p className="kit-status" role="status">
      <span className="kit-spinner" aria-hidden="true" />
      <span>
        {pending.label}: {TRANSACTION_STATUS_TEXT[pending.status]}
      </span>
      {pending.cancel && (
        <button type="button" className="kit-button" onClick={pending.cancel}>
          Cancel
        </button>
      )}
    </p>
  );
}
