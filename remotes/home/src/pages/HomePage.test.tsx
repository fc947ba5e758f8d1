import { act, render, screen, within } from '@testing-library/react';
import { DEFAULT_TITLE } from '@companion/shared-state';
import { useHeaderStore, useLoginStore, useNftStore } from '@companion/shared-state/host';
import { PLAYER_KEY, gameEvent, provideFakeApi, raffle } from '../testing/fakes';
import App from '../App';

beforeEach(() => {
  act(() => {
    useNftStore.getState().setNfts({ p2e: [], f2p: [] });
    useLoginStore.getState().setPublicKey(PLAYER_KEY);
  });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('Home page', () => {
  it('sets the header title to Home while mounted and shows the "Welcome back" heading', async () => {
    provideFakeApi();
    act(() => useHeaderStore.getState().setTitle('Transfer'));
    const view = render(<App />);
    expect(useHeaderStore.getState().title).toBe('Home');
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome back' })).toBeTruthy();
    await screen.findByText('Level 3');
    view.unmount();
    expect(useHeaderStore.getState().title).toBe(DEFAULT_TITLE);
  });

  it('loads every block on its own: one failing block leaves the others and retries alone', async () => {
    const api = provideFakeApi({
      getRaffleEvents: jest
        .fn()
        .mockRejectedValueOnce(new Error('raffles down'))
        .mockResolvedValueOnce([raffle({ name: 'Back again', endsAt: '2999-01-01T00:00:00Z' })]),
      getGameEvents: jest.fn(async () => [gameEvent({ endsAt: '2999-01-01T00:00:00Z' })]),
    });
    render(<App />);
    const raffleBlock = screen.getByRole('region', { name: 'Next raffle' });
    await within(raffleBlock).findByRole('alert');
    expect(await screen.findByText('Harvest festival')).toBeTruthy();
    expect(await screen.findByText('Level 3')).toBeTruthy();
    expect(screen.getByText('No NFTs yet')).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    act(() => within(raffleBlock).getByRole('button', { name: 'Retry' }).click());
    expect(await within(raffleBlock).findByText('Back again')).toBeTruthy();
    expect(api.getRaffleEvents).toHaveBeenCalledTimes(2);
    expect(api.getGameEvents).toHaveBeenCalledTimes(1);
    expect(api.getXp).toHaveBeenCalledTimes(1);
  });
});
