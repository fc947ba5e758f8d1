import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useHeaderStore } from '@companion/shared-state/host';
import App from './App';

beforeEach(() => useHeaderStore.getState().resetHeader());

describe('inventory tab', () => {
  it('asks the header for its title and the filter button, and gives them back on leave', () => {
    const view = render(
      <MemoryRouter>
        <App />
      </MemoryRouter>,
    );
    expect(useHeaderStore.getState()).toMatchObject({
      title: 'Inventory',
      hasFilter: true,
      hasBack: false,
      hasLp: false,
    });
    view.unmount();
    expect(useHeaderStore.getState()).toMatchObject({ title: 'Home', hasFilter: false });
  });

  it('follows the header filter button through the shared store', () => {
    render(
      <MemoryRouter>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('filter-clicks').textContent).toBe('Filter clicks: 0');
    act(() => useHeaderStore.getState().incrementFilterClickCount());
    expect(screen.getByTestId('filter-clicks').textContent).toBe('Filter clicks: 1');
  });
});
