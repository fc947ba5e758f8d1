import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StakeOption } from '@companion/shared-state';
import { useBalanceReadStore } from '@companion/shared-state/host';
import { answerPrices, renderTab } from '@companion/shared-state/testing';
import App from '../App';
import { overview, PLAYER, provideFakeApi, signedIn, stakePlan, type FakeStakingApi } from '../testing/fakes';

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

let api: FakeStakingApi;
beforeEach(() => {
  signedIn({ DFL: '100', USDC: '20', DFL_USDC: '2' });
  api = provideFakeApi();
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

  it("says the balance is loading, and stakes nothing, before the session's first chain read answers", async () => {
    act(() => useBalanceReadStore.getState().setGlobalRead('loading'));
    renderTab(<App />, { at: '/staking', mount: '/staking' });
    await loaded();
    fireEvent.change(amountField(), { target: { value: '5' } });
    expect(screen.getByText('Available: loading: the chain has not answered yet.')).toBeTruthy();
    expect(screen.queryByText(/Available: 0|No DFL in your wallet|Not enough/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Stake' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => useBalanceReadStore.getState().setGlobalRead('known'));
    expect(screen.getByText('Available: 100 DFL')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Stake' }) as HTMLButtonElement).disabled).toBe(false);
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

describe("the stake form's plan", () => {
  it("shows the game's own figure for the amount and lock, asked once the amount rests, and that the rate moves", async () => {
    api.getStakePlan.mockImplementation(async () =>
      stakePlan({ optionId: 'dfl-30d', amount: '12.5', seconds: 30 * 86_400, rewards: '1234.000000001' }),
    );
    renderTab(<App />, { at: '/staking', mount: '/staking' });
    await loaded();
    expect(screen.getByText('Type an amount to see what it earns.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^30 days/ }));
    for (const typed of ['1', '12', '12.5']) fireEvent.change(amountField(), { target: { value: typed } });
    const plan = await screen.findByText(/^Earns/);
    // Exact, in base units as the game works it out (rounded down there), never re-rounded here.
    expect(plan.textContent).toBe('Earns 1,234.000000001 DFL in 30 days');
    expect(screen.getByText("At today's rate, which moves as others stake and unstake.")).toBeTruthy();
    expect(plan.closest('[role="status"]')).not.toBeNull();
    expect(api.getStakePlan).toHaveBeenCalledTimes(1);
    expect(api.getStakePlan).toHaveBeenCalledWith({ optionId: 'dfl-30d', amount: '12.5' });
    fireEvent.click(screen.getByRole('button', { name: 'Stake' }));
    const sheet = screen.getByRole('dialog');
    expect(within(sheet).getByText('Earns in 30 days')).toBeTruthy();
    expect(within(sheet).getByText('1,234.000000001 DFL')).toBeTruthy();
  });

  it('asks nothing below the smallest stake, and says when the figure cannot be had', async () => {
    api.getStakePlan.mockRejectedValue(new Error('The game server is unreachable'));
    renderTab(<App />, { at: '/staking', mount: '/staking' });
    await loaded();
    fireEvent.change(amountField(), { target: { value: '0.5' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(api.getStakePlan).not.toHaveBeenCalled();
    fireEvent.change(amountField(), { target: { value: '2' } });
    await screen.findByText('What it earns cannot be worked out right now.');
  });
});

describe("the stake form's values in USD", () => {
  const line = () => screen.getByTestId('amount-usd').textContent;

  it("shows what the amount typed and the balance are worth, at the game's prices", async () => {
    act(() => void answerPrices());
    renderTab(<App />, { at: '/staking', mount: '/staking' });
    await loaded();
    // 100 DFL at 0.1 USD; 2 LP at 20.
    await waitFor(() => expect(line()).toBe('Available ≈ $10.00'));
    fireEvent.change(amountField(), { target: { value: '12.46' } });
    expect(line()).toBe('≈ $1.25 · Available ≈ $10.00');
    fireEvent.click(screen.getByRole('radio', { name: 'DFL/USDC LP' }));
    fireEvent.change(amountField(), { target: { value: '0.5' } });
    expect(line()).toBe('≈ $10.00 · Available ≈ $40.00');
  });

  it('says the value is unknown when the prices could not be read', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    act(() => void answerPrices(async () => Promise.reject(new Error('down'))));
    renderTab(<App />, { at: '/staking', mount: '/staking' });
    await loaded();
    fireEvent.change(amountField(), { target: { value: '5' } });
    await waitFor(() => expect(line()).toBe('USD unknown'));
  });
});
