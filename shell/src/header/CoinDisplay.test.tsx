import { act, render, screen } from '@testing-library/react';
import { CONTRACT_VERSION, WalletType } from '@companion/shared-state';
import { useBalanceReadStore, useHeaderStore, useLoginStore } from '@companion/shared-state/host';
import { LAST_VISIT_STORAGE_KEY } from '@companion/tab-kit';
import { CoinDisplay } from './CoinDisplay';

const WALLET = 'AliceWa11et1111111111111111111111111111111';

/** What the last visit left: its balances of both wallets, read five minutes ago. */
function lastVisitKept() {
  const savedAt = Date.now() - 5 * 60_000;
  localStorage.setItem(
    LAST_VISIT_STORAGE_KEY,
    JSON.stringify({
      contract: CONTRACT_VERSION,
      wallet: WALLET,
      answers: {
        'balances:IN_GAME': { savedAt, data: { DFL: '1234.56', GOLDY: '3' } },
        'balances:GLOBAL': { savedAt, data: { DFL: '40', GOLDY: '2' } },
      },
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
  act(() => {
    useHeaderStore.getState().resetHeader();
    useBalanceReadStore.getState().setGlobalRead('loading');
    useBalanceReadStore.getState().setInGameRead('loading');
  });
  useLoginStore.setState({ token: 'f00d', publicKey: WALLET });
  lastVisitKept();
});

describe("the header's coin on a returning visit", () => {
  it('says "Unknown" when the chain cannot be read, never the kept figure', () => {
    render(<CoinDisplay />);
    act(() => useBalanceReadStore.getState().setGlobalRead('unknown'));
    expect(screen.getByTestId('coin-amount').textContent).toBe('Unknown');
    expect(screen.queryByTestId('coin-kept')).toBeNull();
  });

  it('says "Unknown" of the In Game Wallet when the game could not give it, never the kept figure or 0', () => {
    act(() => useHeaderStore.getState().setSelectedWallet(WalletType.IN_GAME));
    render(<CoinDisplay />);
    act(() => useBalanceReadStore.getState().setInGameRead('unknown'));
    expect(screen.getByTestId('coin-amount').textContent).toBe('Unknown');
    expect(screen.queryByTestId('coin-kept')).toBeNull();
    expect(screen.getByTestId('coin-display').getAttribute('aria-label')).toBe(
      'Unknown DFL balance: the game cannot be reached right now, show GOLDY',
    );
    act(() => {
      useHeaderStore
        .getState()
        .setTokenBalance(WalletType.IN_GAME, 'DFL', { amount: '12.34', amountRaw: 12.34 });
      useBalanceReadStore.getState().setInGameRead('known');
    });
    expect(screen.getByTestId('coin-amount').textContent).toBe('12.3');
  });

  it("shows the last visit's figure marked as refreshing, then the fresh one", () => {
    act(() => useHeaderStore.getState().setSelectedWallet(WalletType.IN_GAME));
    render(<CoinDisplay />);
    expect(screen.getByTestId('coin-amount').textContent).toBe('1,234.5');
    expect(screen.getByTestId('coin-kept').textContent).toBe('refreshing');
    expect(screen.getByTestId('coin-kept').getAttribute('title')).toBe('Updated 5 min ago');
    expect(
      screen.getByRole('button', {
        name: '1,234.5 DFL balance, updated 5 min ago, refreshing, show GOLDY',
      }),
    ).toBeTruthy();
    // This visit's read answers, as the session's funds read writes it.
    act(() => {
      useHeaderStore
        .getState()
        .setTokenBalance(WalletType.IN_GAME, 'DFL', { amount: '1300', amountRaw: 1300 });
      useBalanceReadStore.getState().setInGameRead('known');
    });
    expect(screen.getByTestId('coin-amount').textContent).toBe('1,300');
    expect(screen.queryByTestId('coin-kept')).toBeNull();
    expect(screen.getByRole('button', { name: '1,300 DFL balance, show GOLDY' })).toBeTruthy();
  });
});
