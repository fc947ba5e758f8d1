import { useEffect, type RefObject } from 'react';
import { focusableIn } from './focusable';

/**
 * Modal focus for a dialog: focus moves into it when it opens (the first control, or `initial`), Tab and
 * Shift+Tab cycle inside it, and when it closes focus goes back to the control that opened it, if that is
 * still on the page. (When it is not, the screen that replaced it takes focus: see useTakeFocus.)
 */
export function useDialogFocus(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const dialog = container.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focusableIn(dialog)[0] ?? dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusableIn(dialog);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      const inside = active instanceof Node && dialog.contains(active);
      if (event.shiftKey && (active === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected && opener !== document.body) opener.focus();
    };
  }, [container]);
}
