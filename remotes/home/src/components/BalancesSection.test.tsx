import { act, render, screen, within } from '@testing-library/react';
import { TokenType, WalletType } from '@companion/shared-state';
import { useHeaderStore } from '@companion/shared-state/host';
import { BalancesSection } from './BalancesSection';

beforeEach(() => act(() => useHeaderStore.getState().resetHeader()));

const rows = (wallet: HTMLElement) =>
  within(wallet)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

describe('BalancesSection', () => {
  it("lists both wallets' tokens, in display order, with the header's exact amounts", () => {
    act(() => {
      const { setTokenBalance } = useHeaderStore.getState();
      setTokenBalance(WalletType.IN_GAME, TokenType.DFL, { amount: '12.123456789', amountRaw: 12.123456789 });
      setTokenBalance(WalletType.IN_GAME, TokenType.TICKET, { amount: '3', amountRaw: 3 });
      setTokenBalance(WalletType.GLOBAL, TokenType.USDC, { amount: '7.5', amountRaw: 7.5 });
    });
    render(<BalancesSection />);
    expect(rows(screen.getByRole('region', { name: 'In Game Wallet' }))).toEqual([
      'GOLDY 0',
      'DFL 12.123456789',
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

  it('marks the wallet selected in the header, and follows the header switch', () => {
    render(<BalancesSection />);
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
});
