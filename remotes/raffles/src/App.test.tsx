import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useHeaderStore } from '@companion/shared-state/host';
import App from './App';
import { provideFakeApi, raffle, signedIn } from './testing/fakes';

beforeEach(() => useHeaderStore.getState().resetHeader());

describe('raffles tab', () => {
  it('sets the header title and shows its page with open, upcoming and past raffles', async () => {
    provideFakeApi([raffle()]);
    signedIn({ TICKET: '1' });
    const view = render(
      <MemoryRouter>
        <App />
      </MemoryRouter>,
    );
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
