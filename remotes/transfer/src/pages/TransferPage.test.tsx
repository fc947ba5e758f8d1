import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_TITLE, onNotice, shortPublicKey } from '@companion/shared-state';
import { setNotificationSocket, useHeaderStore } from '@companion/shared-state/host';
import { useDepositQueue } from '../deposit/depositQueue';
import {
  PLAYER,
  PLAYER_ID,
  SIGNATURE,
  clearDepositQueue,
  deferred,
  fakeConnection,
  loadTestConfig,
  pendingDeposit,
  provideFakeApi,
  provideFakeSocket,
  storedDeposits,
  transfer,
} from '../testing/fakes';
import { approve, walletState } from '../testing/walletAdapterMock';
import { renderTab, signInAs } from '@companion/shared-state/testing';
import App from '../App';

jest.mock('@solana/wallet-adapter-react', () => jest.requireActual('../testing/walletAdapterMock'));

const renderTransfer = () => renderTab(<App />, { at: '/transfer', mount: '/transfer' });

const history = () => screen.getByRole('region', { name: 'History' });

beforeEach(() => {
  loadTestConfig();
  clearDepositQueue();
  act(() => {
    signInAs(PLAYER_ID, { GLOBAL: { DFL: '10' } });
  });
  walletState.publicKey = PLAYER;
  walletState.connection = fakeConnection();
  walletState.signTransaction = jest.fn(approve);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
// What the tab tells the player goes through the shell's toasts (notify), one message per event.
const notices: string[] = [];
let stopListening = () => {};
beforeEach(() => {
  notices.length = 0;
  const stop = onNotice((notice) => notices.push(notice.message));
  stopListening = () => void stop();
});
afterEach(() => {
  stopListening();
  act(() => setNotificationSocket(null));
});

describe('Transfer page', () => {
  it('sets the header title while mounted and shows the "Transfer" heading', async () => {
    provideFakeApi();
    const view = renderTransfer();
    expect(useHeaderStore.getState().title).toBe('Transfer');
    expect(screen.getByRole('heading', { level: 2, name: 'Transfer' })).toBeTruthy();
    await within(history()).findByText('No transfers yet');
    view.unmount();
    expect(useHeaderStore.getState().title).toBe(DEFAULT_TITLE);
  });

  it("lists the player's transfers, newest first, with status and signature", async () => {
    provideFakeApi({
      getTransfers: jest.fn(async () => [
        transfer({ id: 'a', amount: '5', status: 'confirmed', createdAt: '2026-01-01T00:00:00Z' }),
        transfer({
          id: 'b',
          direction: 'withdraw',
          token: 'GOLDY',
          amount: '1.25',
          status: 'failed',
          signature: null,
          error: 'Restored to your in-game wallet',
          createdAt: '2026-01-02T00:00:00Z',
        }),
      ]),
    });
    renderTransfer();
    expect(
      within(history()).getByRole('status', { name: 'Loading transfers' }).getAttribute('aria-busy'),
    ).toBe('true');
    const items = await within(history()).findAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Withdraw1.25 GOLDYFailed');
    expect(items[0]!.textContent).toContain('Not sent yet');
    expect(items[0]!.textContent).toContain('Restored to your in-game wallet');
    expect(items[1]!.textContent).toContain('Deposit5 DFLConfirmed');
    const link = within(items[1]!).getByRole('link', { name: shortPublicKey(SIGNATURE) });
    expect(link.getAttribute('title')).toBe(SIGNATURE);
    expect(link.getAttribute('href')).toContain(`/tx/${SIGNATURE}?cluster=custom`);
  });

  it('shows an error with Retry when the history cannot load', async () => {
    const { api } = provideFakeApi({
      getTransfers: jest
        .fn()
        .mockRejectedValueOnce(new Error('Timed out'))
        .mockResolvedValueOnce([transfer()]),
    });
    renderTransfer();
    const alert = await within(history()).findByRole('alert');
    expect(alert.textContent).toContain('Your transfers could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(history()).findByText('Confirmed')).toBeTruthy();
    expect(api.getTransfers).toHaveBeenCalledTimes(2);
  });

  it('updates a transfer in the history when transferUpdated arrives', async () => {
    const socket = provideFakeSocket();
    provideFakeApi({
      getTransfers: jest.fn(async () => [transfer({ direction: 'withdraw', status: 'pending' })]),
    });
    renderTransfer();
    expect(await within(history()).findByText('Pending')).toBeTruthy();
    act(() => socket.emit('transferUpdated', transfer({ direction: 'withdraw', status: 'confirmed' })));
    expect(within(history()).getByText('Confirmed')).toBeTruthy();
    act(() => socket.emit('transferUpdated', { nonsense: true }));
    expect(within(history()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('adds a finished transfer to the history and announces it', async () => {
    provideFakeApi();
    renderTransfer();
    await within(history()).findByText('No transfers yet');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount'), '4');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(notices).toEqual(['Deposited 4 DFL to your in-game wallet.']);
    expect(within(history()).getByText('Confirmed')).toBeTruthy();
  });

  it('tells of a wallet refusal once, through the toasts, and keeps no notice in the tab', async () => {
    provideFakeApi();
    walletState.signTransaction = jest
      .fn()
      .mockRejectedValue(
        Object.defineProperty(new Error('Rejected'), 'name', { value: 'WalletSignTransactionError' }),
      );
    renderTransfer();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount'), '1');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(notices).toEqual(['You declined the request in your wallet. Nothing was sent.']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByRole('button', { name: 'Deposit' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('Transfer page: a wallet that never answers', () => {
  it('keeps Deposit off after leaving the tab and coming back, until the wait is cancelled', async () => {
    const { api } = provideFakeApi();
    walletState.signTransaction = jest.fn(() => new Promise<never>(() => {}));
    const first = renderTransfer();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount'), '1');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Deposit 1 DFL: Approve the request in your wallet…')).toBeTruthy();
    first.unmount();

    renderTransfer();
    await within(history()).findByText('No transfers yet');
    expect((screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Amount') as HTMLInputElement).closest('fieldset')?.disabled).toBe(true);
    expect(screen.getByText('Deposit 1 DFL: Approve the request in your wallet…')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Deposit' })).toBeTruthy();
    await user.type(screen.getByLabelText('Amount'), '2');
    expect((screen.getByRole('button', { name: 'Deposit' }) as HTMLButtonElement).disabled).toBe(false);
    expect(walletState.connection.sendRawTransaction).not.toHaveBeenCalled();
    expect(api.deposit).not.toHaveBeenCalled();
    await waitFor(() => expect(notices).toEqual(['Cancelled. Nothing was sent.']));
  });
});

describe('Transfer page: nothing is lost', () => {
  it('resumes a stored deposit on mount and credits it', async () => {
    useDepositQueue.getState().save(PLAYER_ID, pendingDeposit({ amount: '6' }));
    const { api, refreshBalances } = provideFakeApi();
    renderTransfer();
    await waitFor(() => expect(notices).toEqual(['Deposited 6 DFL to your in-game wallet.']));
    expect(api.deposit).toHaveBeenCalledWith({ signature: SIGNATURE });
    expect(refreshBalances).toHaveBeenCalled();
    expect(storedDeposits()).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Deposits not yet credited' })).toBeNull();
  });

  it('offers "Retry crediting" for a deposit the server failed to credit, and credits it on retry', async () => {
    const { api } = provideFakeApi();
    api.deposit.mockRejectedValueOnce(new Error('Could not reach the game server.'));
    renderTransfer();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount'), '2');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(notices).toEqual([expect.stringContaining('is on chain but not credited yet')]);
    const pending = screen.getByRole('region', { name: 'Deposits not yet credited' });
    expect(within(pending).getByText('2 DFL')).toBeTruthy();
    expect(within(pending).getByText('Could not reach the game server.')).toBeTruthy();
    expect(storedDeposits()).toMatchObject([{ signature: SIGNATURE, confirmed: true }]);
    // The tokens left the wallet: the amount is cleared so the deposit is not sent twice by mistake.
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('');

    await user.click(within(pending).getByRole('button', { name: 'Retry crediting' }));
    await waitFor(() => expect(notices).toContain('Deposited 2 DFL to your in-game wallet.'));
    expect(api.deposit).toHaveBeenCalledTimes(2);
    expect(walletState.signTransaction).toHaveBeenCalledTimes(1);
    expect(storedDeposits()).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Deposits not yet credited' })).toBeNull();
  });

  it('does not list a deposit that is still going through for the first time', async () => {
    const { api } = provideFakeApi();
    const credit = deferred<Awaited<ReturnType<typeof api.deposit>>>();
    api.deposit.mockImplementation(() => credit.promise);
    renderTransfer();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount'), '1');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(storedDeposits()).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Deposits not yet credited' })).toBeNull();
    await act(async () => credit.resolve({ transfer: transfer({ amount: '1' }), funds: [] }));
    expect(storedDeposits()).toEqual([]);
  });

  it('keeps quiet about a resume that fails again, leaving the deposit listed with its reason', async () => {
    useDepositQueue.getState().save(PLAYER_ID, pendingDeposit());
    const { api } = provideFakeApi({ deposit: jest.fn().mockRejectedValue(new Error('Server down')) });
    renderTransfer();
    const pending = await screen.findByRole('region', { name: 'Deposits not yet credited' });
    expect(await within(pending).findByText('Server down.')).toBeTruthy();
    expect(api.deposit).toHaveBeenCalledTimes(1);
    expect(notices).toEqual([]);
  });

  it('drops a pending deposit when the server announces its credit', async () => {
    const socket = provideFakeSocket();
    useDepositQueue.getState().save(PLAYER_ID, pendingDeposit());
    provideFakeApi({ deposit: jest.fn().mockRejectedValue(new Error('Server down')) });
    renderTransfer();
    await screen.findByText('Server down.');
    act(() => socket.emit('transferUpdated', transfer({ signature: SIGNATURE, status: 'confirmed' })));
    expect(screen.queryByRole('region', { name: 'Deposits not yet credited' })).toBeNull();
    expect(storedDeposits()).toEqual([]);
  });

  it("does not resume another wallet's deposits", async () => {
    useDepositQueue.getState().save('another-wallet', pendingDeposit());
    const { api } = provideFakeApi();
    renderTransfer();
    await within(history()).findByText('No transfers yet');
    expect(api.deposit).not.toHaveBeenCalled();
    expect(storedDeposits('another-wallet')).toHaveLength(1);
  });
});
