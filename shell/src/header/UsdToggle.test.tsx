import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WalletType } from '@companion/shared-state';
import { useBalanceReadStore, useHeaderStore, useLoginStore } from '@companion/shared-state/host';
import { priceList, provideFakeGameApi } from '@companion/shared-state/testing';
import { CoinDisplay } from './CoinDisplay';
import { UsdToggle } from './UsdToggle';
import { SHOW_USD_STORAGE_KEY, useUsdChoice } from './usdChoice';

function renderCoin() {
  render(
    <>
      <CoinDisplay />
      <UsdToggle />
    </>,
  );
  return { user: userEvent.setup(), toggle: screen.getByRole('button', { name: 'Show USD values' }) };
}

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  act(() => {
    useUsdChoice.setState({ showUsd: false });
    useLoginStore.getState().setToken('f00d');
    useHeaderStore
      .getState()
      .setTokenBalance(WalletType.GLOBAL, 'DFL', { amount: '1300.456789', amountRaw: 1300.456789 });
    useHeaderStore.getState().setTokenBalance(WalletType.GLOBAL, 'GOLDY', { amount: '7', amountRaw: 7 });
    useBalanceReadStore.getState().setGlobalRead('known');
  });
});

describe("the header's USD toggle", () => {
  it('is a 44 px toggle button, off at first, that the keyboard turns on and off', async () => {
    provideFakeGameApi({ getPrices: jest.fn(async () => priceList()) });
    const { user, toggle } = renderCoin();
    expect(toggle.textContent).toBe('USD');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.className).toBe('usd-toggle');
    expect(screen.queryByTestId('coin-usd')).toBeNull();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('coin-usd').textContent).toBe('$130.05'));
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByTestId('coin-usd')).toBeNull();
  });

  it('is remembered on this device', async () => {
    provideFakeGameApi({ getPrices: jest.fn(async () => priceList()) });
    const { user, toggle } = renderCoin();
    await user.click(toggle);
    expect(localStorage.getItem(SHOW_USD_STORAGE_KEY)).toBe('1');
    jest.isolateModules(() => {
      const again = jest.requireActual<typeof import('./usdChoice')>('./usdChoice');
      expect(again.useUsdChoice.getState().showUsd).toBe(true);
    });
    await user.click(toggle);
    expect(localStorage.getItem(SHOW_USD_STORAGE_KEY)).toBe('0');
    jest.isolateModules(() => {
      const again = jest.requireActual<typeof import('./usdChoice')>('./usdChoice');
      expect(again.useUsdChoice.getState().showUsd).toBe(false);
    });
  });
});

describe("the header's coin in USD", () => {
  beforeEach(() => act(() => useUsdChoice.setState({ showUsd: true })));

  it("shows the balance's value after it, in the coin's name too, and says GOLDY has no USD price", async () => {
    provideFakeGameApi({ getPrices: jest.fn(async () => priceList()) });
    const { user } = renderCoin();
    const coin = screen.getByTestId('coin-display');
    // Nothing while the prices are read, never $0.00.
    expect(screen.queryByTestId('coin-usd')).toBeNull();
    expect(coin.getAttribute('aria-label')).toBe('1,300.4 DFL balance, show GOLDY');
    await waitFor(() => expect(screen.getByTestId('coin-usd').textContent).toBe('$130.05'));
    expect(coin.textContent).toBe('1,300.4 DFL $130.05');
    expect(coin.getAttribute('aria-label')).toBe('Balance 1,300.4 DFL, $130.05, show GOLDY');
    await user.click(coin);
    expect(screen.getByTestId('coin-usd').textContent).toBe('No USD price');
    expect(coin.getAttribute('aria-label')).toBe('Balance 7 GOLDY, No USD price, show DFL');
  });

  it('reads no prices while USD is off', async () => {
    act(() => useUsdChoice.setState({ showUsd: false }));
    const api = provideFakeGameApi({ getPrices: jest.fn(async () => priceList()) });
    renderCoin();
    await act(async () => undefined);
    expect(api.getPrices).not.toHaveBeenCalled();
  });

  it('says "USD unknown" when the prices could not be read', async () => {
    provideFakeGameApi({ getPrices: jest.fn(async () => Promise.reject(new Error('down'))) });
    renderCoin();
    await waitFor(() => expect(screen.getByTestId('coin-usd').textContent).toBe('USD unknown'));
  });

  it('shows no value for the zero shown before the first read of the wallet, never $0.00', async () => {
    provideFakeGameApi({ getPrices: jest.fn(async () => priceList()) });
    act(() => useBalanceReadStore.getState().setGlobalRead('loading'));
    renderCoin();
    await act(async () => undefined);
    expect(screen.queryByTestId('coin-usd')).toBeNull();
    act(() => useBalanceReadStore.getState().setGlobalRead('known'));
    await waitFor(() => expect(screen.getByTestId('coin-usd').textContent).toBe('$130.05'));
  });

  it('shows no value for a balance the chain could not give', async () => {
    provideFakeGameApi({ getPrices: jest.fn(async () => priceList()) });
    renderCoin();
    act(() => useBalanceReadStore.getState().setGlobalRead('unknown'));
    expect(screen.getByTestId('coin-amount').textContent).toBe('Unknown');
    expect(screen.queryByTestId('coin-usd')).toBeNull();
  });
});
