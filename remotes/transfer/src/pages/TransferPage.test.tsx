import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_TITLE, GameApiError, onNotice, shortPublicKey } from '@companion/shared-state';
import { setNotificationSocket, useHeaderStore } from '@companion/shared-state/host';
import { transactionLock } from '@companion/tab-kit';
import {
  PLAYER,
  PLAYER_ID,
  SIGNATURE,
  fakeConnection,
  handedOver,
  loadTestConfig,
  pending,
  provideFakeApi,
  provideFakeSocket,
  result,
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
const tones: string[] = [];
let stopListening = () => {};
beforeEach(() => {
  notices.length = 0;
  tones.length = 0;
  const stop = onNotice((notice) => {
    notices.push(notice.message);
    tones.push(notice.tone);
  });
  stopListening = () => void stop();
});
afterEach(() => {
  stopListening();
  act(() => setNotificationSocket(null));
  transactionLock.setState({ pending: null });
});

describe('Transfer page', () => {
  it('sets the header title while mounted and shows the "Transfer" heading', async () => {
    provideFakeApi();
    const view = renderTransfer();
    expect(useHeaderStore.getState().title).toBe('Transfer');
    expect(screen.getByRole('heading', { level: 2, name: 'Transfer' })).toBeTruthy();
    await within(history()).findByText('No transfers yet');
    expect(within(history()).getByRole('link', { name: 'Receive' }).getAttribute('href')).toBe('/receive');
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

  it('keeps a wallet refusal beside the form, not in a toast, until the player acts again', async () => {
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
    expect(notices).toEqual([]);
    expect(screen.getByTestId('action-error').textContent).toBe(
      'You declined the request in your wallet. Nothing was sent.',
    );
    expect((screen.getByRole('button', { name: 'Deposit' }) as HTMLButtonElement).disabled).toBe(false);
    await user.type(screen.getByLabelText('Amount'), '0');
    expect(screen.queryByTestId('action-error')).toBeNull();
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
    expect((screen.getByRole('button', { name: 'Deposit' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Amount') as HTMLInputElement).closest('fieldset')?.disabled).toBe(true);
    expect(screen.getByText('Deposit 1 DFL: Approve the request in your wallet…')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Amount') as HTMLInputElement).closest('fieldset')?.disabled).toBe(false),
    );
    await user.type(screen.getByLabelText('Amount'), '2');
    expect((screen.getByRole('button', { name: 'Deposit' }) as HTMLButtonElement).disabled).toBe(false);
    expect(walletState.connection.sendRawTransaction).not.toHaveBeenCalled();
    expect(api.deposit).not.toHaveBeenCalled();
    // Cancelling is the player's own doing: no toast, no error.
    expect(notices).toEqual([]);
    expect(screen.queryByTestId('action-error')).toBeNull();
  });
});

describe('Transfer page: one request moves the deposit', () => {
  const deposit = async (amount: string) => {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount'), amount);
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
  };

  it('hands the signed transaction to the game exactly once, sends nothing to the chain, and shows the credit', async () => {
    const { api, refreshBalances } = provideFakeApi();
    renderTransfer();
    await within(history()).findByText('No transfers yet');
    await deposit('6');
    expect(notices).toEqual(['Deposited 6 DFL to your in-game wallet.']);
    expect(tones).toEqual(['success']);
    expect(api.deposit).toHaveBeenCalledTimes(1);
    expect(walletState.signTransaction).toHaveBeenCalledTimes(1);
    const signed = walletState.signTransaction.mock.calls[0]![0];
    const { transaction } = api.deposit.mock.calls[0]![0];
    expect(transaction).toBe(signed.serialize({ verifySignatures: false }).toString('base64'));
    expect(handedOver(transaction).feePayer?.equals(PLAYER)).toBe(true);
    expect(walletState.connection.sendRawTransaction).not.toHaveBeenCalled();
    expect(walletState.connection.confirmTransaction).not.toHaveBeenCalled();
    expect(refreshBalances).toHaveBeenCalledTimes(1);
    const [item] = within(history()).getAllByRole('listitem');
    expect(item!.textContent).toContain('Deposit6 DFLConfirmed');
    // Nothing is kept on the device for later: no list of deposits waiting to be credited, no retry.
    expect(screen.queryByRole('region', { name: 'Deposits not yet credited' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(Object.keys(localStorage).filter((key) => /deposit/i.test(key))).toEqual([]);
  });

  it('says once that a deposit is on its way, and shows it when the game pushes its credit', async () => {
    const socket = provideFakeSocket();
    const { api } = provideFakeApi();
    api.deposit.mockResolvedValueOnce(pending());
    renderTransfer();
    await within(history()).findByText('No transfers yet');
    await deposit('2');
    expect(notices).toEqual([pending().message]);
    expect(tones).toEqual(['info']);
    // The amount is cleared so the deposit is not sent twice by mistake; the history waits for the game.
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('');
    expect(within(history()).getByText('No transfers yet')).toBeTruthy();
    expect(api.deposit).toHaveBeenCalledTimes(1);

    act(() =>
      socket.emit(
        'transferUpdated',
        transfer({ id: 't-2', amount: '2', signature: SIGNATURE, status: 'confirmed' }),
      ),
    );
    const [item] = within(history()).getAllByRole('listitem');
    expect(item!.textContent).toContain('Deposit2 DFLConfirmed');
    expect(api.deposit).toHaveBeenCalledTimes(1);
    expect(notices).toHaveLength(1);
  });

  it("tells the game's refusal once, in its words, and keeps the amount for another try", async () => {
    const { api } = provideFakeApi();
    api.deposit.mockRejectedValueOnce(
      new GameApiError(
        'This transaction did not go through: it expired before it landed, so it moved nothing. Nothing was booked.',
        { request: 'POST /p2e/deposit', status: 400 },
      ),
    );
    renderTransfer();
    await within(history()).findByText('No transfers yet');
    await deposit('2');
    expect(notices).toEqual([]);
    expect(screen.getByTestId('action-error').textContent).toBe(
      'The DFL deposit did not go through. This transaction did not go through: it expired before it landed, so it moved nothing. Nothing was booked.',
    );
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('2');
    expect(api.deposit).toHaveBeenCalledTimes(1);
    expect(walletState.connection.sendRawTransaction).not.toHaveBeenCalled();
  });

  it('lists a deposit the game refused with its reason', async () => {
    const { api } = provideFakeApi();
    api.deposit.mockResolvedValueOnce(
      result(transfer({ amount: '1', status: 'failed', error: 'wrong destination' })),
    );
    renderTransfer();
    await within(history()).findByText('No transfers yet');
    await deposit('1');
    expect(notices).toEqual([]);
    expect(screen.getByTestId('action-error').textContent).toBe(
      'The game could not verify the deposit: wrong destination',
    );
    const [item] = within(history()).getAllByRole('listitem');
    expect(item!.textContent).toContain('Deposit1 DFLFailed');
    expect(item!.textContent).toContain('wrong destination');
  });
});
