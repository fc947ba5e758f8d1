import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { useFocusTrap } from './useFocusTrap';

interface BottomSheetProps {
  title: string;
  children: ReactNode;
  /** Escape, a tap on the overlay and the sheet's own close buttons call it. */
  onClose: () => void;
  /** What gets focus when the sheet opens (default: its first control). */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * A modal sheet at the bottom of the screen (docs/tab-kit.md, "Confirm sheet and dialogs"): titled,
 * focus moved in and trapped, Escape and the overlay close it, focus goes back to the opener. The
 * ConfirmSheet is one; a tab's filter or settings sheet is another.
 */
export function BottomSheet({ title, children, onClose, initialFocus, className }: BottomSheetProps) {
  const titleId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  useFocusTrap(sheet, onClose, initialFocus);
  return (
    <div className="kit-sheet__overlay" onClick={onClose}>
      <div
        ref={sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={className ? `kit-sheet ${className}` : 'kit-sheet'}
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={titleId} className="kit-sheet__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
