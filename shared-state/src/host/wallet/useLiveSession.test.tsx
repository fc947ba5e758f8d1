import { renderHook } from '@testing-library/react';
import { FakeWebSocket } from '../../socket/FakeWebSocket.testkit';
import { useLoginStore } from '../../stores/loginStore';
import { loadTestConfig } from '../../testing/loadTestConfig';
import { useServices } from '../../services';
import { loadInGameFunds } from './balances';
import { useLiveSession } from './useLiveSession';

jest.mock('@solana/wallet-adapter-react', () => ({ useConnection: () => ({ connection: {} }) }));
// The chain's side is another test's: here only when IN_GAME funds are read.
jest.mock('./balances', () => ({
  applyPushedFunds: jest.fn(),
  loadGlobalBalances: jest.fn(async () => true),
  loadInGameFunds: jest.fn(async () => undefined),
  watchGlobalBalances: jest.fn(() => () => undefined),
}));
jest.mock('./sessionStart', () => ({ beginSessionReads: jest.fn() }));
// The socket and subscriptions start once the first frame is painted: at once here.
jest.mock('../../scheduling/afterNextPaint', () => ({
  afterNextPaint: (run: () => void) => {
    run();
    return () => undefined;
  },
}));

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
  jest.mocked(loadInGameFunds).mockClear();
});

afterEach(() => jest.useRealTimers());

describe('useLiveSession', () => {
  it('reads IN_GAME funds again each time the socket opens, the first time included', () => {
    const { unmount } = renderHook(() => useLiveSession());
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
});
