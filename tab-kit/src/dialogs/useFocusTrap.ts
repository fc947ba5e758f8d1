import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

let lastOpener: HTMLElement | null = null;

/** What opened the last dialog: an action confirmed in it returns focus there (`useBlockAction`). */
export function lastDialogOpener(): HTMLElement | null {
  return lastOpener;
}

/** How long focus may wait for a locked opener (an action it started runs meanwhile). */
const RETURN_WAIT_MS = 120_000;
const RETURN_POLL_MS = 100;

/**
 * Focus goes back to the opener. When the sheet started an action, the opener is locked while it runs
 * (disabled, or in a disabled fieldset): focus then goes to it once it is usable again, unless something
 * else took it meanwhile (the action's Cancel, its error, the player's own move).
 */
export function returnFocus(opener: HTMLElement): void {
  const usable = () => opener.isConnected && !opener.matches(':disabled');
  const lost = () => !document.activeElement || document.activeElement === document.body;
  if (usable()) {
    opener.focus();
    return;
  }
  const started = Date.now();
  const poll = () => {
    if (!opener.isConnected || Date.now() - started > RETURN_WAIT_MS) return;
    if (usable()) {
      if (lost()) opener.focus();
      return;
    }
    setTimeout(poll, RETURN_POLL_MS);
  };
  setTimeout(poll, RETURN_POLL_MS);
}

/**
 * Keeps keyboard focus inside a dialog while it is open (docs/tab-kit.md, "Dialogs"): focus moves in
 * (to `initial` or the first control), Tab and Shift+Tab wrap around, Escape calls `onEscape`, and on
 * close focus returns to what had it before (once usable again, `returnFocus`), never to the page body.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  onEscape: () => void,
  initial?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    lastOpener = opener;
    const root = container.current;
    (initial?.current ?? root?.querySelector<HTMLElement>(FOCUSABLE) ?? root)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!root) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      if (opener) returnFocus(opener);
    };
    // The trap is set up once per opening; a new onEscape each render must not move focus again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
