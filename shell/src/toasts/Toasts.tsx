import { useEffect } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { onNotice } from '@companion/shared-state';

export const TOAST_DURATION_MS = 3000;
export const TOAST_OFFSET_PX = 70;

/**
 * In the app's dark theme (react-hot-toast's default is a white card), with the app's own text colours. A tap
 * or click goes through a toast to what is under it: a toast never stands in the way of a button (and a pointer
 * resting on it would otherwise hold it on screen, as the library pauses toasts under the pointer).
 */
export const TOAST_STYLE = {
  pointerEvents: 'none',
  background: 'var(--surface-2)',
  color: 'var(--text)',
  border: '1px solid var(--surface-2)',
  maxWidth: 'calc(100vw - 32px)',
  overflowWrap: 'anywhere',
} as const;

/** Toasts appear at the bottom, offset 70, for 3 seconds (docs/product-rules.md, "Screens"). */
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
  return (
    <Toaster
      position="bottom-center"
      containerStyle={{ bottom: TOAST_OFFSET_PX }}
      toastOptions={{ duration: TOAST_DURATION_MS, style: TOAST_STYLE }}
    />
  );
}
