import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StakeOption } from '@companion/shared-state';
import { renderTab } from '@companion/shared-state/testing';
import App from '../App';
import { overview, PLAYER, provideFakeApi, signedIn } from '../testing/fakes';

jest.mock('@solana/wallet-adapter-react', () => ({
  useWallet: () => ({ publicKey: PLAYER, signTransaction: jest.fn() }),
  useConnection: () => ({ connection: {} }),
}));

/** The DFL options as the game API describes them: 0.007 DFL a second for 365 days, 150,000 DFL staked there. */
function options(): StakeOption[] {
  return overview().options.map((option) =>
    option.token !== 'DFL'
      ? option
      : {
          ...option,
          rewardPerSecond: option.lockDays === 365 ? '0.007' : '0.001',
          totalStaked: option.lockDays === 365 ? '150000' : '0',
          apr: option.lockDays === 365 ? '147.16' : '31.53',
          minimumStake: '1',
          fullEmissionAt: '100000',
        },
  );
}

beforeEach(() => {
  signedIn({ DFL: '100', USDC: '20', DFL_USDC: '2' });
  const api = provideFakeApi();
  api.getStaking.mockImplementation(async () => ({ ...overview(), options: options() }));
});

const amountField = () => screen.getByRole('textbox', { name: 'Amount to stake' });
const loaded = () => waitFor(() => expect(screen.queryByLabelText('Loading staking')).toBeNull());

describe('the stake form', () => {
  it('shows per lock the APR the amount typed would earn, grouped as players read it', async () => {
    renderTab(<App />, { at: '/staking', mount: '/staking' });
    await loaded();
    // Nothing typed: what the smallest stake would earn, as players read it (never "—").
    expect(screen.getByRole('radio', { name: /^365 days APR 147 % · 150,000 DFL staked/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^Flexible APR 31\.5 % · 0 DFL staked/ })).toBeTruthy();
    fireEvent.change(amountField(), { target: { value: '50' } });
    // 220,752 DFL a year shared by 150,050; an empty option shares by its 100,000 at least.
    expect(screen.getByRole('radio', { name: /^365 days APR 147 % · 150,000 DFL staked/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^Flexible APR 31\.5 % · 0 DFL staked/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^365 days/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Stake' }));
    const sheet = screen.getByRole('dialog');
    expect(within(sheet).getByText('APR for this stake')).toBeTruthy();
    expect(within(sheet).getByText('147 %')).toBeTruthy();
  });

  it('refuses less than the smallest stake before anything is signed', async () => {
    renderTab(<App />, { at: '/staking', mount: '/staking' });
    await loaded();
    fireEvent.change(amountField(), { target: { value: '0.5' } });
    expect(screen.getByText('The smallest stake in this pool is 1 DFL')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Stake' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(amountField(), { target: { value: '1' } });
    expect(screen.queryByText('The smallest stake in this pool is 1 DFL')).toBeNull();
    expect((screen.getByRole('button', { name: 'Stake' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
