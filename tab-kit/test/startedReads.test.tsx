import { renderHook, waitFor } from '@testing-library/react';
import { useLoginStore } from '@companion/shared-state/host';
import { deferred } from '@companion/shared-state/testing';
import { STARTED_READ_MAX_AGE_MS, gameRead, startReadsWithSession, useGameData, useGameRead } from '../src';

const ALICE = 'AliceWa11et1111111111111111111111111111111';
const BOB = 'BobWa11et11111111111111111111111111111111';

const signIn = (publicKey: string) => useLoginStore.setState({ token: `token-of-${publicKey}`, publicKey });
const signOut = () => useLoginStore.getState().signOut();

let stops: (() => void)[] = [];
const start = (...args: Parameters<typeof startReadsWithSession>) => {
  stops.push(startReadsWithSession(...args));
};

beforeEach(() => signOut());
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  jest.useRealTimers();
});

describe('reads started with the session', () => {
  test('leave as soon as a wallet signs in, and the block’s first load takes them instead of asking again', async () => {
    const answer = deferred<{ level: number }>();
    const load = jest.fn(() => answer.promise);
    const xp = gameRead((wallet) => `xp:${wallet}`, load);
    start([xp]);
    expect(load).not.toHaveBeenCalled();
    signIn(ALICE);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(ALICE);
    const { result } = renderHook(() => useGameRead(xp));
    expect(result.current.view.status).toBe('loading');
    answer.resolve({ level: 7 });
    await waitFor(() => expect(result.current.view).toEqual({ status: 'ready', data: { level: 7 } }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('leave at once when the session is there already, and only the first load takes them', async () => {
    signIn(ALICE);
    const load = jest.fn(async () => ['raffle']);
    const raffles = gameRead('raffles', load);
    start([raffles]);
    expect(load).toHaveBeenCalledTimes(1);
    const { result } = renderHook(() => useGameRead(raffles));
    await waitFor(() => expect(result.current.view.status).toBe('ready'));
    result.current.retry();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  test('a failure is the block’s to show, with its Retry', async () => {
    signIn(ALICE);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = jest.fn().mockRejectedValueOnce(new Error('Server error')).mockResolvedValue(['raffle']);
    const raffles = gameRead('raffles', load);
    start([raffles]);
    const { result } = renderHook(() => useGameRead(raffles));
    await waitFor(() => expect(result.current.view.status).toBe('error'));
    result.current.retry();
    await waitFor(() => expect(result.current.view).toEqual({ status: 'ready', data: ['raffle'] }));
  });

  test('are asked again when too old, or when another wallet signed in meanwhile', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    signIn(ALICE);
    const load = jest.fn(async (wallet: string) => wallet);
    const who = gameRead('who', load);
    start([who]);
    jest.setSystemTime(1_000_000 + STARTED_READ_MAX_AGE_MS + 1);
    const old = renderHook(() => useGameRead(who));
    expect(load).toHaveBeenCalledTimes(2);
    old.unmount();
    signOut();
    signIn(BOB);
    expect(load).toHaveBeenLastCalledWith(BOB);
    const calls = load.mock.calls.length;
    signOut();
    // Bob's read went with his session; signed in again, Alice's starts anew and her block takes it.
    signIn(ALICE);
    expect(load).toHaveBeenCalledTimes(calls + 1);
    const { result } = renderHook(() => useGameRead(who));
    jest.useRealTimers();
    await waitFor(() => expect(result.current.view).toEqual({ status: 'ready', data: ALICE }));
    expect(load).toHaveBeenCalledTimes(calls + 1);
  });

  test('are taken only by a block reading the same declaration, never by another block with the same key', async () => {
    signIn(ALICE);
    const homeEvents = gameRead('events', async () => ['home’s events']);
    start([homeEvents]);
    // Another tab's block that happens to use the key "events" for something else asks for its own.
    const other = jest.fn(async () => ['another answer']);
    const { result } = renderHook(() => useGameData('events', other));
    await waitFor(() => expect(result.current.view).toEqual({ status: 'ready', data: ['another answer'] }));
    expect(other).toHaveBeenCalledTimes(1);
    const home = renderHook(() => useGameRead(homeEvents));
    await waitFor(() =>
      expect(home.result.current.view).toEqual({ status: 'ready', data: ['home’s events'] }),
    );
  });

  test('stop starting once stopped', () => {
    const load = jest.fn(async () => 1);
    const stop = startReadsWithSession([gameRead('one', load)]);
    stop();
    signIn(ALICE);
    expect(load).not.toHaveBeenCalled();
  });
});
