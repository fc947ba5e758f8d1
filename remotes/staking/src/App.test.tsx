import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useHeaderStore } from '@companion/shared-state';
import App from './App';

beforeEach(() => useHeaderStore.getState().resetHeader());

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/staking/*" element={<App />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('staking tab', () => {
  it('/staking shows the pools with the add-liquidity button in the header', () => {
    renderAt('/staking');
    expect(screen.getByRole('heading', { name: 'Staking pools' })).toBeTruthy();
    expect(useHeaderStore.getState()).toMatchObject({ title: 'Staking', hasLp: true, hasBack: false });
  });

  it('/staking/add-lp is served by this remote, with the back button on', () => {
    const view = renderAt('/staking/add-lp');
    expect(screen.getByRole('heading', { name: 'Add DFL/USDC liquidity' })).toBeTruthy();
    expect(useHeaderStore.getState()).toMatchObject({ title: 'Add Liquidity', hasBack: true, hasLp: false });
    view.unmount();
    expect(useHeaderStore.getState()).toMatchObject({ title: 'Home', hasBack: false });
  });
});
