import { act, renderHook, waitFor } from '@testing-library/react';
import { deferred } from '../testing/deferred';
import { priceList } from '../testing/priceList';
import { provideFakeGameApi } from '../testing/provideFakeGameApi';
import { provideFakeSocket } from '../testing/provideFakeSocket';
import { useLoginStore } from './loginStore';
import { PRICE_KEPT_MS, PRICE_REFRESH_MS, useUsdPriceStore } from './usdPriceStore';
import { useUsdPrices } from './useUsdPrices';

const later = priceList({ readAt: '2026-03-01T12:01:00.000Z' });

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  act(() => useLoginStore.getState().setToken('player-token'));
});
afterEach(() => jest.useRealTimers());

describe('useUsdPrices: one read of the prices per session, kept fresh, shared by every part', () => {
  it('reads once for every part that shows them: loading first, then the prices with their time', async () => {
    const api = provideFakeGameApi({ getPrices: jest.fn(async () => priceList()) });
    const header = renderHook(() => useUsdPrices());
    const form = renderHook(() => useUsdPrices());
    expect(header.result.current).toBeUndefined();
    await waitFor(() => expect(form.result.current?.readAt).toBe('2026-03-01T12:00:00.000Z'));
    expect(header.result.current).toEqual(priceList());
    expect(api.getPrices).toHaveBeenCalledTimes(1);
    // A part shown later in the session uses the prices read, without another call.
    const page = renderHook(() => useUsdPrices());
    expect(page.result.current).toEqual(priceList());
    expect(api.getPrices).toHaveBeenCalledTimes(1);
  });

  it('reads again every minute while shown, and not once nothing shows them', async () => {
    jest.useFakeTimers();
    const api = provideFakeGameApi({
      getPrices: jest.fn().mockResolvedValueOnce(priceList()).mockResolvedValue(later),
    });
    const { result, unmount } = renderHook(() => useUsdPrices());
    await act(async () => undefined);
    expect(result.current?.readAt).toBe('2026-03-01T12:00:00.000Z');
    await act(async () => jest.advanceTimersByTime(PRICE_REFRESH_MS));
    expect(api.getPrices).toHaveBeenCalledTimes(2);
    expect(result.current?.readAt).toBe('2026-03-01T12:01:00.000Z');
    unmount();
    await act(async () => jest.advanceTimersByTime(3 * PRICE_REFRESH_MS));
    expect(api.getPrices).toHaveBeenCalledTimes(2);
  });

  it('reads again when the pool moves (the socket says so)', async () => {
    const socket = provideFakeSocket();
    const api = provideFakeGameApi({
      getPrices: jest.fn().mockResolvedValueOnce(priceList()).mockResolvedValue(later),
    });
    const { result } = renderHook(() => useUsdPrices());
    await waitFor(() => expect(result.current?.readAt).toBe('2026-03-01T12:00:00.000Z'));
    act(() => socket.emit('liquidityUpdated', {}));
    await waitFor(() => expect(result.current?.readAt).toBe('2026-03-01T12:01:00.000Z'));
    expect(api.getPrices).toHaveBeenCalledTimes(2);
  });

  it('reads nothing for a part that is not active (USD turned off)', async () => {
    const api = provideFakeGameApi({ getPrices: jest.fn(async () => priceList()) });
    const { result, rerender } = renderHook(({ active }) => useUsdPrices(active), {
      initialProps: { active: false },
    });
    await act(async () => undefined);
    expect(api.getPrices).not.toHaveBeenCalled();
    expect(result.current).toBeUndefined();
    rerender({ active: true });
    await waitFor(() => expect(result.current).toEqual(priceList()));
    expect(api.getPrices).toHaveBeenCalledTimes(1);
  });

  it('is null (unknown, never $0) when the prices could not be read', async () => {
    provideFakeGameApi({ getPrices: jest.fn(async () => Promise.reject(new Error('down'))) });
    const { result } = renderHook(() => useUsdPrices());
    await waitFor(() => expect(useUsdPriceStore.getState().status).toBe('unknown'));
    expect(result.current).toBeNull();
    expect(console.warn).toHaveBeenCalledWith('Failed to read prices', expect.any(Error));
  });

  it('keeps prices read less than 5 minutes ago when a read fails, and drops older ones', async () => {
    jest.useFakeTimers();
    const api = provideFakeGameApi({
      getPrices: jest.fn().mockResolvedValueOnce(priceList()).mockRejectedValue(new Error('down')),
    });
    const { result } = renderHook(() => useUsdPrices());
    await act(async () => undefined);
    await act(async () => jest.advanceTimersByTime(PRICE_REFRESH_MS));
    expect(api.getPrices).toHaveBeenCalledTimes(2);
    expect(result.current).toEqual(priceList());
    await act(async () => jest.advanceTimersByTime(PRICE_KEPT_MS));
    expect(result.current).toBeNull();
  });

  it('starts again at sign-out, and drops an answer to the session before', async () => {
    const answer = deferred<ReturnType<typeof priceList>>();
    const api = provideFakeGameApi({
      getPrices: jest.fn().mockReturnValueOnce(answer.promise).mockResolvedValue(later),
    });
    const { result } = renderHook(() => useUsdPrices());
    act(() => useLoginStore.getState().signOut());
    await act(async () => answer.resolve(priceList()));
    expect(result.current).toBeUndefined();
    act(() => useLoginStore.getState().setToken('next-token'));
    await waitFor(() => expect(result.current?.readAt).toBe('2026-03-01T12:01:00.000Z'));
    expect(api.getPrices).toHaveBeenCalledTimes(2);
  });
});
