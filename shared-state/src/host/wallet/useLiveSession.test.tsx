import { renderHook } from '@testing-library/react';
import { FakeWebSocket } from '../../socket/FakeWebSocket.testkit';
import { useLoginStore } from '../../stores/loginStore';
import { useBalanceReadStore } from '../../stores/balanceReadStore';
import { loadTestConfig } from '../../testing/loadTestConfig';
import { useServices } from '../../services';
import { loadGlobalBalances, watchGlobalBalances } from './balances';
import { loadInGameFunds } from '../inGameFunds';
import { useLiveSession } from './useLiveSession';

jest.mock('@solana/wallet-adapter-react', () => ({ useConnection: () => ({ connection: {} }) }));
// The chain's side is another test's: here only when IN_GAME funds are read.
jest.mock('./balances', () => ({
  loadGlobalBalances: jest.fn(async () => true),
  watchGlobalBalances: jest.fn(() => () => undefined),
}));
jest.mock('../inGameFunds', () => ({
  applyPushedFunds: jest.fn(),
  loadInGameFunds: jest.fn(async () => undefined),
}));
jest.mock('../sessionStart', () => ({ beginSessionReads: jest.fn() }));
// The socket and subscriptions start once the first frame is painted and the page is idle: when a test says so.
const toPaint: (() => void)[] = [];
jest.mock('../../scheduling/afterPaintWhenIdle', () => ({
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
  jest.mocked(loadGlobalBalances).mockClear();
  jest.mocked(watchGlobalBalances).mockClear();
});

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
    const { unmount } = renderHook(() => useLiveSession());
    // Waiting for the paint put a round trip to the chain after the first render of a returning player.
    expect(loadGlobalBalances).toHaveBeenCalledTimes(1);
    expect(watchGlobalBalances).not.toHaveBeenCalled();
    paint();
    expect(watchGlobalBalances).toHaveBeenCalledTimes(1);
    expect(loadGlobalBalances).toHaveBeenCalledTimes(2);
    unmount();
  });

  it('leaves the first frame to a sign-in’s own GLOBAL read once it is known, and reads once subscribed', () => {
    useBalanceReadStore.getState().setGlobalRead('known');
    const { unmount } = renderHook(() => useLiveSession());
    expect(loadGlobalBalances).not.toHaveBeenCalled();
    paint();
    expect(loadGlobalBalances).toHaveBeenCalledTimes(1);
    unmount();
  });
});
