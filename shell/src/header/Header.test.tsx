import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { TokenType, WalletType } from '@companion/shared-state';
import { useBalanceReadStore, useHeaderStore } from '@companion/shared-state/host';
import { Header } from './Header';
import { useDocumentTitle } from '../layout/useDocumentTitle';

// Header calls it once per render: the count of its calls is the count of the header's renders.
jest.mock('../layout/useDocumentTitle', () => {
  const actual = jest.requireActual<typeof import('../layout/useDocumentTitle')>(
    '../layout/useDocumentTitle',
  );
  return { ...actual, useDocumentTitle: jest.fn(actual.useDocumentTitle) };
});

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderHeader(path = '/') {
  render(
    <MemoryRouter initialEntries={['/', path]} initialIndex={1}>
      <Header />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() =>
  act(() => {
    useHeaderStore.getState().resetHeader();
    // The session's balances read; the tests about loading and unknown balances say otherwise.
    useBalanceReadStore.getState().setGlobalRead('known');
    useBalanceReadStore.getState().setInGameRead('known');
  }),
);

describe('Header', () => {
  it('shows the default title HOME in upper case and no optional buttons', () => {
    renderHeader();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('HOME');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Filter' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add liquidity' })).toBeNull();
  });

  it('upper-cases the title a tab sets', () => {
    renderHeader();
    act(() => useHeaderStore.getState().setTitle('Add Liquidity'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ADD LIQUIDITY');
  });

  it('toggles the coin display between DFL and GOLDY of the selected wallet, truncated to 1 decimal', () => {
    renderHeader();
    act(() => {
      const s = useHeaderStore.getState();
      s.setTokenBalance(WalletType.GLOBAL, TokenType.DFL, { amount: '12.99', amountRaw: 12.99 });
      s.setTokenBalance(WalletType.GLOBAL, TokenType.GOLDY, { amount: '7.05', amountRaw: 7.05 });
      s.setTokenBalance(WalletType.IN_GAME, TokenType.DFL, { amount: '500.19', amountRaw: 500.19 });
    });
    const coin = screen.getByTestId('coin-display');
    expect(screen.getByTestId('coin-amount').textContent).toBe('12.9');
    expect(coin.getAttribute('data-token')).toBe('DFL');
    fireEvent.click(coin);
    expect(screen.getByTestId('coin-amount').textContent).toBe('7');
    expect(coin.getAttribute('data-token')).toBe('GOLDY');
    fireEvent.click(coin);
    expect(coin.getAttribute('data-token')).toBe('DFL');
    fireEvent.click(screen.getByRole('button', { name: 'In Game Wallet' }));
    expect(screen.getByTestId('coin-amount').textContent).toBe('500.1');
  });

  it('shows no figure for a wallet not read yet, never the 0 the app starts from, then the figure once read', () => {
    act(() => {
      useBalanceReadStore.getState().setGlobalRead('loading');
      useBalanceReadStore.getState().setInGameRead('loading');
    });
    renderHeader();
    expect(screen.getByTestId('coin-amount').textContent).toBe('');
    expect(screen.getByTestId('coin-amount').querySelector('.kit-placeholder')).not.toBeNull();
    expect(screen.getByTestId('coin-display').getAttribute('aria-label')).toBe(
      'DFL balance loading, show GOLDY',
    );
    act(() => {
      useHeaderStore
        .getState()
        .setTokenBalance(WalletType.GLOBAL, TokenType.DFL, { amount: '0', amountRaw: 0 });
      useBalanceReadStore.getState().setGlobalRead('known');
    });
    // Read: 0 is now the player's figure.
    expect(screen.getByTestId('coin-amount').textContent).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'In Game Wallet' }));
    expect(screen.getByTestId('coin-amount').textContent).toBe('');
  });

  it('shows a GLOBAL balance the chain could not give as unknown, never 0, and the figure once read', () => {
    renderHeader();
    act(() => useBalanceReadStore.getState().setGlobalRead('unknown'));
    expect(screen.getByTestId('coin-amount').textContent).toBe('Unknown');
    expect(screen.getByTestId('coin-display').getAttribute('aria-label')).toBe(
      'Unknown DFL balance: the chain cannot be read right now, show GOLDY',
    );
    // IN_GAME comes from the game, not the chain: still shown.
    fireEvent.click(screen.getByRole('button', { name: 'In Game Wallet' }));
    expect(screen.getByTestId('coin-amount').textContent).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Global Wallet' }));
    act(() => {
      useHeaderStore
        .getState()
        .setTokenBalance(WalletType.GLOBAL, TokenType.DFL, { amount: '100', amountRaw: 100 });
      useBalanceReadStore.getState().setGlobalRead('known');
    });
    expect(screen.getByTestId('coin-amount').textContent).toBe('100');
  });

  it('switches between "In Game Wallet" and "Global Wallet" (GLOBAL by default)', () => {
    renderHeader();
    const inGame = screen.getByRole('button', { name: 'In Game Wallet' });
    const global = screen.getByRole('button', { name: 'Global Wallet' });
    expect(global.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(inGame);
    expect(useHeaderStore.getState().selectedWallet).toBe(WalletType.IN_GAME);
    expect(inGame.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(global);
    expect(useHeaderStore.getState().selectedWallet).toBe(WalletType.GLOBAL);
  });

  it('shows the count of active filters on the filter button, only when above 0', () => {
    renderHeader('/inventory');
    act(() => useHeaderStore.getState().setHasFilter(true));
    const filter = screen.getByRole('button', { name: 'Filter' });
    expect(filter.textContent).toBe('⚲');
    expect(filter.getAttribute('aria-describedby')).toBeNull();
    act(() => useHeaderStore.getState().setActiveFilterCount(2));
    expect(filter.textContent).toBe('⚲');
    expect(filter.parentElement!.textContent).toBe('⚲22 filters on');
    expect(screen.getByRole('button', { name: 'Filter', description: '2 filters on' })).toBe(filter);
    act(() => useHeaderStore.getState().setActiveFilterCount(1));
    expect(screen.getByRole('button', { name: 'Filter', description: '1 filter on' })).toBe(filter);
    act(() => useHeaderStore.getState().setActiveFilterCount(0));
    expect(filter.textContent).toBe('⚲');
  });

  it('back goes back in history, filter counts clicks by one, add-liquidity goes to /staking/add-lp', () => {
    renderHeader('/staking');
    act(() => {
      const s = useHeaderStore.getState();
      s.setHasBack(true);
      s.setHasFilter(true);
      s.setHasLp(true);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(useHeaderStore.getState().filterClickCount).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Add liquidity' }));
    expect(screen.getByTestId('path').textContent).toBe('/staking/add-lp');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('path').textContent).toBe('/staking');
  });

  it('groups the coin amount in thousands, still truncated to 1 decimal without rounding', () => {
    renderHeader();
    act(() =>
      useHeaderStore.getState().setTokenBalance(WalletType.GLOBAL, TokenType.DFL, {
        amount: '1234567.891234567',
        amountRaw: 1234567.89,
      }),
    );
    expect(screen.getByTestId('coin-amount').textContent).toBe('1,234,567.8');
  });

  it('names the coin with its amount and what pressing it does, and writes the ticker out', () => {
    renderHeader();
    act(() =>
      useHeaderStore
        .getState()
        .setTokenBalance(WalletType.GLOBAL, TokenType.DFL, { amount: '1234.56', amountRaw: 1234.56 }),
    );
    const coin = screen.getByRole('button', { name: '1,234.5 DFL balance, show GOLDY' });
    expect(coin.textContent).toBe('1,234.5 DFL');
    fireEvent.click(coin);
    expect(screen.getByRole('button', { name: '0 GOLDY balance, show DFL' }).textContent).toBe('0 GOLDY');
  });

  it('Back on a page opened directly goes up to its tab, not out of the app', () => {
    render(
      <MemoryRouter initialEntries={['/staking/add-lp']}>
        <Header />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    act(() => useHeaderStore.getState().setHasBack(true));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('path').textContent).toBe('/staking');
  });

  it('names the browser tab after the page', () => {
    renderHeader('/staking');
    act(() => useHeaderStore.getState().setTitle('Staking'));
    expect(document.title).toBe('Staking · Companion');
  });

  it('does not render again when the app navigates, only when what it shows changes', () => {
    // As the signed-in layout does: a parent that renders on every navigation.
    function Page() {
      useLocation();
      return <Header />;
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <Page />
        <Link to="/raffles">Raffles</Link>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    const renders = jest.mocked(useDocumentTitle);
    renders.mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'Raffles' }));
    expect(screen.getByTestId('path').textContent).toBe('/raffles');
    expect(renders).not.toHaveBeenCalled();
    act(() => useHeaderStore.getState().setTitle('Raffles'));
    expect(renders).toHaveBeenCalledTimes(1);
  });
});
