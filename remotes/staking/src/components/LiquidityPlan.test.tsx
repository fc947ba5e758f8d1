import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerPrices, renderTab } from '@companion/shared-state/testing';
import App from '../App';
import { PLAYER, provideFakeApi, signedIn } from '../testing/fakes';

jest.mock('@solana/wallet-adapter-react', () => ({
  useWallet: () => ({ publicKey: PLAYER, signTransaction: jest.fn() }),
  useConnection: () => ({ connection: {} }),
}));

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

async function openAddLiquidity(balances = { DFL: '100', USDC: '20', DFL_USDC: '2' }) {
  signedIn(balances);
  provideFakeApi();
  renderTab(<App />, { at: '/staking/add-lp', mount: '/staking' });
  await screen.findByRole('heading', { name: 'Add DFL/USDC liquidity' });
}

describe('the add-liquidity plan', () => {
  it("shows the pool, the price impact, the player's position and share after the add", async () => {
    await openAddLiquidity();
    // The fake pool: 100,000,000 DFL and 10,000,000 USDC for 1,000,000 LP.
    expect(fact('In the pool')).toBe('100,000,000 DFL + 10,000,000 USDC');
    expect(fact('Price impact')).toBe('—');
    fireEvent.change(field('DFL amount'), { target: { value: '10' } });
    expect(fact('Price impact')).toBe('0 %');
    // 2 LP held and 0.1 LP minted: 2.1 LP, worth 210 DFL + 21 USDC at the new reserves.
    expect(fact('Your position after')).toBe('2.1 LP = 210 DFL + 21 USDC');
    expect(fact('Share of pool after')).toBe('< 0.01 %');
  });

  it('fills 25 / 50 / 75 % and Max of what both balances allow', async () => {
    // 100 DFL but 2.5 USDC: the USDC matches 25 DFL, the most that can go in.
    await openAddLiquidity({ DFL: '100', USDC: '2.5', DFL_USDC: '0' });
    const presets = within(screen.getByRole('group', { name: 'Add a share of what you hold' }));
    const picked: string[] = [];
    for (const name of ['25 %', '50 %', '75 %', 'Max']) {
      fireEvent.click(presets.getByRole('button', { name }));
      picked.push(`${field('DFL amount').value} + ${field('USDC amount').value}`);
    }
    expect(picked).toEqual(['6.25 + 0.625', '12.5 + 1.25', '18.75 + 1.875', '25 + 2.5']);
  });

  it('offers slippage presets and marks the one in force', async () => {
    await openAddLiquidity();
    const presets = within(screen.getByRole('group', { name: 'Slippage tolerance presets' }));
    expect(presets.getByRole('button', { name: '0.5 %', pressed: true })).toBeTruthy();
    fireEvent.click(presets.getByRole('button', { name: '1 %' }));
    expect(field('Slippage tolerance (%)').value).toBe('1');
    expect(presets.getByRole('button', { name: '1 %', pressed: true })).toBeTruthy();
    expect(presets.getByRole('button', { name: '0.5 %', pressed: false })).toBeTruthy();
  });

  it('names the next step when DFL or USDC is missing', async () => {
    await openAddLiquidity({ DFL: '0', USDC: '0', DFL_USDC: '0' });
    expect(screen.getByText('No USDC in your wallet yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get USDC' }).getAttribute('href')).toBe('/receive');
    expect(screen.getByText('No DFL in your wallet yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get DFL' }).getAttribute('href')).toBe('/transfer');
    expect(screen.getByText('No LP to remove yet: add liquidity above to get some.')).toBeTruthy();
    for (const name of ['25 %', '50 %', '75 %', 'Max']) {
      expect(
        (
          within(screen.getByRole('group', { name: 'Add a share of what you hold' })).getByRole('button', {
            name,
          }) as HTMLButtonElement
        ).disabled,
      ).toBe(true);
    }
  });
});

describe('removing liquidity', () => {
  it('offers 25 / 50 / 75 / 100 % of the LP held, each with what it returns, and fills the amount', async () => {
    await openAddLiquidity();
    const presets = within(screen.getByRole('group', { name: 'Remove a share of your LP' }));
    // 2 LP of 1,000,000 LP: 100 DFL per LP, 10 USDC per LP.
    expect(presets.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '25 %50 DFL + 5 USDC',
      '50 %100 DFL + 10 USDC',
      '75 %150 DFL + 15 USDC',
      '100 %200 DFL + 20 USDC',
    ]);
    fireEvent.click(presets.getByRole('button', { name: /^75 %/ }));
    expect(field('LP amount').value).toBe('1.5');
    expect(screen.getByText('You receive 150 DFL and 15 USDC')).toBeTruthy();
    fireEvent.click(presets.getByRole('button', { name: /^100 %/ }));
    expect(field('LP amount').value).toBe('2');
  });
});

describe("the add-liquidity form's values in USD", () => {
  it('shows under each amount what it and the balance are worth, both following the pool ratio', async () => {
    signedIn({ DFL: '100', USDC: '20', DFL_USDC: '2' });
    provideFakeApi();
    act(() => void answerPrices());
    renderTab(<App />, { at: '/staking/add-lp', mount: '/staking' });
    await screen.findByRole('heading', { name: 'Add DFL/USDC liquidity' });
    await waitFor(() => expect(screen.getByTestId('dfl-usd').textContent).toBe('Available ≈ $10.00'));
    expect(screen.getByTestId('usdc-usd').textContent).toBe('Available ≈ $20.00');
    fireEvent.change(field('DFL amount'), { target: { value: '10' } });
    expect(screen.getByTestId('dfl-usd').textContent).toBe('≈ $1.00 · Available ≈ $10.00');
    expect(screen.getByTestId('usdc-usd').textContent).toBe('≈ $1.00 · Available ≈ $20.00');
  });

  it('shows no value while the prices are read', async () => {
    await openAddLiquidity();
    expect(screen.queryByTestId('dfl-usd')).toBeNull();
    expect(screen.queryByTestId('usdc-usd')).toBeNull();
  });
});
