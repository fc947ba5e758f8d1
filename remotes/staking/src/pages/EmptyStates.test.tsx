import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderTab } from '@companion/shared-state/testing';
import App from '../App';
import { PLAYER, provideFakeApi, signedIn } from '../testing/fakes';

jest.mock('@solana/wallet-adapter-react', () => ({
  useWallet: () => ({ publicKey: PLAYER, signTransaction: jest.fn() }),
  useConnection: () => ({ connection: {} }),
}));

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const loaded = () => waitFor(() => expect(screen.queryByLabelText('Loading staking')).toBeNull());

describe("the staking tab's empty states name the next step", () => {
  it('no DFL: Get DFL leads to the transfer tab; no LP: Add liquidity leads to the pool', async () => {
    signedIn({ DFL: '0', USDC: '0', DFL_USDC: '0' });
    provideFakeApi().getStakingHistory.mockResolvedValue([]);
    renderTab(<App />, { at: '/staking', mount: '/staking' });
    await loaded();
    expect(screen.getByText('No DFL in your wallet yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get DFL' }).getAttribute('href')).toBe('/transfer');
    fireEvent.click(screen.getByRole('radio', { name: 'DFL/USDC LP' }));
    expect(screen.getByText('No DFL/USDC LP yet.')).toBeTruthy();
    // One in the stake form, one under the empty history.
    const links = screen.getAllByRole('link', { name: 'Add liquidity' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/staking/add-lp', '/staking/add-lp']);
    expect(screen.getByText('Nothing yet: your stakes, claims and liquidity will show here.')).toBeTruthy();
  });

  it('no stakes: a button takes the player to the amount to stake', async () => {
    signedIn({ DFL: '100', USDC: '20', DFL_USDC: '2' });
    provideFakeApi();
    renderTab(<App />, { at: '/staking', mount: '/staking' });
    await loaded();
    expect(screen.getByText('No stakes yet: choose a pool and a lock above.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Get DFL' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Choose an amount to stake' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Amount to stake' }));
  });
});
