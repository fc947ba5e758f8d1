import { render, screen, within } from '@testing-library/react';
import { portfolio } from '../testing/fakes';
import { PortfolioCard } from './PortfolioCard';

const parts = () =>
  within(screen.getByRole('region', { name: 'Portfolio' }))
    .getAllByRole('term')
    .map((term) => {
      const values: string[] = [];
      for (let next = term.nextElementSibling; next; next = next.nextElementSibling) {
        values.push(next.textContent ?? '');
      }
      return [term.textContent, ...values].join(' | ');
    });

describe('PortfolioCard', () => {
  it('shows the total and each part in USD, to the cent, and what is left out of it', () => {
    render(<PortfolioCard view={{ status: 'ready', data: portfolio() }} retry={() => undefined} />);
    expect(screen.getByTestId('portfolio-total').textContent).toBe('$3,150.00');
    expect(parts()).toEqual(['In game | $50.00', 'Wallet | $1,100.00', 'Staked | $0.00', 'Pool | $2,000.00']);
    expect(
      screen.getByText('Not in the total (no USD price): 2,000 GOLDY, 5 tickets, 1 golden ticket'),
    ).toBeTruthy();
  });

  it('shows a part that could not be read, and the total, as unknown, never $0.00', () => {
    const unread = 'Your Global Wallet could not be read on chain now.';
    const data = portfolio({
      usd: null,
      parts: portfolio().parts.map((part) =>
        part.part === 'wallet' || part.part === 'pool'
          ? { ...part, usd: null, holdings: [], error: unread }
          : part,
      ),
    });
    render(<PortfolioCard view={{ status: 'ready', data }} retry={() => undefined} />);
    expect(screen.getByTestId('portfolio-total').textContent).toBe('Unknown');
    expect(parts()).toEqual([
      'In game | $50.00',
      `Wallet | Unknown | ${unread}`,
      'Staked | $0.00',
      `Pool | Unknown | ${unread}`,
    ]);
  });

  it('says where each price comes from, and why GOLDY and the tickets have none', () => {
    render(<PortfolioCard view={{ status: 'ready', data: portfolio() }} retry={() => undefined} />);
    const details = screen.getByText('How prices are set').closest('details')!;
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "DFL $0.10 from the game's DFL/USDC pool",
      "DFL/USDC $20.00 from the game's DFL/USDC pool",
      'USDC $1.00, counted at one dollar',
      'GOLDY The game has no rate for GOLDY against DFL or USDC, so GOLDY has no USD price.',
      'TICKET A TICKET costs 100 GOLDY, and GOLDY has no USD price.',
      'GOLDEN TICKET A GOLDEN TICKET costs 2000 GOLDY + 200 DFL, and GOLDY has no USD price.',
    ]);
    expect(within(details).getByText(/^Prices read/)).toBeTruthy();
  });

  it('loads, and fails with a Retry of its own', () => {
    const retry = jest.fn();
    const { rerender } = render(<PortfolioCard view={{ status: 'loading' }} retry={retry} />);
    expect(screen.getByRole('status', { name: 'Loading your portfolio' })).toBeTruthy();
    rerender(<PortfolioCard view={{ status: 'error', error: new Error('down') }} retry={retry} />);
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
