import { useLoginStore } from './loginStore';
import {
  clearSessionExpiry,
  noteSessionExpiry,
  SESSION_EXPIRY_STORAGE_KEY,
  useSessionExpiryStore,
  watchSessionExpiry,
} from './sessionExpiry';
import { signInResponseSchema } from '../schemas';

const T0 = Date.parse('2026-06-01T12:00:00.000Z');

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
  useLoginStore.getState().setToken('token-1');
});
afterEach(() => {
  clearSessionExpiry();
  useLoginStore.getState().setToken('');
  jest.useRealTimers();
});

describe('the session expiry', () => {
  it('comes with the sign-in answer (an optional field beside the token) and is kept for a reload', () => {
    const answer = signInResponseSchema.parse({ token: 'token-1', expiresAt: '2026-06-01T12:01:00.000Z' });
    noteSessionExpiry(answer);
    expect(useSessionExpiryStore.getState().expiresAt).toBe(T0 + 60_000);
    expect(localStorage.getItem(SESSION_EXPIRY_STORAGE_KEY)).toBe(String(T0 + 60_000));
    // A server that does not say is still understood.
    expect(signInResponseSchema.parse({ token: 'x' })).toEqual({ token: 'x' });
  });

  it('ends the session once, when it comes, with no call made', () => {
    noteSessionExpiry({ expiresAt: '2026-06-01T12:01:00.000Z' });
    const onExpired = jest.fn(() => useLoginStore.getState().setToken(''));
    const stop = watchSessionExpiry(onExpired);
    jest.advanceTimersByTime(59_999);
    expect(onExpired).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(120_000);
    expect(onExpired).toHaveBeenCalledTimes(1);
    stop();
  });

  it('is noticed at once when a page that slept past it is shown again', () => {
    noteSessionExpiry({ expiresAt: '2026-06-01T12:01:00.000Z' });
    let now = T0;
    const onExpired = jest.fn();
    const stop = watchSessionExpiry(onExpired, () => now);
    // The timer did not run while the device slept; the clock moved on.
    now = T0 + 100_000;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(onExpired).toHaveBeenCalledTimes(1);
    stop();
  });

  it('waits for nothing when signed out or when the game gave no expiry', () => {
    const onExpired = jest.fn();
    const stop = watchSessionExpiry(onExpired);
    jest.advanceTimersByTime(48 * 3_600_000);
    useLoginStore.getState().setToken('');
    noteSessionExpiry({ expiresAt: '2026-06-01T12:01:00.000Z' });
    jest.advanceTimersByTime(120_000);
    expect(onExpired).not.toHaveBeenCalled();
    stop();
  });
});
