import { act, screen, within } from '@testing-library/react';
import { DEFAULT_TITLE } from '@companion/shared-state';
import {
  useBalanceReadStore,
  useHeaderStore,
  useLoginStore,
  useNftStore,
} from '@companion/shared-state/host';
import { renderTab } from '@companion/shared-state/testing';
import { TokenType, WalletType } from '@companion/shared-state';
import {
  PLAYER_KEY,
  gameEvent,
  portfolio,
  provideFakeApi,
  provideFakeSocket,
  raffle,
} from '../testing/fakes';
import App from '../App';

beforeEach(() => {
  act(() => {
    useHeaderStore.getState().resetHeader();
    // The session's balances read, as the shell reads them before home shows them.
    useBalanceReadStore.getState().setGlobalRead('known');
    useBalanceReadStore.getState().setInGameRead('known');
    useNftStore.getState().setNfts({ p2e: [], f2p: [] });
    useLoginStore.getState().setPublicKey(PLAYER_KEY);
  });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('Home page', () => {
  it('sets the header title to Home while mounted and shows the "Welcome back" heading', async () => {
    provideFakeApi();
    act(() => useHeaderStore.getState().setTitle('Transfer'));
    const view = renderTab(<App />, { at: '/', mount: '/' });
    expect(useHeaderStore.getState().title).toBe('Home');
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome back' })).toBeTruthy();
    await screen.findByText('Level 3');
    view.unmount();
    expect(useHeaderStore.getState().title).toBe(DEFAULT_TITLE);
  });

  it('loads every block on its own: one failing block leaves the others and retries alone', async () => {
    const api = provideFakeApi({
      getRaffleEvents: jest
        .fn()
        .mockRejectedValueOnce(new Error('raffles down'))
        .mockResolvedValueOnce([raffle({ name: 'Back again', endsAt: '2999-01-01T00:00:00Z' })]),
      getGameEvents: jest.fn(async () => [gameEvent({ endsAt: '2999-01-01T00:00:00Z' })]),
    });
    renderTab(<App />, { at: '/', mount: '/' });
    const raffleBlock = screen.getByRole('region', { name: 'Next raffle' });
    await within(raffleBlock).findByRole('alert');
    expect(await screen.findByText('Harvest festival')).toBeTruthy();
    expect(await screen.findByText('Level 3')).toBeTruthy();
    expect(screen.getByText('No NFTs yet')).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    act(() => within(raffleBlock).getByRole('button', { name: 'Retry' }).click());
    expect(await within(raffleBlock).findByText('Back again')).toBeTruthy();
    expect(api.getRaffleEvents).toHaveBeenCalledTimes(2);
    expect(api.getGameEvents).toHaveBeenCalledTimes(1);
    expect(api.getXp).toHaveBeenCalledTimes(1);
  });

  it('shows the portfolio total, and the USD of each balance from the same prices', async () => {
    act(() =>
      useHeaderStore
        .getState()
        .setTokenBalance(WalletType.GLOBAL, TokenType.DFL, { amount: '1000', amountRaw: 1000 }),
    );
    const api = provideFakeApi();
    renderTab(<App />, { at: '/', mount: '/' });
    expect((await screen.findByTestId('portfolio-total')).textContent).toBe('$3,150.00');
    const global = screen.getByRole('region', { name: 'Global Wallet' });
    expect(within(global).getByText('$100.00')).toBeTruthy();
    expect(api.getPortfolio).toHaveBeenCalledTimes(1);
  });

  it('values the portfolio again when the game says funds, transfers, stakes or the pool changed', async () => {
    const socket = provideFakeSocket();
    const api = provideFakeApi({
      getPortfolio: jest
        .fn()
        .mockResolvedValueOnce(portfolio())
        .mockResolvedValueOnce(portfolio({ usd: '3200' })),
    });
    renderTab(<App />, { at: '/', mount: '/' });
    await screen.findByText('$3,150.00');
    act(() => socket.emit('stakeUpdated', {}));
    expect(await screen.findByText('$3,200.00')).toBeTruthy();
    expect(api.getPortfolio).toHaveBeenCalledTimes(2);
  });

  it('values the portfolio again once when the Global Wallet changes on chain, token by token', async () => {
    jest.useFakeTimers();
    try {
      const api = provideFakeApi();
      renderTab(<App />, { at: '/', mount: '/' });
      await act(async () => undefined);
      expect(api.getPortfolio).toHaveBeenCalledTimes(1);
      act(() => {
        const { setTokenBalance } = useHeaderStore.getState();
        setTokenBalance(WalletType.GLOBAL, TokenType.DFL, { amount: '5', amountRaw: 5 });
        setTokenBalance(WalletType.GLOBAL, TokenType.USDC, { amount: '6', amountRaw: 6 });
      });
      await act(async () => {
        jest.advanceTimersByTime(300);
      });
      expect(api.getPortfolio).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
