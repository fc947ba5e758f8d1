import { useId, useRef, type ReactNode } from 'react';
import { useFocusTrap } from './useFocusTrap';

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
 * The review step before anything that moves value (docs/tab-kit.md, "Confirm sheet"): a modal sheet
 * at the bottom with what will happen, Confirm and Cancel. Focus is trapped inside; Escape and a tap on
 * the overlay cancel; focus returns to the button that opened it.
 */
export function ConfirmSheet({
  title,
  facts,
  note,
  confirmLabel = 'Confirm',
  onConfirm,
  onCancel,
}: ConfirmSheetProps) {
  const titleId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  useFocusTrap(sheet, onCancel, confirm);
  return (
    <div className="kit-sheet__overlay" onClick={onCancel}>
      <div
        ref={sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="kit-sheet"
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={titleId} className="kit-sheet__title">
          {title}
        </h2>
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
      </div>
    </div>
  );
}
