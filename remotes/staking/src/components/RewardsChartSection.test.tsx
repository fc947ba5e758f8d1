import { screen } from '@testing-library/react';
import { getGameApi } from '@companion/shared-state';
import { renderTab } from '@companion/shared-state/testing';
import type { RewardsHistory } from '../api/rewardsHistoryApi';
import App from '../App';
import { action, position, provideFakeApi, signedIn } from '../testing/fakes';

const REWARDS: RewardsHistory = {
  asOf: '2026-06-01T12:00:00.000Z',
  points: [
    { day: '2026-05-30', value: '0.5' },
    { day: '2026-05-31', value: '1.25' },
    { day: '2026-06-01', value: '2' },
  ],
};

/** The fake client's rewards history, as the game API answers it. */
function provideRewardsHistory() {
  const getRewardsHistory = jest.fn(async () => REWARDS);
  (getGameApi() as unknown as { getRewardsHistory: typeof getRewardsHistory }).getRewardsHistory =
    getRewardsHistory;
  return getRewardsHistory;
}

beforeEach(() => {
  signedIn({ DFL: '100', USDC: '50', DFL_USDC: '10' });
  // The drawing needs a canvas, which jsdom lacks: its failure is said under the summary.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('rewards over time', () => {
  it('is charted under the stakes, named by its summary, once the player has a stake', async () => {
    provideFakeApi([position()]);
    const call = provideRewardsHistory();
    renderTab(<App />, { at: '/staking', mount: '/staking' });
    expect(await screen.findByRole('heading', { name: 'Rewards over time' })).toBeTruthy();
    expect(
      await screen.findByRole('figure', {
        name: 'Rewards earned: 0.5 DFL on 30 May, 2 DFL today, up 300 %.',
      }),
    ).toBeTruthy();
    expect(screen.getByText('Everything your stakes earned, claimed or not.')).toBeTruthy();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('is not shown to a player who never staked', async () => {
    const api = provideFakeApi([]);
    api.getStakingHistory.mockResolvedValue([action({ kind: 'add' })]);
    const call = provideRewardsHistory();
    renderTab(<App />, { at: '/staking', mount: '/staking' });
    expect(await screen.findByRole('heading', { name: 'Your stakes' })).toBeTruthy();
    await screen.findByText(/No stakes yet/);
    expect(screen.queryByRole('heading', { name: 'Rewards over time' })).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });
});
