/**
 * The app's toasts (docs/product-rules.md, "Screens"): a message at the bottom for 3 seconds. `toast(message)`,
 * `toast.success` and `toast.error` show one; a toast given an `id` replaces the one on screen with that id
 * instead of adding a second (one toast per kind of event). `<Toasts />` draws them.
 */

export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  id: string;
  message: string;
  tone: ToastTone;
  /** Dismissed, fading out: removed after TOAST_EXIT_MS. */
  leaving: boolean;
}

export interface ToastOptions {
  /** A toast with this id replaces the one on screen, and starts its 3 seconds again. */
  id?: string;
}

export const TOAST_DURATION_MS = 3000;
/** How long a dismissed toast fades before it is removed (with reduced motion it is hidden at once). */
export const TOAST_EXIT_MS = 200;
/** The most toasts on screen at once: a new one beyond them takes the oldest's place. */
export const MAX_TOASTS = 3;

let shown: readonly Toast[] = [];
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let count = 0;

function publish(next: readonly Toast[]): void {
  shown = next;
  for (const listener of listeners) listener();
}

function later(id: string, ms: number, then: () => void): void {
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => {
      timers.delete(id);
      then();
    }, ms),
  );
}

function stopTimer(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

function remove(id: string): void {
  stopTimer(id);
  publish(shown.filter((one) => one.id !== id));
}

/** Starts a toast's fade; it is removed once faded. */
export function dismissToast(id: string): void {
  if (!shown.some((one) => one.id === id && !one.leaving)) return;
  publish(shown.map((one) => (one.id === id ? { ...one, leaving: true } : one)));
  later(id, TOAST_EXIT_MS, () => remove(id));
}

function show(message: string, tone: ToastTone, { id = `toast-${++count}` }: ToastOptions = {}): string {
  const next: Toast = { id, message, tone, leaving: false };
  const replaced = shown.some((one) => one.id === id);
  const list = replaced ? shown.map((one) => (one.id === id ? next : one)) : [...shown, next];
  // The oldest beyond MAX_TOASTS make way: their timers stop, and the list is published once.
  for (const old of list.slice(0, Math.max(0, list.length - MAX_TOASTS))) stopTimer(old.id);
  publish(list.slice(-MAX_TOASTS));
  later(id, TOAST_DURATION_MS, () => dismissToast(id));
  return id;
}

/** Shows a message; `toast.success` and `toast.error` mark it as good news or a failure. Returns its id. */
export const toast = Object.assign(
  (message: string, options?: ToastOptions) => show(message, 'info', options),
  {
    success: (message: string, options?: ToastOptions) => show(message, 'success', options),
    error: (message: string, options?: ToastOptions) => show(message, 'error', options),
  },
);

/** The toasts on screen, oldest first (for `useSyncExternalStore`). */
export const shownToasts = (): readonly Toast[] => shown;

export function onToastsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
