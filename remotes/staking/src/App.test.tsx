import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Transaction } from '@solana/web3.js';
import { formatDate, GameApiError, onNotice } from '@companion/shared-state';
import { transactionLock } from '@companion/tab-kit';
import { provideLinkOpener, useHeaderStore } from '@companion/shared-state/host';
import { provideFakeSocket, renderTab } from '@companion/shared-state/testing';
import App from './App';
import {
  ACCOUNTS,
  action,
  handedOver,
  pendingAnswer,
  PLAYER,
  PLAYER_KEYPAIR,
  POOL,
  position,
  provideFakeApi,
  readInstructions,
  SIGNATURE,
  signedIn,
  VAULTS,
} from './testing/fakes';

const signed: Transaction[] = [];
const wallet = {
  signTransaction: jest.fn(async (transaction: Transaction) => {
    transaction.partialSign(PLAYER_KEYPAIR);
    signed.push(transaction);
    return transaction;
  }),
  connection: {
    getLatestBlockhash: jest.fn(async () => ({ blockhash: PLAYER.toBase58(), lastValidBlockHeight: 100 })),
    getFeeForMessage: jest.fn(async () => ({ value: 5000 })),
    getBalance: jest.fn(async () => 1_000_000_000),
    // The game sends and confirms the player's transaction: the tab never calls these.
    sendRawTransaction: jest.fn(async () => SIGNATURE),
    confirmTransaction: jest.fn(async () => ({ value: { err: null } })),
  },
};
/** The signed transaction as the game received it (base64 of the wallet's signed bytes). */
const signedBase64 = (index = 0) => signed[index]!.serialize().toString('base64');
const expectNothingSentByTheTab = () => {
  expect(wallet.connection.sendRawTransaction).not.toHaveBeenCalled();
  expect(wallet.connection.confirmTransaction).not.toHaveBeenCalled();
};
jest.mock('@solana/wallet-adapter-react', () => ({
  useWallet: () => ({ publicKey: PLAYER, signTransaction: wallet.signTransaction }),
  useConnection: () => ({ connection: wallet.connection }),
}));

let notices: string[] = [];
let stopNotices = () => {};
beforeEach(() => {
  signedIn({ DFL: '100', USDC: '20', DFL_USDC: '2' });
  signed.length = 0;
  wallet.signTransaction.mockClear();
  notices = [];
  stopNotices = onNotice(({ message }) => notices.push(message));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  stopNotices();
  transactionLock.setState({ pending: null });
});

const renderAt = (path: string) => renderTab(<App />, { at: path, mount: '/staking' });

const confirm = () =>
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
const notified = (text: string | RegExp) =>
  waitFor(() =>
    expect(notices.some((n) => (typeof text === 'string' ? n === text : text.test(n)))).toBe(true),
  );

/** The failure shown beside the action (docs/tab-kit.md, "Actions"), not in a toast. */
const besideTheAction = (text: string | RegExp) =>
  waitFor(() => {
    const shown = screen.getAllByTestId('action-error').map((node) => node.textContent ?? '');
    expect(shown.some((n) => (typeof text === 'string' ? n === text : text.test(n)))).toBe(true);
  });

/** The staking figures are on screen: the page's skeleton is gone. */
const loaded = () => waitFor(() => expect(screen.queryByLabelText('Loading staking')).toBeNull());

