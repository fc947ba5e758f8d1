import type { TransferOutcome } from '../lib/outcome';

/** The tab's own toast: remotes cannot reach the shell's toaster, so outcomes are shown in the tab. */
export function Notice({ outcome, onDismiss }: { outcome: TransferOutcome; onDismiss: () => void }) {
  const success = outcome.kind === 'done';
  return (
    <div
      className={
        success ? 'transfer-notice transfer-notice--success' : 'transfer-notice transfer-notice--error'
      }
      role={success ? 'status' : 'alert'}
    >
      <p className="transfer-notice__text">{outcome.message}</p>
      <button type="button" className="transfer-notice__close" aria-label="Dismiss" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
