import { useEffect, useSyncExternalStore } from 'react';
import { onNotice } from '@companion/shared-state';
import { onToastsChange, shownToasts, toast, type ToastTone } from './toast';
import './toasts.css';

export { TOAST_DURATION_MS } from './toast';
export const TOAST_OFFSET_PX = 70;

/** The mark beside a toast's words (the words alone say it; the mark is not read out). */
const MARK: Record<ToastTone, string | null> = { info: null, success: '✓', error: '!' };

/**
 * Toasts appear at the bottom, offset 70, for 3 seconds (docs/product-rules.md, "Screens"), in the app's dark
 * theme. A tap or click goes through a toast to what is under it: a toast never stands in the way of a button.
 * Each is a polite status message, read out once when it appears.
 */
export function Toasts() {
  // What tabs say through the kit's notify() (docs/tab-kit.md, "Messages") is shown here, once.
  useEffect(
    () =>
      onNotice(({ tone, message }) => {
        if (tone === 'error') toast.error(message);
        else if (tone === 'success') toast.success(message);
        else toast(message);
      }),
    [],
  );
  const shown = useSyncExternalStore(onToastsChange, shownToasts, shownToasts);
  return (
    <div className="toasts" data-toasts="" style={{ bottom: TOAST_OFFSET_PX }}>
      {shown.map(({ id, message, tone, leaving }) => (
        <div key={id} className={`toast toast-${tone}`} data-leaving={leaving ? '' : undefined}>
          {MARK[tone] && (
            <span className="toast-mark" aria-hidden="true">
              {MARK[tone]}
            </span>
          )}
          <div role="status" aria-live="polite">
            {message}
          </div>
        </div>
      ))}
    </div>
  );
}