describe('staking page', () => {
  it('shows the pools with APR per lock and the add-liquidity button in the header', async () => {
    provideFakeApi();
    renderAt('/staking');
    // While the figures load, the page is laid out already, its blocks titled as they will be.
    expect(screen.getByLabelText('Loading staking')).toBeTruthy();
    for (const title of ['Staking pools', 'Your stakes', 'Your history']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    await loaded();
    expect(useHeaderStore.getState()).toMatchObject({ title: 'Staking', hasLp: true, hasBack: false });
    // The APR a new stake would earn, grouped and rounded as players read it; an option nobody staked in
    // yet has one too, never "—".
    expect(
      screen.getByRole('radio', { name: /^30 days APR \d[\d,]*(\.\d{1,2})? % · 5 DFL staked/ }),
    ).toBeTruthy();
    expect(
      screen.getByRole('radio', { name: /^Flexible APR \d[\d,]*(\.\d{1,2})? % · 0 DFL staked/ }),
    ).toBeTruthy();
    expect(screen.getByText('No stakes yet: choose a pool and a lock above.')).toBeTruthy();
  });

  it('shows an error with Retry when loading fails, and loads again', async () => {
    const api = provideFakeApi();
    api.getStaking.mockRejectedValueOnce(new Error('The game server is unreachable'));
    renderAt('/staking');
    await screen.findByText('Staking could not be loaded. The game server is unreachable.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await loaded();
  });

  it('ticks rewards every second from the server figure and keeps Unstake off until the unlock', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-06-01T12:00:00.000Z'), doNotFake: ['queueMicrotask'] });
    try {
      provideFakeApi([position()]);
      renderAt('/staking');
      const card = await screen.findByRole('article', { name: '5 DFL/USDC LP · 30 days' });
      const shown = () => Number(within(card).getByTestId('position-rewards').textContent);
      act(() => jest.advanceTimersByTime(1_000));
      const before = shown();
      // Rewards show six decimals at most: each second's 0.002 DFL is seen, nine decimals are not.
      expect(before).toBeGreaterThanOrEqual(1);
      expect(within(card).getByTestId('position-rewards').textContent).toMatch(/^[\d,]+(\.\d{1,6})?$/);
      act(() => jest.advanceTimersByTime(3_000));
      // 0.002 DFL a second, three whole seconds.
      expect(shown() - before).toBeCloseTo(0.006, 6);
      expect((within(card).getByRole('button', { name: 'Unstake' }) as HTMLButtonElement).disabled).toBe(
        true,
      );
      // The app's one date format and one countdown format (HH:MM:SS, the kit's), as on every screen.
      expect(within(card).getByText(`Locked until ${formatDate('2026-07-01T12:00:00.000Z')}`)).toBeTruthy();
      expect(within(card).getByText(/^\(in 719:59:\d\d\)$/)).toBeTruthy();
      expect(within(card).getByText('63 %')).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('claims after confirming, and shows what the server pushes about a position without asking again', async () => {
    const api = provideFakeApi([position({ lockEnd: '2026-01-01T00:00:00.000Z' })]);
    const socket = provideFakeSocket();
    renderAt('/staking');
    const card = await screen.findByRole('article', { name: '5 DFL/USDC LP · 30 days' });
    expect((within(card).getByRole('button', { name: 'Unstake' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(within(card).getByRole('button', { name: 'Claim' }));
    confirm();
    await notified('Claimed 3.5 DFL');
    expect(api.claimRewards).toHaveBeenCalledWith({
      positionId: 'p-1',
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    await waitFor(() => expect(api.getStaking.mock.calls.length).toBe(2));
    // A second position opened elsewhere (another open app of the wallet), then the first one closed.
    act(() => socket.emit('stakeUpdated', position({ id: 'p-2', amount: '7' })));
    await screen.findByRole('article', { name: '7 DFL/USDC LP · 30 days' });
    act(() => socket.emit('stakeUpdated', position({ status: 'closed' })));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: '5 DFL/USDC LP · 30 days' })).toBeNull(),
    );
    // Applied as pushed: the lists were not asked for again.
    expect(api.getStaking.mock.calls.length).toBe(2);
  });

  it('stakes DFL flexible: signs a transfer to the DFL staking vault and hands it to the game in one request', async () => {
    const api = provideFakeApi();
    renderAt('/staking');
    await loaded();
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount to stake' }), { target: { value: '2,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Stake' }));
    confirm();
    await notified('Staked 2.5 DFL, flexible');
    expect(notices).toEqual(['Staked 2.5 DFL, flexible']);
    expect(api.stake).toHaveBeenCalledTimes(1);
    expect(api.stake).toHaveBeenCalledWith({ transaction: signedBase64(), optionId: 'dfl-flexible' });
    // The rewards account (DFL) is created if missing, paid by the player, then DFL goes to the vault.
    expect(readInstructions(handedOver(signedBase64()))).toEqual([
      expect.objectContaining({ type: 'createIfMissing', payer: PLAYER.toBase58(), mint: ACCOUNTS.dflMint }),
      expect.objectContaining({ type: 'transfer', to: VAULTS.DFL, amount: 2_500_000_000n }),
      // What it does in the player's words, which the wallet shows before Approve.
      { type: 'memo', text: 'Stake 2.5 DFL, flexible' },
    ]);
    expectNothingSentByTheTab();
    expect((screen.getByRole('textbox', { name: 'Amount to stake' }) as HTMLInputElement).value).toBe('');
  });

  it('stakes LP into the LP vault, the DFL rewards account created if missing', async () => {
    const api = provideFakeApi();
    renderAt('/staking');
    await loaded();
    fireEvent.click(screen.getByRole('radio', { name: 'DFL/USDC LP' }));
    fireEvent.click(screen.getByRole('radio', { name: /^30 days/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount to stake' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Stake' }));
    confirm();
    await notified('Staked 1 DFL/USDC LP for 30 days');
    expect(api.stake).toHaveBeenCalledWith({ transaction: signedBase64(), optionId: 'lp-30d' });
    expect(readInstructions(signed[0]!)).toEqual([
      expect.objectContaining({ type: 'createIfMissing', payer: PLAYER.toBase58(), mint: ACCOUNTS.dflMint }),
      expect.objectContaining({ type: 'transfer', mint: ACCOUNTS.lpMint, to: VAULTS.DFL_USDC }),
      { type: 'memo', text: 'Stake 1 DFL/USDC LP for 30 days' },
    ]);
  });

  it('says the stake is on its way when the game answers that the chain has not confirmed it yet', async () => {
    const api = provideFakeApi();
    api.stake.mockResolvedValueOnce(pendingAnswer());
    renderAt('/staking');
    await loaded();
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount to stake' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Stake' }));
    confirm();
    await notified(pendingAnswer().message);
    expect(notices).toEqual([pendingAnswer().message]);
    expect(api.stake).toHaveBeenCalledTimes(1);
    expectNothingSentByTheTab();
  });

  it("tells the game's refusal once, in its words, and keeps the amount", async () => {
    const api = provideFakeApi();
    const refusal =
      'This transaction did not go through: it expired before it landed, so it moved nothing. Nothing was booked.';
    api.stake.mockRejectedValueOnce(
      new GameApiError(refusal, { request: 'POST /staking/stake', status: 400 }),
    );
    renderAt('/staking');
    await loaded();
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount to stake' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Stake' }));
    confirm();
    await besideTheAction(refusal);
    expect(notices).toEqual([]);
    expect(api.stake).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('textbox', { name: 'Amount to stake' }) as HTMLInputElement).value).toBe('1');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Stake' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('refuses more than the balance; a decline in the wallet reaches nothing on the server', async () => {
    const api = provideFakeApi();
    renderAt('/staking');
    await loaded();
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount to stake' }), { target: { value: '101' } });
    expect(screen.getByText('Not enough DFL: you have 100')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Stake' }) as HTMLButtonElement).disabled).toBe(true);
    wallet.signTransaction.mockRejectedValueOnce(new Error('User rejected the request.'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount to stake' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Stake' }));
    confirm();
    await besideTheAction(/declined/i);
    expect(api.stake).not.toHaveBeenCalled();
    // It stays until the player acts again: the next keystroke clears it.
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount to stake' }), { target: { value: '2' } });
    expect(screen.queryByTestId('action-error')).toBeNull();
  });

  it('while the wallet is asked: status and Cancel, the form locked, and nothing sent after Cancel', async () => {
    const api = provideFakeApi();
    // A wallet whose owner never answers.
    wallet.signTransaction.mockImplementationOnce(() => new Promise<Transaction>(() => undefined));
    renderAt('/staking');
    await loaded();
    const amount = () => screen.getByRole('textbox', { name: 'Amount to stake' }) as HTMLInputElement;
    fireEvent.change(amount(), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Stake' }));
    confirm();
    const status = await screen.findByText('Stake 10 DFL, flexible: Approve the request in your wallet…');
    expect(amount().matches(':disabled')).toBe(true);
    expect(screen.getByRole('radio', { name: /90 days/ }).matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Max DFL' }).matches(':disabled')).toBe(true);
    fireEvent.click(within(status.parentElement!).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(amount().matches(':disabled')).toBe(false));
    expect(amount().value).toBe('10');
    expect(api.stake).not.toHaveBeenCalled();
    expect(screen.queryByTestId('action-error')).toBeNull();
    expect(notices).toEqual([]);
  });

  it('lists the history with explorer links', async () => {
    provideFakeApi();
    renderAt('/staking');
    await loaded();
    const history = screen.getByRole('region', { name: 'Your history' });
    expect(within(history).getByText('Added liquidity: 10 DFL + 1 USDC → 0.1 LP')).toBeTruthy();
    const link = within(history).getByRole('link', { name: 'View on explorer' });
    expect(link.getAttribute('href')).toContain(SIGNATURE);
    // The link opens through openExternal (the wallet, when the app is embedded), never by itself.
    const opened: string[] = [];
    provideLinkOpener((url) => opened.push(url));
    try {
      fireEvent.click(link);
    } finally {
      provideLinkOpener(null);
    }
    expect(opened).toEqual([link.getAttribute('href')]);
  });
});

