import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GameApiError } from '@companion/shared-state';
import { useLoginStore } from '@companion/shared-state/host';
import { PLAYER_KEY, provideFakeApi, sampleXp } from '../testing/fakes';
import { PlayerCard } from './PlayerCard';

beforeEach(() => {
  act(() => useLoginStore.getState().setPublicKey(PLAYER_KEY));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('PlayerCard', () => {
  it('shows the short public key and, once loaded, the level and XP of the signed-in wallet', async () => {
    const api = provideFakeApi();
    render(<PlayerCard />);
    expect(screen.getByText('7xKX....gAsU')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading XP' }).getAttribute('aria-busy')).toBe('true');

    expect(await screen.findByText('Level 3')).toBeTruthy();
    expect(screen.getByText('1,250 / 2,000 XP')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'XP towards the next level' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading XP' })).toBeNull();
    expect(api.getXp).toHaveBeenCalledWith(PLAYER_KEY);
  });

  it('shows the error with Retry, which refetches the XP only', async () => {
    const api = provideFakeApi({
      getXp: jest
        .fn()
        .mockRejectedValueOnce(
          new GameApiError('Could not reach the game server.', {
            request: `GET /p2e/xp/p2e?gameId=Total&walletId=${PLAYER_KEY}`,
          }),
        )
        .mockResolvedValueOnce({ ...sampleXp(PLAYER_KEY), level: 4 }),
    });
    render(<PlayerCard />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your XP could not be loaded.');
    expect(alert.textContent).toContain('The game server cannot be reached.');
    // A sentence for a player: no request line and no wallet id, which would not wrap on a phone.
    expect(alert.textContent).not.toContain(PLAYER_KEY);
    expect(alert.textContent).not.toMatch(/GET|p2e/);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Level 4')).toBeTruthy();
    expect(api.getXp).toHaveBeenCalledTimes(2);
    expect(api.getRaffleEvents).not.toHaveBeenCalled();
    expect(api.getGameEvents).not.toHaveBeenCalled();
  });

  it('loads the XP of the new wallet when the session changes wallet', async () => {
    const api = provideFakeApi();
    render(<PlayerCard />);
    await screen.findByText('Level 3');
    const other = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
    act(() => useLoginStore.getState().setPublicKey(other));
    await screen.findByText('9WzD....AWWM');
    expect(api.getXp).toHaveBeenLastCalledWith(other);
  });
});
