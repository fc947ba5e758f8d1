import { act, renderHook } from '@testing-library/react';
import { FakeWebSocket } from '../socket/FakeWebSocket.testkit';
import { useLoginStore } from '../stores/loginStore';
import { useBalanceReadStore } from '../stores/balanceReadStore';
import { loadTestConfig } from '../testing/loadTestConfig';
import { useServices } from '../services';
import { loadGlobalBalances } from './chain/globalBalances';
import { beginGlobalRead } from './chain/begunGlobalRead';
import { BALANCE_RETRY_MS } from '../stores/balanceReadStore';
import { CHAIN_SOCKET_RETRY_MS } from './chain/chainSubscriptions';
import { loadInGameFunds, readUnknownInGameFundsAgain } from './inGameFunds';
import { useLiveSession } from './useLiveSession';

// The chain's reads are another test's (./chain/globalBalances.test.ts): here only when they are made.
jest.mock('./chain/globalBalances', () => ({
  ...jest.requireActual('./chain/globalBalances'),
  loadGlobalBalances: jest.fn(async () => true),
}));
jest.mock('./inGameFunds', () => ({
  applyPushedFunds: jest.fn(),
  loadInGameFunds: jest.fn(async () => true),
  readUnknownInGameFundsAgain: jest.fn(() => mockStopInGameRetry),
}));
const mockStopInGameRetry = jest.fn();
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
});

/** The chain's socket (the config names no wsRpcUrl: the RPC's port, one above), beside the notification one. */
const CHAIN_SOCKET = 'ws://127.0.0.1:8900/';
const notificationSocket = () => FakeWebSocket.instances.filter((ws) => ws.url !== CHAIN_SOCKET).at(-1)!;
const chainSockets = () => FakeWebSocket.instances.filter((ws) => ws.url === CHAIN_SOCKET);
const subscribed = () =>
  chainSockets().flatMap((ws) => ws.sent.map((text) => JSON.parse(text) as { id: number; method: string }));
/** The chain accepts every subscription, numbering them from 1; answers their requests' ids. */
function acceptSubscriptions(ws: FakeWebSocket): number[] {
  const ids = ws.sent.map((text) => (JSON.parse(text) as { id: number }).id);
  ids.forEach((id, n) => ws.receive(JSON.stringify({ jsonrpc: '2.0', id, result: n + 1 })));
  return ids;
}

afterEach(() => jest.useRealTimers());

