import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TokenType, WalletType } from '@companion/shared-state';
import { useBalanceReadStore, useHeaderStore } from '@companion/shared-state/host';
import { priceList } from '../testing/fakes';
import { BalancesSection } from './BalancesSection';

beforeEach(() =>
  act(() => {
    useHeaderStore.getState().resetHeader();
    // Both wallets read; the tests about loading and unknown balances say otherwise.
    useBalanceReadStore.getState().setGlobalRead('known');
    useBalanceReadStore.getState().setInGameRead('known');
  }),
);

const rows = (wallet: HTMLElement) =>
  within(wallet)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

describe('BalancesSection', () => {
  it("lists both wallets' tokens, in display order, with the header's amounts grouped and cut to 6 decimals", () => {
    act(() => {
      const { setTokenBalance } = useHeaderStore.getState();
      setTokenBalance(WalletType.IN_GAME, TokenType.DFL, { amount: '12.123456789', amountRaw: 12.123456789 });
      setTokenBalance(WalletType.IN_GAME, TokenType.TICKET, { amount: '3', amountRaw: 3 });
      setTokenBalance(WalletType.GLOBAL, TokenType.USDC, { amount: '7.5', amountRaw: 7.5 });
      setTokenBalance(WalletType.IN_GAME, TokenType.GOLDY, { amount: '1234567', amountRaw: 1234567 });
    });
    render(<BalancesSection />, { wrapper: MemoryRouter });
    expect(rows(screen.getByRole('region', { name: 'In Game Wallet' }))).toEqual([
      'GOLDY 1,234,567',
      'DFL 12.123456',
      'TICKET 3',
      'GOLDEN TICKET 0',
    ]);
    expect(rows(screen.getByRole('region', { name: 'Global Wallet' }))).toEqual([
      'GOLDY 0',
      'DFL 0',
      'DFL/USDC 0',
      'USDC 7.5',
    ]);
  });

  it('shows no figure for a wallet not read yet: its rows keep their place, loading, never 0', () => {
    act(() => {
      useBalanceReadStore.getState().setGlobalRead('loading');
      useBalanceReadStore.getState().setInGameRead('loading');
    });
    render(<BalancesSection prices={priceList()} />, { wrapper: MemoryRouter });
    const inGame = screen.getByRole('region', { name: 'In Game Wallet' });
    expect(within(inGame).getByRole('status', { name: 'Loading your In Game Wallet' })).toBeTruthy();
    expect(rows(inGame)).toEqual(['GOLDY ', 'DFL ', 'TICKET ', 'GOLDEN TICKET ']);
    expect(inGame.querySelectorAll('.home-wallet__usd .kit-placeholder')).toHaveLength(4);
    expect(screen.queryByText('Your wallet is empty.')).toBeNull();

    act(() => {
      useHeaderStore
        .getState()
        .setTokenBalance(WalletType.IN_GAME, TokenType.GOLDY, { amount: '1000', amountRaw: 1000 });
      useBalanceReadStore.getState().setInGameRead('known');
    });
    expect(within(inGame).queryByRole('status')).toBeNull();
    expect(rows(inGame)[0]).toMatch(/^GOLDY 1,000/);
    // The Global Wallet still loads: no figure, no "empty" said of it.
    const global = screen.getByRole('region', { name: 'Global Wallet' });
    expect(within(global).getByRole('status', { name: 'Loading your Global Wallet' })).toBeTruthy();
  });

  it('says an empty Global Wallet is empty, with Receive, once read from the chain; never before', () => {
    act(() => useBalanceReadStore.getState().setGlobalRead('loading'));
    render(<BalancesSection />, { wrapper: MemoryRouter });
    expect(screen.queryByText('Your wallet is empty.')).toBeNull();
    act(() => useBalanceReadStore.getState().setGlobalRead('known'));
    const global = screen.getByRole('region', { name: 'Global Wallet' });
    expect(within(global).getByText('Your wallet is empty.')).toBeTruthy();
    expect(within(global).getByRole('link', { name: 'Receive' }).getAttribute('href')).toBe('/receive');
    // The game's own wallet is filled by a deposit, not here.
    expect(within(screen.getByRole('region', { name: 'In Game Wallet' })).queryByRole('link')).toBeNull();
    act(() =>
      useHeaderStore
        .getState()
        .setTokenBalance(WalletType.GLOBAL, TokenType.USDC, { amount: '1', amountRaw: 1 }),
    );
    expect(screen.queryByText('Your wallet is empty.')).toBeNull();
  });

  it('shows the Global Wallet as unknown, with a Retry, while the chain cannot be read, and its figures once it answers', () => {
    act(() => {
      useHeaderStore
        .getState()
        .setTokenBalance(WalletType.GLOBAL, TokenType.DFL, { amount: '0', amountRaw: 0 });
      useBalanceReadStore.getState().setGlobalRead('unknown');
    });
    render(<BalancesSection prices={null} />, { wrapper: MemoryRouter });
    const global = screen.getByRole('region', { name: 'Global Wallet' });
    expect(rows(global)).toEqual(['GOLDY Unknown', 'DFL Unknown', 'DFL/USDC Unknown', 'USDC Unknown']);
    expect(within(global).getByText('Unknown: the chain cannot be read right now.')).toBeTruthy();
    expect(within(global).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(rows(screen.getByRole('region', { name: 'In Game Wallet' }))[0]).toBe('GOLDY 0');

    act(() => {
      useHeaderStore
        .getState()
        .setTokenBalance(WalletType.GLOBAL, TokenType.DFL, { amount: '25', amountRaw: 25 });
      useBalanceReadStore.getState().setGlobalRead('known');
    });
    expect(rows(global)).toEqual(['GOLDY 0', 'DFL 25', 'DFL/USDC 0', 'USDC 0']);
    expect(within(global).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows the In Game Wallet as unknown, with a Retry, when the game could not give it, and its figures once it does', () => {
    act(() => useBalanceReadStore.getState().setInGameRead('unknown'));
    render(<BalancesSection prices={null} />, { wrapper: MemoryRouter });
    const inGame = screen.getByRole('region', { name: 'In Game Wallet' });
    expect(rows(inGame)).toEqual(['GOLDY Unknown', 'DFL Unknown', 'TICKET Unknown', 'GOLDEN TICKET Unknown']);
    expect(within(inGame).getByText('Unknown: the game cannot be reached right now.')).toBeTruthy();
    expect(within(inGame).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(rows(screen.getByRole('region', { name: 'Global Wallet' }))[0]).toBe('GOLDY 0');

    act(() => {
      useHeaderStore
        .getState()
        .setTokenBalance(WalletType.IN_GAME, TokenType.GOLDY, { amount: '7', amountRaw: 7 });
      useBalanceReadStore.getState().setInGameRead('known');
    });
    expect(rows(inGame)[0]).toBe('GOLDY 7');
    expect(within(inGame).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('marks the wallet selected in the header, and follows the header switch', () => {
    render(<BalancesSection />, { wrapper: MemoryRouter });
    const inGame = screen.getByRole('region', { name: 'In Game Wallet' });
    const global = screen.getByRole('region', { name: 'Global Wallet' });
    // GLOBAL is the default selection (docs/product-rules.md, "Constants").
    expect(global.getAttribute('aria-current')).toBe('true');
    expect(global.classList.contains('home-wallet--selected')).toBe(true);
    expect(inGame.hasAttribute('aria-current')).toBe(false);

    act(() => useHeaderStore.getState().setSelectedWallet(WalletType.IN_GAME));
    expect(inGame.getAttribute('aria-current')).toBe('true');
    expect(inGame.classList.contains('home-wallet--selected')).toBe(true);
    expect(global.hasAttribute('aria-current')).toBe(false);
    expect(global.classList.contains('home-wallet--selected')).toBe(false);
  });

  it("shows each balance's value in USD beside it, and says which have no USD price", () => {
    act(() => {
      const { setTokenBalance } = useHeaderStore.getState();
      setTokenBalance(WalletType.IN_GAME, TokenType.DFL, { amount: '12.123456789', amountRaw: 12.123456789 });
      setTokenBalance(WalletType.IN_GAME, TokenType.GOLDY, { amount: '1000', amountRaw: 1000 });
      setTokenBalance(WalletType.GLOBAL, TokenType.DFL_USDC, { amount: '1.5', amountRaw: 1.5 });
      setTokenBalance(WalletType.GLOBAL, TokenType.USDC, { amount: '7.5', amountRaw: 7.5 });
    });
    render(<BalancesSection prices={priceList()} />, { wrapper: MemoryRouter });
    const usd = (wallet: string) =>
      within(screen.getByRole('region', { name: wallet }))
        .getAllByRole('definition')
        .filter((value) => value.classList.contains('home-wallet__usd'))
        .map((value) => value.textContent);
    // 12.123456789 DFL at 0.1 is 1.2123456789: $1.21, rounded down.
    expect(usd('In Game Wallet')).toEqual(['No USD price', '$1.21', 'No USD price', 'No USD price']);
    expect(usd('Global Wallet')).toEqual(['No USD price', '$0.00', '$30.00', '$7.50']);
  });

  it('says "USD unknown" when the prices could not be read, and keeps the line empty while they load', () => {
    const { rerender } = render(<BalancesSection prices={null} />, { wrapper: MemoryRouter });
    const values = () => [
      ...new Set([...document.querySelectorAll('.home-wallet__usd')].map((value) => value.textContent)),
    ];
    expect(values()).toEqual(['USD unknown']);
    rerender(<BalancesSection />);
    // No figure yet, but each row keeps the line its value will take, so nothing moves when it comes.
    expect(values()).toEqual(['']);
    const lines = [...document.querySelectorAll('.home-wallet__usd')];
    expect(lines.length).toBe(document.querySelectorAll('.home-wallet__row').length);
    expect(lines.every((line) => line.querySelector('.kit-placeholder[aria-hidden="true"]'))).toBe(true);
  });
});
