import { act, renderHook } from '@testing-library/react';
import { FakeWebSocket } from '../socket/FakeWebSocket.testkit';
import { useLoginStore } from '../stores/loginStore';
import { useBalanceReadStore } from '../stores/balanceReadStore';
import { loadTestConfig } from '../testing/loadTestConfig';
import { useServices } from '../services';
import { loadGlobalBalances } from './chain/globalBalances';
import { beginGlobalRead } from './chain/begunGlobalRead';
import { CHAIN_RETRY_MS } from './chain/liveGlobalBalances';
import { provideGlobalWatcher } from './chain/globalWatch';
import { loadInGameFunds } from './inGameFunds';
import { useLiveSession } from './useLiveSession';

// The chain's reads are another test's (./chain/globalBalances.test.ts): here only when they are made.
jest.mock('./chain/globalBalances', () => ({
  ...jest.requireActual('./chain/globalBalances'),
  loadGlobalBalances: jest.fn(async () => true),
}));
jest.mock('./inGameFunds', () => ({
  applyPushedFunds: jest.fn(),
  loadInGameFunds: jest.fn(async () => undefined),
}));
jest.mock('./sessionStart', () => ({ beginSessionReads: jest.fn() }));
// The socket and subscriptions start once the first frame is painted and the page is idle: when a test says so.
const toPaint: (() => void)[] = [];
jest.mock('../scheduling/afterPaintWhenIdle', () => ({
  afterPaintWhenIdle: (run: () => void) => {
    toPaint.push(run);
    return () => undefined;
  },
}));
const paint = () => toPaint.splice(0).forEach((run) => run());

const WALLET = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

beforeEach(() => {
  jest.useFakeTimers();
  FakeWebSocket.instances = [];
  Object.assign(globalThis, { WebSocket: FakeWebSocket });
  loadTestConfig();
  useServices.getState().provide({ gameApi: {} as never });
  const login = useLoginStore.getState();
  login.setPublicKey(WALLET);
  login.setToken('tok');
  useBalanceReadStore.getState().setGlobalRead('loading');
  toPaint.length = 0;
  jest.mocked(loadInGameFunds).mockClear();
  jest
    .mocked(loadGlobalBalances)
    .mockReset()
    .mockImplementation(async () => true);
  unwatched.length = 0;
  watched.mockClear();
  provideGlobalWatcher(null);
});

/** The wallet layer's subscriptions, as it provides them once loaded. */
const unwatched: string[] = [];
const watched = jest.fn((owner: string, _onChange: () => void) => () => void unwatched.push(owner));

afterEach(() => jest.useRealTimers());

describe('useLiveSession', () => {
  it('reads IN_GAME funds again each time the socket opens, the first time included', () => {
    const { unmount } = renderHook(() => useLiveSession());
    paint();
    // What was pushed between the sign-in's own read and this open would be lost without a read here.
    expect(loadInGameFunds).not.toHaveBeenCalled();
    FakeWebSocket.latest().accept();
    expect(loadInGameFunds).toHaveBeenCalledTimes(1);
    FakeWebSocket.latest().drop();
    jest.advanceTimersByTime(5_000);
    FakeWebSocket.latest().accept();
    expect(loadInGameFunds).toHaveBeenCalledTimes(2);
    unmount();
  });

  it('reads GLOBAL for a resumed session’s first frame before the paint, and again once subscribed', () => {
    provideGlobalWatcher(watched);
    const { unmount } = renderHook(() => useLiveSession());
    // Waiting for the paint put a round trip to the chain after the first render of a returning player.
    expect(loadGlobalBalances).toHaveBeenCalledTimes(1);
    expect(loadGlobalBalances).toHaveBeenCalledWith(WALLET, expect.anything());
    expect(watched).not.toHaveBeenCalled();
    paint();
    expect(watched).toHaveBeenCalledTimes(1);
    expect(watched).toHaveBeenCalledWith(WALLET, expect.any(Function));
    expect(loadGlobalBalances).toHaveBeenCalledTimes(2);
    unmount();
    expect(unwatched).toEqual([WALLET]);
  });

  it('takes the GLOBAL read a resumed session began as the app started as its first, not reading twice', async () => {
    let answer: (read: boolean) => void = () => undefined;
    jest
      .mocked(loadGlobalBalances)
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    beginGlobalRead(WALLET);
    expect(loadGlobalBalances).toHaveBeenCalledTimes(1);
    const { unmount } = renderHook(() => useLiveSession());
    expect(loadGlobalBalances).toHaveBeenCalledTimes(1);
    // A begun read that fails is tried again, as the live session's own would be.
    await act(async () => answer(false));
    await act(async () => {
      jest.advanceTimersByTime(CHAIN_RETRY_MS);
    });
    expect(loadGlobalBalances).toHaveBeenCalledTimes(2);
    unmount();
  });

  it('subscribes when the wallet layer provides its watcher after the first frame, and reads once subscribed', () => {
    useBalanceReadStore.getState().setGlobalRead('known');
    const { unmount } = renderHook(() => useLiveSession());
    paint();
    // The signed-in screen runs without the wallet layer: no subscription yet, nothing read twice.
    expect(loadGlobalBalances).not.toHaveBeenCalled();
    act(() => provideGlobalWatcher(watched));
    expect(watched).toHaveBeenCalledTimes(1);
    expect(loadGlobalBalances).toHaveBeenCalledTimes(1);
    // A change on chain reads the balances again.
    act(() => watched.mock.calls[0]![1]());
    expect(loadGlobalBalances).toHaveBeenCalledTimes(2);
    unmount();
    expect(unwatched).toEqual([WALLET]);
  });

  it('waits for the first frame before subscribing, even when the watcher is there first', () => {
    provideGlobalWatcher(watched);
    useBalanceReadStore.getState().setGlobalRead('known');
    const { unmount } = renderHook(() => useLiveSession());
    expect(watched).not.toHaveBeenCalled();
    paint();
    expect(watched).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('reads a GLOBAL read that failed again every few seconds, and subscribes again once the chain answers', async () => {
    provideGlobalWatcher(watched);
    jest.mocked(loadGlobalBalances).mockImplementation(async () => {
      useBalanceReadStore.getState().setGlobalRead('unknown');
      return false;
    });
    const { unmount } = renderHook(() => useLiveSession());
    paint();
    await act(async () => undefined);
    expect(watched).toHaveBeenCalledTimes(1);
    const reads = jest.mocked(loadGlobalBalances).mock.calls.length;
    jest.mocked(loadGlobalBalances).mockImplementation(async () => {
      useBalanceReadStore.getState().setGlobalRead('known');
      return true;
    });
    await act(async () => {
      jest.advanceTimersByTime(CHAIN_RETRY_MS);
    });
    expect(jest.mocked(loadGlobalBalances).mock.calls.length).toBe(reads + 1);
    // The chain's socket was down with it: the subscriptions are made again.
    expect(watched).toHaveBeenCalledTimes(2);
    expect(unwatched).toEqual([WALLET]);
    unmount();
  });

  it('leaves the first frame to a sign-in’s own GLOBAL read once it is known, and reads once subscribed', () => {
    useBalanceReadStore.getState().setGlobalRead('known');
    provideGlobalWatcher(watched);
    const { unmount } = renderHook(() => useLiveSession());
    expect(loadGlobalBalances).not.toHaveBeenCalled();
    paint();
    expect(loadGlobalBalances).toHaveBeenCalledTimes(1);
    unmount();
  });
});
