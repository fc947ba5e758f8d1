import type { GameApi } from '../services';
import { useLoginStore } from '../stores/loginStore';
import { loadTestConfig } from '../testing';
import { beginSessionReads } from './sessionStart';

function fakeApi() {
  const calls = { getFunds: jest.fn(async () => []), getNfts: jest.fn(async () => []) };
  return { ...calls, deps: calls as unknown as GameApi };
}

beforeEach(() => {
  loadTestConfig();
  useLoginStore.getState().setToken('token-1');
});

describe('a session’s first reads', () => {
  it('are made once per session, whoever asks first (the sign-in, then the live session)', async () => {
    const api = fakeApi();
    beginSessionReads('token-1', api.deps);
    beginSessionReads('token-1', api.deps);
    await Promise.resolve();
    expect(api.getFunds).toHaveBeenCalledTimes(1);
    expect(api.getNfts.mock.calls).toEqual([['p2e'], ['f2p']]);
  });

  it('are made again for the next session once this one has ended', () => {
    const api = fakeApi();
    beginSessionReads('token-1', api.deps);
    useLoginStore.getState().signOut();
    useLoginStore.getState().setToken('token-1');
    beginSessionReads('token-1', api.deps);
    beginSessionReads('token-2', api.deps);
    expect(api.getFunds).toHaveBeenCalledTimes(3);
  });
});
