import { screen } from '@testing-library/react';
import { useHeaderStore } from '@companion/shared-state/host';
import { renderTab } from '@companion/shared-state/testing';
import App from './App';
import { provideFakeApi, raffle, signedIn } from './testing/fakes';

describe('raffles tab', () => {
  it('sets the header title and shows its page with open, upcoming and past raffles', async () => {
    provideFakeApi([raffle()]);
    signedIn({ TICKET: '1' });
    const view = renderTab(<App />, { at: '/raffles', mount: '/raffles' });
    expect(screen.getByRole('heading', { name: 'Raffles' })).toBeTruthy();
    expect(useHeaderStore.getState()).toMatchObject({
      title: 'Raffles',
      hasBack: false,
      hasFilter: false,
      hasLp: false,
    });
    expect(await screen.findByRole('heading', { name: 'Open' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Upcoming' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Past' })).toBeTruthy();
    view.unmount();
    expect(useHeaderStore.getState().title).toBe('Home');
  });
});
