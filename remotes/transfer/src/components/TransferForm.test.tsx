import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { GameApiError } from '@companion/shared-state';
import { useBalanceReadStore } from '@companion/shared-state/host';
import { answerPrices, signInAs } from '@companion/shared-state/testing';
import { transactionLock } from '@companion/tab-kit';
import {
  PLAYER,
  PLAYER_ID,
  deferred,
  fakeConnection,
  handedOver,
  loadTestConfig,
  pending,
  provideFakeApi,
  result,
  transfer,
} from '../testing/fakes';
import { approve, walletState } from '../testing/walletAdapterMock';
import type { TransferOutcome } from '../lib/outcome';
import { TransferForm } from './TransferForm';

jest.mock('@solana/wallet-adapter-react', () => jest.requireActual('../testing/walletAdapterMock'));

beforeEach(() => {
  loadTestConfig();
  act(() => {
    signInAs(PLAYER_ID, {
      GLOBAL: { DFL: '10', GOLDY: '0.5' },
      IN_GAME: { DFL: '250.123456789', GOLDY: '7' },
    });
  });
  walletState.publicKey = PLAYER;
  walletState.connection = fakeConnection();
  walletState.signTransaction = jest.fn(approve);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  provideFakeApi();
});
afterEach(() => transactionLock.setState({ pending: null }));

function renderForm() {
  const onOutcome = jest.fn<void, [TransferOutcome]>();
  render(<TransferForm onOutcome={onOutcome} />);
  const user = userEvent.setup();
  const amount = screen.getByLabelText('Amount') as HTMLInputElement;
  const submit = (name: string | RegExp = /^(Deposit|Withdraw)$/) => screen.getByRole('button', { name });
  const type = async (text: string) => {
    await user.clear(amount);
    if (text) await user.type(amount, text);
  };
  return { onOutcome, user, amount, submit, type };
}

