import { create } from 'zustand';
import { useLoginStore } from './loginStore';

/** localStorage key of when the stored session ends, so a reload knows it too (where storage works). */
export const SESSION_EXPIRY_STORAGE_KEY = 'companion.sessionExpiry';

/** setTimeout's longest wait (about 24.8 days); a longer session is checked again then. */
const MAX_TIMER_MS = 2_147_483_647;

function readStored(): number | null {
  try {
    const value = Number(globalThis.localStorage?.getItem(SESSION_EXPIRY_STORAGE_KEY) ?? NaN);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

function store(expiresAt: number | null): void {
  try {
    if (expiresAt === null) globalThis.localStorage?.removeItem(SESSION_EXPIRY_STORAGE_KEY);
    else globalThis.localStorage?.setItem(SESSION_EXPIRY_STORAGE_KEY, String(expiresAt));
  } catch {
    // Storage off (a private window, a wallet's web view): the expiry is known until the page closes.
  }
}

/**
 * When the session's token stops working (ms since the epoch), as the game said at sign-in, or null when
 * it did not say (docs/product-rules.md, "Sign-in"). Not part of the login state: the app ends the session
 * when it comes (`watchSessionExpiry`), before the player's next action is refused.
 */
export const useSessionExpiryStore = create<{ expiresAt: number | null }>()(() => ({
  expiresAt: readStored(),
}));

/** The sign-in answer's expiry, kept with the session it belongs to; none said, none kept. */
export function noteSessionExpiry(answer: { expiresAt?: string }): void {
  const parsed = answer.expiresAt ? Date.parse(answer.expiresAt) : NaN;
  const expiresAt = Number.isFinite(parsed) ? parsed : null;
  store(expiresAt);
  useSessionExpiryStore.setState({ expiresAt });
}

/** Forgets the expiry with the session (sign-out, a refused token). */
export function clearSessionExpiry(): void {
  noteSessionExpiry({});
}

/**
 * Calls `onExpired` once when the signed-in session's expiry comes: on time while the page runs, and at
 * once when a page that slept (a hidden tab, a phone's locked screen) is shown again after it. Returns the
 * stop.
 */
export function watchSessionExpiry(onExpired: () => void, now: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    clearTimeout(timer);
    const { token } = useLoginStore.getState();
    const { expiresAt } = useSessionExpiryStore.getState();
    if (!token || expiresAt === null) return;
    const left = expiresAt - now();
    if (left <= 0) {
      onExpired();
      return;
    }
    timer = setTimeout(check, Math.min(left, MAX_TIMER_MS));
  };
  const stopLogin = useLoginStore.subscribe((state, previous) => {
    if (state.token !== previous.token) check();
  });
  const stopExpiry = useSessionExpiryStore.subscribe(check);
  const onShown = () => {
    if (globalThis.document?.visibilityState !== 'hidden') check();
  };
  globalThis.document?.addEventListener('visibilitychange', onShown);
  globalThis.addEventListener?.('focus', onShown);
  check();
  return () => {
    clearTimeout(timer);
    stopLogin();
    stopExpiry();
    globalThis.document?.removeEventListener('visibilitychange', onShown);
    globalThis.removeEventListener?.('focus', onShown);
  };
}