describe('useLiveSession', () => {
  it('reads IN_GAME funds again each time the socket opens, the first time included', () => {
    const { unmount } = renderHook(() => useLiveSession());
    paint();
    // What was pushed between the sign-in's own read and this open would be lost without a read here.
    expect(loadInGameFunds).not.toHaveBeenCalled();
    notificationSocket().accept();
    expect(loadInGameFunds).toHaveBeenCalledTimes(1);
    notificationSocket().drop();
    jest.advanceTimersByTime(5_000);
    notificationSocket().accept();
    expect(loadInGameFunds).toHaveBeenCalledTimes(2);
    unmount();
  });

  it('reads IN_GAME balances the game could not give again for as long as the session lasts', () => {
    const { unmount } = renderHook(() => useLiveSession());
    expect(readUnknownInGameFundsAgain).toHaveBeenCalledTimes(1);
    expect(mockStopInGameRetry).not.toHaveBeenCalled();
    unmount();
    expect(mockStopInGameRetry).toHaveBeenCalledTimes(1);
  });

  it('reads GLOBAL for a resumed session’s first frame before the paint, and again once subscribed', async () => {
    const { unmount } = renderHook(() => useLiveSession());
    // Waiting for the paint put a round trip to the chain after the first render of a returning player.
    expect(loadGlobalBalances).toHaveBeenCalledTimes(1);
    expect(loadGlobalBalances).toHaveBeenCalledWith(WALLET, expect.anything());
    expect(chainSockets()).toHaveLength(0);
    paint();
    // The chain's own socket, no wallet layer: one subscription to the owner's token accounts.
    expect(chainSockets()).toHaveLength(1);
    const [ws] = chainSockets();
    ws!.accept();
    expect(subscribed().map(({ method }) => method)).toEqual(['programSubscribe']);
    expect(loadGlobalBalances).toHaveBeenCalledTimes(1);
    // Read once the chain confirms it, so that no change falls between the first read and the subscription.
    await act(async () => void acceptSubscriptions(ws!));
    expect(loadGlobalBalances).toHaveBeenCalledTimes(2);
    unmount();
    expect(subscribed().at(-1)!.method).toBe('programUnsubscribe');
    expect(ws!.closeCalls).toEqual([1000]);
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
      jest.advanceTimersByTime(BALANCE_RETRY_MS);
    });
    expect(loadGlobalBalances).toHaveBeenCalledTimes(2);
    unmount();
  });

  it('reads GLOBAL again at each change on chain; changes during a read make one more read after it', async () => {
    useBalanceReadStore.getState().setGlobalRead('known');
    const { unmount } = renderHook(() => useLiveSession());
    // A sign-in's own read fills the first frame: nothing read twice.
    expect(loadGlobalBalances).not.toHaveBeenCalled();
    paint();
    const [ws] = chainSockets();
    ws!.accept();
    await act(async () => void acceptSubscriptions(ws!));
    expect(loadGlobalBalances).toHaveBeenCalledTimes(1);
    const change = () =>
      ws!.receive(
        JSON.stringify({
          jsonrpc: '2.0',
          method: 'programNotification',
          params: { subscription: 1, result: {} },
        }),
      );
    await act(async () => change());
    expect(loadGlobalBalances).toHaveBeenCalledTimes(2);
    let answer: (read: boolean) => void = () => undefined;
    jest
      .mocked(loadGlobalBalances)
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    act(() => change());
    act(() => change());
    act(() => change());
    expect(loadGlobalBalances).toHaveBeenCalledTimes(3);
    await act(async () => answer(true));
    expect(loadGlobalBalances).toHaveBeenCalledTimes(4);
    unmount();
  });

  it('reads a GLOBAL read that failed again every few seconds; a dropped chain socket subscribes and reads again', async () => {
    jest.mocked(loadGlobalBalances).mockImplementation(async () => {
      useBalanceReadStore.getState().setGlobalRead('unknown');
      return false;
    });
    const { unmount } = renderHook(() => useLiveSession());
    paint();
    await act(async () => undefined);
    const reads = jest.mocked(loadGlobalBalances).mock.calls.length;
    jest.mocked(loadGlobalBalances).mockImplementation(async () => {
      useBalanceReadStore.getState().setGlobalRead('known');
      return true;
    });
    await act(async () => {
      jest.advanceTimersByTime(BALANCE_RETRY_MS);
    });
    expect(jest.mocked(loadGlobalBalances).mock.calls.length).toBe(reads + 1);
    // The chain's socket drops: it opens again by itself, subscribes again, and reads once confirmed.
    const [first] = chainSockets();
    first!.accept();
    await act(async () => void acceptSubscriptions(first!));
    expect(jest.mocked(loadGlobalBalances).mock.calls.length).toBe(reads + 2);
    first!.drop();
    act(() => jest.advanceTimersByTime(CHAIN_SOCKET_RETRY_MS[0]));
    const ws = chainSockets().at(-1)!;
    expect(ws).not.toBe(first);
    ws.accept();
    await act(async () => void acceptSubscriptions(ws));
    expect(jest.mocked(loadGlobalBalances).mock.calls.length).toBe(reads + 3);
    unmount();
  });

  it('leaves the first frame to a sign-in’s own GLOBAL read once it is known, and opens no chain socket before the paint', () => {
    useBalanceReadStore.getState().setGlobalRead('known');
    const { unmount } = renderHook(() => useLiveSession());
    expect(loadGlobalBalances).not.toHaveBeenCalled();
    expect(chainSockets()).toHaveLength(0);
    paint();
    expect(chainSockets()).toHaveLength(1);
    unmount();
  });
});
