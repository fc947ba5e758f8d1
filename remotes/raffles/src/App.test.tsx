import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useHeaderStore } from '@companion/shared-state';
import App from './App';

beforeEach(() => useHeaderStore.getState().resetHeader());

describe('raffles tab', () => {
  it('sets the header title and shows its page', () => {
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
    view.unmount();
    expect(useHeaderStore.getState().title).toBe('Home');
  });
});
