import { useRef, type ReactNode } from 'react';
import { BottomSheet } from './BottomSheet';

export interface ConfirmFact {
  label: string;
  value: ReactNode;
}

interface ConfirmSheetProps {
  title: string;
  /** What will happen, line by line (amounts, fee, lock, what is received). */
  facts: readonly ConfirmFact[];
  /** A sentence under the facts, e.g. what cannot be undone. */
  note?: ReactNode;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The review step before anything that moves value (docs/tab-kit.md, "Confirm sheet"): a BottomSheet
 * with what will happen, Confirm and Cancel; Confirm has the focus first.
 */
export function ConfirmSheet({
  title,
  facts,
  note,
  confirmLabel = 'Confirm',
  onConfirm,
  onCancel,
}: ConfirmSheetProps) {
  const confirm = useRef<HTMLButtonElement>(null);
  return (
    <BottomSheet title={title} onClose={onCancel} initialFocus={confirm}>
      <dl className="kit-facts">
        {facts.map((fact) => (
          <div key={fact.label} style={{ display: 'contents' }}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {note && <p>{note}</p>}
      <div className="kit-sheet__buttons">
        <button type="button" className="kit-button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="kit-button kit-button--primary" ref={confirm} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </BottomSheet>
  );
}
