import { GameApiError } from '@companion/shared-state';
import { provideFakeApi } from '../testing/fakes';
import { RetryKeys } from '@companion/tab-kit';
import { requestPayout } from './stakingApi';

const KEY = /^[0-9a-f]{32}$/;
const lost = () => new GameApiError('unreachable', { request: 'POST /staking/claim' });
const refused = (status: number) => new GameApiError('refused', { request: 'POST /staking/claim', status });
const keysSent = (call: jest.Mock) =>
  call.mock.calls.map(([body]) => (body as { idempotencyKey: string }).idempotencyKey);

describe('requestPayout', () => {
  it('claims and unstakes the position, each with a key of its own', async () => {
    const api = provideFakeApi();
    const keys = new RetryKeys();
    await requestPayout('claim', 'p-1', keys);
    await requestPayout('unstake', 'p-1', keys);
    expect(api.claimRewards).toHaveBeenCalledWith({
      positionId: 'p-1',
      idempotencyKey: expect.stringMatching(KEY),
    });
    expect(api.unstake).toHaveBeenCalledWith({
      positionId: 'p-1',
      idempotencyKey: expect.stringMatching(KEY),
    });
    expect(keysSent(api.claimRewards)[0]).not.toBe(keysSent(api.unstake)[0]);
  });

  it('sends the same key again when the player retries a payout whose answer was lost', async () => {
    const api = provideFakeApi();
    api.claimRewards.mockRejectedValueOnce(lost()).mockRejectedValueOnce(refused(500));
    const keys = new RetryKeys();
    await expect(requestPayout('claim', 'p-1', keys)).rejects.toBeInstanceOf(GameApiError);
    await expect(requestPayout('claim', 'p-1', keys)).rejects.toBeInstanceOf(GameApiError);
    await requestPayout('claim', 'p-1', keys);
    // Answered: claiming again later is a new claim.
    await requestPayout('claim', 'p-1', keys);
    const [first, afterLost, afterFault, later] = keysSent(api.claimRewards);
    expect([afterLost, afterFault]).toEqual([first, first]);
    expect(later).not.toBe(first);
  });

  it('makes a new key once the game has refused the payout or given it back, and for another position', async () => {
    const api = provideFakeApi();
    api.unstake
      .mockRejectedValueOnce(lost())
      .mockRejectedValueOnce(refused(409))
      .mockRejectedValueOnce(refused(502));
    const keys = new RetryKeys();
    for (let i = 0; i < 3; i += 1) {
      await expect(requestPayout('unstake', 'p-1', keys)).rejects.toBeInstanceOf(GameApiError);
    }
    await requestPayout('unstake', 'p-1', keys);
    await requestPayout('unstake', 'p-2', keys);
    const [lostKey, refusedKey, givenBack, fresh, otherPosition] = keysSent(api.unstake);
    expect(refusedKey).toBe(lostKey);
    expect(new Set([refusedKey, givenBack, fresh, otherPosition]).size).toBe(4);
  });
});