describe('add-liquidity page', () => {
  it('has the back button on, and the USDC side follows the DFL typed (rounded up) with LP, price and share', async () => {
    provideFakeApi();
    const view = renderAt('/staking/add-lp');
    await screen.findByRole('heading', { name: 'Add DFL/USDC liquidity' });
    expect(useHeaderStore.getState()).toMatchObject({ title: 'Add Liquidity', hasBack: true, hasLp: false });
    fireEvent.change(screen.getByRole('textbox', { name: 'DFL amount' }), { target: { value: '10' } });
    expect((screen.getByRole('textbox', { name: 'USDC amount' }) as HTMLInputElement).value).toBe('1');
    expect(screen.getByTestId('lp-to-receive').textContent).toBe('0.1');
    expect(screen.getByText('1 DFL = 0.1 USDC')).toBeTruthy();
    expect(screen.getByText('< 0.01 %')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'USDC amount' }), { target: { value: '0.000001' } });
    expect((screen.getByRole('textbox', { name: 'DFL amount' }) as HTMLInputElement).value).toBe('0.00001');
    view.unmount();
    expect(useHeaderStore.getState()).toMatchObject({ title: 'Home', hasBack: false });
  });

  it('sends DFL and USDC to the reserves and asks for LP less the tolerance', async () => {
    const api = provideFakeApi();
    renderAt('/staking/add-lp');
    await screen.findByRole('heading', { name: 'Add DFL/USDC liquidity' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Slippage tolerance (%)' }), {
      target: { value: '1' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'DFL amount' }), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add liquidity' }));
    confirm();
    await notified('Liquidity added: 0.1 DFL/USDC LP received');
    expect(api.addLiquidity).toHaveBeenCalledTimes(1);
    expect(api.addLiquidity).toHaveBeenCalledWith({ transaction: signedBase64(), minLp: '0.099' });
    // The LP account the game mints into is created if missing, at the player's cost.
    expect(readInstructions(handedOver(signedBase64()))).toEqual([
      expect.objectContaining({ type: 'createIfMissing', payer: PLAYER.toBase58(), mint: ACCOUNTS.lpMint }),
      expect.objectContaining({ type: 'transfer', to: ACCOUNTS.dflReserve, amount: 10_000_000_000n }),
      expect.objectContaining({ type: 'transfer', to: ACCOUNTS.usdcReserve, amount: 1_000_000n }),
      { type: 'memo', text: 'Add 10 DFL and 1 USDC to the pool' },
    ]);
    expectNothingSentByTheTab();
  });

  it('says an add is on its way when the game answers that the chain has not confirmed it yet', async () => {
    const api = provideFakeApi();
    api.addLiquidity.mockResolvedValueOnce(pendingAnswer());
    renderAt('/staking/add-lp');
    await screen.findByRole('heading', { name: 'Add DFL/USDC liquidity' });
    fireEvent.change(screen.getByRole('textbox', { name: 'DFL amount' }), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add liquidity' }));
    confirm();
    await notified(pendingAnswer().message);
    expect(notices).toEqual([pendingAnswer().message]);
    expect((screen.getByRole('textbox', { name: 'DFL amount' }) as HTMLInputElement).value).toBe('');
  });

  it('while the wallet is asked for an add: status, Cancel, both amounts locked, nothing sent after', async () => {
    const api = provideFakeApi();
    wallet.signTransaction.mockImplementationOnce(() => new Promise<Transaction>(() => undefined));
    renderAt('/staking/add-lp');
    await screen.findByRole('heading', { name: 'Add DFL/USDC liquidity' });
    const dfl = () => screen.getByRole('textbox', { name: 'DFL amount' }) as HTMLInputElement;
    fireEvent.change(dfl(), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add liquidity' }));
    confirm();
    const status = await screen.findByText(
      /^Add 10 DFL and .* USDC to the pool: Approve the request in your wallet…$/,
    );
    expect(dfl().matches(':disabled')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'USDC amount' }).matches(':disabled')).toBe(true);
    expect((screen.getByRole('button', { name: 'Add liquidity' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(status.parentElement!).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dfl().matches(':disabled')).toBe(false));
    expect(api.addLiquidity).not.toHaveBeenCalled();
  });

  it('tells the player when the pool refunded the deposit (slippage)', async () => {
    const api = provideFakeApi();
    api.addLiquidity.mockResolvedValueOnce({
      action: action({
        status: 'refunded',
        lp: '0',
        error: 'the pool would give 0.09 LP, less than your minimum',
      }),
      pool: POOL,
    });
    renderAt('/staking/add-lp');
    await screen.findByRole('heading', { name: 'Add DFL/USDC liquidity' });
    fireEvent.change(screen.getByRole('textbox', { name: 'DFL amount' }), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add liquidity' }));
    confirm();
    await besideTheAction(/^Liquidity not added: the pool would give 0\.09 LP/);
  });

  it('removes LP at the pool share, rounded down', async () => {
    const api = provideFakeApi();
    renderAt('/staking/add-lp');
    await screen.findByRole('heading', { name: 'Remove liquidity' });
    fireEvent.change(screen.getByRole('textbox', { name: 'LP amount' }), { target: { value: '0.1' } });
    expect(screen.getByText('You receive 10 DFL and 1 USDC')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove liquidity' }));
    confirm();
    await notified('Liquidity removed: 10 DFL and 1 USDC received');
    expect(api.removeLiquidity).toHaveBeenCalledTimes(1);
    expect(api.removeLiquidity).toHaveBeenCalledWith({
      transaction: signedBase64(),
      minDfl: '9.95',
      minUsdc: '0.995',
    });
    // The DFL and USDC accounts the game pays into are created if missing, at the player's cost.
    expect(readInstructions(handedOver(signedBase64()))).toEqual([
      expect.objectContaining({ type: 'createIfMissing', payer: PLAYER.toBase58(), mint: ACCOUNTS.dflMint }),
      expect.objectContaining({ type: 'createIfMissing', payer: PLAYER.toBase58(), mint: ACCOUNTS.usdcMint }),
      expect.objectContaining({ type: 'burn', mint: ACCOUNTS.lpMint, amount: 100_000_000n }),
      { type: 'memo', text: 'Remove 0.1 DFL/USDC LP' },
    ]);
    expectNothingSentByTheTab();
  });

  it('says the LP is minted back when the pool refuses the remove (slippage)', async () => {
    const api = provideFakeApi();
    api.removeLiquidity.mockResolvedValueOnce({
      action: action({
        kind: 'remove',
        status: 'refunded',
        error: 'the pool would pay less than your minimum',
      }),
      pool: POOL,
    });
    renderAt('/staking/add-lp');
    await screen.findByRole('heading', { name: 'Remove liquidity' });
    fireEvent.change(screen.getByRole('textbox', { name: 'LP amount' }), { target: { value: '0.1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove liquidity' }));
    confirm();
    await besideTheAction(
      'Liquidity not removed: the pool would pay less than your minimum. Your LP is minted back.',
    );
    expect(notices).toHaveLength(0);
  });
});