describe('TransferForm validation', () => {
  it('shows each rule with its exact message and keeps the button disabled until the amount is valid', async () => {
    const { amount, submit, type } = renderForm();
    expect((submit('Deposit') as HTMLButtonElement).disabled).toBe(true);
    // Nothing is said before the player has typed.
    expect(screen.queryByText('Enter an amount')).toBeNull();

    const cases: [string, string][] = [
      ['abc', 'Enter a number, e.g. 1.5'],
      ['0', 'The amount must be greater than 0'],
      ['-3', 'The amount must be greater than 0'],
      ['1.0000000001', 'DFL allows at most 9 decimals'],
      ['10.000000001', 'Not enough DFL: you have 10'],
    ];
    for (const [input, message] of cases) {
      await type(input);
      expect(screen.getByText(message)).toBeTruthy();
      expect(amount.getAttribute('aria-invalid')).toBe('true');
      expect((submit('Deposit') as HTMLButtonElement).disabled).toBe(true);
    }
    await type('');
    expect(screen.getByText('Enter an amount')).toBeTruthy();

    // Phone keypads that offer only "," are understood: "1,5" is 1.5.
    await type('1,5');
    expect(amount.hasAttribute('aria-invalid')).toBe(false);
    expect((submit('Deposit') as HTMLButtonElement).disabled).toBe(false);

    await type('10');
    expect(amount.hasAttribute('aria-invalid')).toBe(false);
    expect((submit('Deposit') as HTMLButtonElement).disabled).toBe(false);
  });

  it("says no figure of a wallet before the session's first read of it answers, and judges nothing", async () => {
    act(() => {
      useBalanceReadStore.getState().setGlobalRead('loading');
      useBalanceReadStore.getState().setInGameRead('loading');
    });
    const { submit, type } = renderForm();
    await type('1');
    // The deposit's source (the chain) and destination (the game) are both on their way: no 0, no "Not enough".
    expect(screen.queryByText(/Available/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Max/ })).toBeNull();
    expect(screen.queryByText(/Not enough/)).toBeNull();
    expect(document.querySelector('.transfer-form__route')?.textContent).toBe('Global → In Game ');
    expect((submit('Deposit') as HTMLButtonElement).disabled).toBe(true);
    // The game could not give its figure: unknown, never 0.
    act(() => useBalanceReadStore.getState().setInGameRead('unknown'));
    expect(document.querySelector('.transfer-form__route')?.textContent).toBe(
      'Global → In Game (now unknown)',
    );
    // The chain answers: its figure, and what it allows.
    act(() => useBalanceReadStore.getState().setGlobalRead('known'));
    expect(screen.getByText(/Available/).textContent).toBe('Available: 10 DFL');
    expect((submit('Deposit') as HTMLButtonElement).disabled).toBe(false);
  });

  it('checks against the source wallet of the chosen direction and token', async () => {
    const { user, type } = renderForm();
    await type('8');
    expect(screen.queryByText(/Not enough|Enter/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'GOLDY' }));
    expect(screen.getByText('Not enough GOLDY: you have 0.5')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Withdraw' }));
    expect(await screen.findByText('Available: 7 GOLDY')).toBeTruthy();
    expect(screen.getByText('You can withdraw at most 7 GOLDY.')).toBeTruthy();
    await type('7');
    expect(screen.queryByText(/Not enough/)).toBeNull();
  });

  it('with none of the token in the wallet, says so and links to Receive (deposits only)', async () => {
    act(() => {
      signInAs(PLAYER_ID, { GLOBAL: { DFL: '0', GOLDY: '0.5' }, IN_GAME: { DFL: '3', GOLDY: '7' } });
    });
    render(<TransferForm onOutcome={jest.fn()} />, { wrapper: MemoryRouter });
    const user = userEvent.setup();
    expect(screen.getByText('No DFL in your wallet yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Receive' }).getAttribute('href')).toBe('/receive');
    await user.click(screen.getByRole('radio', { name: /GOLDY/ }));
    expect(screen.queryByRole('link', { name: 'Receive' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /DFL/ }));
    await user.click(screen.getByRole('radio', { name: /Withdraw/ }));
    expect(screen.queryByRole('link', { name: 'Receive' })).toBeNull();
  });

  it('labels the directions with where the tokens go, and the button with the action', async () => {
    const { user, submit } = renderForm();
    const deposit = screen.getByRole('radio', { name: 'Deposit' });
    expect((deposit as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Deposit', description: 'Global → In Game' })).toBe(deposit);
    expect(screen.getByRole('radio', { name: 'Withdraw', description: 'In Game → Global' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'DFL' })).toBeTruthy();
    expect(submit('Deposit')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Withdraw' }));
    expect(submit('Withdraw')).toBeTruthy();
  });

  it('offers on a withdrawal only what can be withdrawn, and says why the rest stays in game', async () => {
    const { api } = provideFakeApi();
    act(() => {
      // The header has not heard of the latest credit yet: the note takes the total from the same answer.
      signInAs(PLAYER_ID, { GLOBAL: { DFL: '10', GOLDY: '0.5' }, IN_GAME: { DFL: '500', GOLDY: '7' } });
    });
    api.getWithdrawable.mockResolvedValue([
      { token: 'GOLDY', mint: 'GOLDY', amount: '7', bonus: '7', withdrawable: '0' },
      { token: 'DFL', mint: 'DFL', amount: '525', bonus: '500', withdrawable: '25' },
    ]);
    const { user, amount, type } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Withdraw' }));
    const available = await screen.findByText(/^Available: 25 DFL/);
    expect(available.textContent).toBe(
      'Available: 25 DFL 525 DFL in game, of which 500 is starting bonus: yours to play with in game, never withdrawn.',
    );
    await user.click(screen.getByRole('button', { name: 'Max DFL' }));
    expect(amount.value).toBe('25');
    await type('26');
    expect(screen.getByText('You can withdraw at most 25 DFL.')).toBeTruthy();
  });

  it("fills Max with the source wallet's whole balance", async () => {
    const { user, amount, submit } = renderForm();
    await user.click(screen.getByRole('button', { name: /^Max/ }));
    expect(amount.value).toBe('10');
    await user.click(screen.getByRole('radio', { name: 'Withdraw' }));
    await screen.findByText('Available: 250.123456789 DFL');
    await user.click(screen.getByRole('button', { name: /^Max/ }));
    expect(amount.value).toBe('250.123456789');
    expect((submit('Withdraw') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('TransferForm deposit', () => {
  it('signs in the wallet, hands the transaction to the game, and stays disabled until the game answers', async () => {
    const { api, refreshBalances } = provideFakeApi();
    const credit = deferred<ReturnType<typeof result>>();
    api.deposit.mockImplementation(() => credit.promise);
    const { user, amount, submit, type, onOutcome } = renderForm();
    await type('2.5');
    await user.click(submit('Deposit'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(walletState.signTransaction).toHaveBeenCalledTimes(1);
    expect(api.deposit).toHaveBeenCalledTimes(1);
    // The transfer, and its memo in the player's words (the wallet shows it before Approve).
    const instructions = handedOver(api.deposit.mock.calls[0]![0].transaction).instructions;
    expect(instructions).toHaveLength(2);
    expect(Buffer.from(instructions[1]!.data).toString('utf8')).toBe('Deposit 2.5 DFL');
    // The game sends it to the chain; the app never does.
    expect(walletState.connection.sendRawTransaction).not.toHaveBeenCalled();
    expect(walletState.connection.confirmTransaction).not.toHaveBeenCalled();
    const button = submit('Deposit') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(
      'Deposit 2.5 DFL: Sending to the game and the network…',
    );
    // No Cancel once the game has it.
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(button);
    expect(walletState.signTransaction).toHaveBeenCalledTimes(1);

    await act(async () => credit.resolve(result(transfer({ amount: '2.5' }))));
    expect(submit('Deposit')).toBeTruthy();
    expect(amount.value).toBe('');
    expect(refreshBalances).toHaveBeenCalledTimes(1);
    expect(onOutcome).toHaveBeenCalledWith(expect.objectContaining({ kind: 'done' }));
    expect(api.deposit).toHaveBeenCalledTimes(1);
  });

  it('clears the amount when the game answers that the deposit is on its way, so it is not sent twice', async () => {
    const { api, refreshBalances } = provideFakeApi();
    api.deposit.mockResolvedValueOnce(pending());
    const { user, amount, submit, type, onOutcome } = renderForm();
    await type('3');
    await user.click(submit('Deposit'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onOutcome).toHaveBeenCalledWith({ kind: 'sent', message: pending().message });
    expect(amount.value).toBe('');
    expect(refreshBalances).toHaveBeenCalledTimes(1);
    expect((submit('Deposit') as HTMLButtonElement).disabled).toBe(true);
  });

  it("keeps the amount when the game refuses the deposit, telling the game's reason", async () => {
    const { api } = provideFakeApi();
    api.deposit.mockRejectedValueOnce(
      new GameApiError('This transaction did not go through: it cannot land. Nothing was booked.', {
        request: 'POST /p2e/deposit',
        status: 409,
      }),
    );
    const { user, amount, submit, type, onOutcome } = renderForm();
    await type('1');
    await user.click(submit('Deposit'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onOutcome).toHaveBeenCalledWith({
      kind: 'failed',
      message:
        'The DFL deposit did not go through. This transaction did not go through: it cannot land. Nothing was booked.',
    });
    expect(amount.value).toBe('1');
    expect((submit('Deposit') as HTMLButtonElement).disabled).toBe(false);
  });

  it('changes nothing when the wallet refuses: message, amount kept, no server call, no refresh', async () => {
    const { api, refreshBalances } = provideFakeApi();
    walletState.signTransaction = jest.fn(async () => {
      throw Object.defineProperty(new Error('User rejected the request.'), 'name', {
        value: 'WalletSendTransactionError',
      });
    });
    const { user, amount, submit, type, onOutcome } = renderForm();
    await type('1');
    await user.click(submit('Deposit'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(onOutcome).toHaveBeenCalledWith({
      kind: 'rejected',
      message: 'You declined the request in your wallet. Nothing was sent.',
    });
    expect(amount.value).toBe('1');
    expect((submit('Deposit') as HTMLButtonElement).disabled).toBe(false);
    expect(api.deposit).not.toHaveBeenCalled();
    expect(refreshBalances).not.toHaveBeenCalled();
  });

  it('needs the signed-in wallet to be connected to deposit, not to withdraw', async () => {
    walletState.publicKey = null;
    const { user, submit, type } = renderForm();
    await type('1');
    expect(screen.getByText('Connect the wallet you signed in with to deposit.')).toBeTruthy();
    expect((submit('Deposit') as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Withdraw' }));
    expect((submit('Withdraw') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('TransferForm review step', () => {
  it('shows what will move before anything moves; Cancel sends nothing', async () => {
    const { api } = provideFakeApi();
    const { user, submit, type } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Withdraw' }));
    await type('200.5');
    await user.click(submit('Withdraw'));
    const sheet = screen.getByRole('dialog', { name: 'Withdraw 200.5 DFL' });
    expect(sheet.textContent).toContain('FromIn Game wallet');
    expect(sheet.textContent).toContain('200.5 DFL');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.withdraw).not.toHaveBeenCalled();
  });
});

describe('TransferForm withdraw', () => {
  it('withdraws the normalized amount and refreshes both balances', async () => {
    const { api, refreshBalances } = provideFakeApi();
    const { user, amount, submit, type, onOutcome } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Withdraw' }));
    await user.click(screen.getByRole('radio', { name: 'GOLDY' }));
    await type('.50');
    await user.click(submit('Withdraw'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(api.withdraw).toHaveBeenCalledWith({
      token: 'GOLDY',
      amount: '0.5',
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(walletState.signTransaction).not.toHaveBeenCalled();
    expect(refreshBalances).toHaveBeenCalledTimes(1);
    expect(onOutcome).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'done', message: 'Withdrew 0.5 GOLDY to your global wallet.' }),
    );
    expect(amount.value).toBe('');
  });

  it('keeps the amount and refreshes balances when the withdrawal fails', async () => {
    const { refreshBalances } = provideFakeApi({
      withdraw: jest.fn(async () => result(transfer({ direction: 'withdraw', status: 'failed' }))),
    });
    const { user, amount, submit, type, onOutcome } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Withdraw' }));
    await type('3');
    await user.click(submit('Withdraw'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onOutcome).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'failed',
        message: 'The withdrawal of 3 DFL failed. Your in-game balance was restored.',
      }),
    );
    expect(refreshBalances).toHaveBeenCalledTimes(1);
    expect(amount.value).toBe('3');
  });
});

describe('TransferForm: values in USD under the amount', () => {
  const line = () => screen.getByTestId('amount-usd').textContent;

  it("shows what the amount typed and what is available are worth, at the game's price", async () => {
    act(() => void answerPrices());
    const { user, type } = renderForm();
    // 10 DFL in the Global Wallet at 0.1 USD.
    expect(await screen.findByText('Available ≈ $1.00')).toBeTruthy();
    await type('2.46');
    expect(line()).toBe('≈ $0.25 · Available ≈ $1.00');
    // 0.245: an exact half cent, shown down.
    await type('2.45');
    expect(line()).toBe('≈ $0.24 · Available ≈ $1.00');
    await type('2.4567891234');
    expect(line()).toBe('Available ≈ $1.00');
    await user.click(screen.getByRole('radio', { name: 'Withdraw' }));
    await type('124');
    await waitFor(() => expect(line()).toBe('≈ $12.40 · Available ≈ $25.01'));
    await user.click(screen.getByRole('radio', { name: 'GOLDY' }));
    expect(line()).toBe('No USD price');
  });

  it('says the value is unknown when the prices could not be read, never $0.00', async () => {
    act(() => void answerPrices(async () => Promise.reject(new Error('down'))));
    const { type } = renderForm();
    await type('5');
    await waitFor(() => expect(line()).toBe('USD unknown'));
  });

  it('shows nothing while the prices are read', async () => {
    act(() => void answerPrices(() => new Promise(() => undefined)));
    const { type } = renderForm();
    await type('5');
    expect(screen.queryByTestId('amount-usd')).toBeNull();
  });
});
