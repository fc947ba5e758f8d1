import { Toaster } from 'react-hot-toast';

export const TOAST_DURATION_MS = 3000;
export const TOAST_OFFSET_PX = 70;

/** Toasts appear at the bottom, offset 70, for 3 seconds (SPEC §2). */
export function Toasts() {
  return (
    <Toaster
      position="bottom-center"
      containerStyle={{ bottom: TOAST_OFFSET_PX }}
      toastOptions={{ duration: TOAST_DURATION_MS }}
    />
  );
}
