import { decodeTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import type { Transaction } from '@solana/web3.js';
import { DECLINED_IN_WALLET, GameApiError, onNotice } from '@companion/shared-state';
import { useConfigStore } from '@companion/shared-state/host';
import {
  BUSY_MESSAGE,
  CANCELLED_MESSAGE,
  TIMEOUT_MESSAGE,
  WALLET_TIMEOUT_MS,
  transactionLock,
} from '@companion/tab-kit';
import { MEMO_PROGRAM_ID } from '@companion/tab-kit/wallet';
import {
  BLOCKHASH,
  MINTS,
  PLAYER,
  VAULTS,
  deferred,
  fakeConnection,
  handedOver,
  loadTestConfig,
  pending,
  provideFakeApi,
  result,
  transfer,
} from '../testing/fakes';
import { approve } from '../testing/walletAdapterMock';
import { runDeposit, type DepositContext } from './runDeposit';

function context(
  overrides: { connection?: ReturnType<typeof fakeConnection>; signTransaction?: jest.Mock } = {},
) {
  const connection = overrides.connection ?? fakeConnection();
  const signTransaction = overrides.signTransaction ?? jest.fn(approve);
  const { api } = provideFakeApi();
  const onStep = jest.fn();
  const ctx: DepositContext = { wallet: { connection, owner: PLAYER, signTransaction }, api, onStep };
  return { ctx, connection, signTransaction, api, onStep };
}

/** What the player would be told directly by the kit: nothing, the transfer tab says it once itself. */
let notices: string[] = [];
let stopNotices = () => {};
beforeEach(() => {
  loadTestConfig();
  notices = [];
  const stop = onNotice(({ message }) => notices.push(message));
  stopNotices = () => void stop();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  stopNotices();
  transactionLock.setState({ pending: null });
});

const decline = () =>
  Object.defineProperty(new Error('User rejected the request.'), 'name', {
    value: 'WalletSignTransactionError',
  });

describe('runDeposit', () => {
  it('signs a transfer to the game vault and hands it to the game once, which credits it in the same request', async () => {
    const { ctx, connection, signTransaction, api, onStep } = context();
    const outcome = await runDeposit(ctx, { token: 'DFL', amount: '1.5' });

    expect(outcome).toEqual({
      kind: 'done',
      transfer: transfer({ amount: '1.5' }),
      message: 'Deposited 1.5 DFL to your in-game wallet.',
    });
    expect(signTransaction).toHaveBeenCalledTimes(1);
    expect(api.deposit).toHaveBeenCalledTimes(1);
    // The game receives the very transaction the wallet signed, whole: one transferChecked of the exact
    // base units from the player's token account to the DFL vault, paid and signed by the player.
    const [{ transaction }] = api.deposit.mock.calls[0]!;
    const signed = signTransaction.mock.calls[0]![0] as Transaction;
    expect(transaction).toBe(signed.serialize({ verifySignatures: false }).toString('base64'));
    const received = handedOver(transaction);
    expect(received.feePayer?.equals(PLAYER)).toBe(true);
    expect(received.recentBlockhash).toBe(BLOCKHASH);
    expect(received.signatures.map((s) => [s.publicKey.toBase58(), s.signature !== null])).toEqual([
      [PLAYER.toBase58(), true],
    ]);
    expect(received.instructions).toHaveLength(2);
    expect(received.instructions[1]!.programId.equals(MEMO_PROGRAM_ID)).toBe(true);
    const { keys, data } = decodeTransferCheckedInstruction(received.instructions[0]!);
    expect(keys.source.pubkey.equals(getAssociatedTokenAddressSync(MINTS.DFL, PLAYER))).toBe(true);
    expect(keys.mint.pubkey.equals(MINTS.DFL)).toBe(true);
    expect(keys.destination.pubkey.equals(VAULTS.DFL)).toBe(true);
    expect(data.amount).toBe(1_500_000_000n);
    // The app sends nothing to the chain and waits for nothing there: the game does both.
    expect(connection.sendRawTransaction).not.toHaveBeenCalled();
    expect(connection.confirmTransaction).not.toHaveBeenCalled();
    expect(onStep.mock.calls.map(([step]) => step)).toEqual(['wallet', 'crediting']);
    expect(notices).toEqual([]);
    expect(transactionLock.getState().pending).toBeNull();
  });

  it('sends GOLDY to the GOLDY vault', async () => {
    const { ctx, api } = context();
    expect(await runDeposit(ctx, { token: 'GOLDY', amount: '0.000000001' })).toMatchObject({
      kind: 'done',
      message: 'Deposited 0.000000001 GOLDY to your in-game wallet.',
    });
    const { keys, data } = decodeTransferCheckedInstruction(
      handedOver(api.deposit.mock.calls[0]![0].transaction).instructions[0]!,
    );
    expect(keys.destination.pubkey.equals(VAULTS.GOLDY)).toBe(true);
    expect(data.amount).toBe(1n);
  });

  it('while the game has it, the request reads "sending" and cannot be cancelled', async () => {
    const { ctx, api } = context();
    const answer = deferred<Awaited<ReturnType<typeof api.deposit>>>();
    api.deposit.mockImplementation(() => answer.promise);
    const running = runDeposit(ctx, { token: 'DFL', amount: '2' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(transactionLock.getState().pending).toEqual({
      label: 'Deposit 2 DFL',
      status: 'sending',
      cancel: null,
    });
    answer.resolve(result(transfer({ amount: '2' })));
    expect(await running).toMatchObject({ kind: 'done' });
  });

  it('says the deposit is on its way when the game answers that the chain has not confirmed it yet', async () => {
    const { ctx, api } = context();
    api.deposit.mockResolvedValueOnce(pending());
    expect(await runDeposit(ctx, { token: 'DFL', amount: '3' })).toEqual({
      kind: 'sent',
      message: 'Your deposit is on its way: it is credited as soon as the chain confirms it.',
    });
    expect(api.deposit).toHaveBeenCalledTimes(1);
  });

  it("passes on the game's refusal after the hand-over in its words, and sends nothing itself", async () => {
    const { ctx, connection, api } = context();
    api.deposit.mockRejectedValueOnce(
      new GameApiError(
        'This transaction did not go through: the chain refused the transaction (insufficient funds). Nothing was booked.',
        { request: 'POST /p2e/deposit', status: 400 },
      ),
    );
    expect(await runDeposit(ctx, { token: 'DFL', amount: '1' })).toEqual({
      kind: 'failed',
      message:
        'The DFL deposit did not go through. This transaction did not go through: the chain refused the transaction (insufficient funds). Nothing was booked.',
    });
    expect(api.deposit).toHaveBeenCalledTimes(1);
    expect(connection.sendRawTransaction).not.toHaveBeenCalled();
    expect(notices).toEqual([]);
  });

  it('says a server failure after the hand-over in plain words, never the server text', async () => {
    const { ctx, api } = context();
    api.deposit.mockRejectedValueOnce(
      new GameApiError('The game server failed to handle the request (POST /p2e/deposit, status 500).', {
        request: 'POST /p2e/deposit',
        status: 500,
      }),
    );
    expect(await runDeposit(ctx, { token: 'GOLDY', amount: '1' })).toEqual({
      kind: 'sent',
      message:
        'Your 1 GOLDY deposit reached the game, but its answer did not come back. ' +
        'The game may still have booked it: check your history in a moment before trying again.',
    });
  });

  it('reports a deposit the game had refused before (a repeat answers the recorded transfer) with its reason', async () => {
    const { ctx, api } = context();
    const refused = transfer({ status: 'failed', error: 'wrong destination' });
    api.deposit.mockResolvedValueOnce(result(refused));
    expect(await runDeposit(ctx, { token: 'DFL', amount: '1' })).toEqual({
      kind: 'failed',
      transfer: refused,
      message: 'The game could not verify the deposit: wrong destination',
    });
  });

  it('reports a deposit the game is still verifying as received, not as credited', async () => {
    const { ctx, api } = context();
    const verifying = transfer({ status: 'pending', amount: '4' });
    api.deposit.mockResolvedValueOnce(result(verifying));
    expect(await runDeposit(ctx, { token: 'DFL', amount: '4' })).toEqual({
      kind: 'done',
      transfer: verifying,
      message: 'Deposit of 4 DFL received; the game is verifying it.',
    });
  });

  it('changes nothing when the player declines in the wallet', async () => {
    const { ctx, api } = context({ signTransaction: jest.fn().mockRejectedValue(decline()) });
    expect(await runDeposit(ctx, { token: 'DFL', amount: '1' })).toEqual({
      kind: 'rejected',
      message: DECLINED_IN_WALLET,
    });
    expect(api.deposit).not.toHaveBeenCalled();
    expect(notices).toEqual([]);
  });

  it('changes nothing when the player cancels the wait, even if the wallet signs afterwards', async () => {
    const asked = deferred<Transaction>();
    const signTransaction = jest.fn((transaction: Transaction) => {
      asked.resolve(transaction);
      return new Promise<Transaction>(() => {});
    });
    const { ctx, api } = context({ signTransaction });
    const running = runDeposit(ctx, { token: 'DFL', amount: '1' });
    await asked.promise;
    expect(transactionLock.getState().pending).toMatchObject({
      label: 'Deposit 1 DFL',
      status: 'awaiting-signature',
    });
    transactionLock.getState().pending?.cancel?.();
    expect(await running).toEqual({ kind: 'rejected', message: CANCELLED_MESSAGE });
    expect(api.deposit).not.toHaveBeenCalled();
  });

  it('gives up on a wallet that never answers, and a late signature never reaches the game', async () => {
    let sign: (transaction: Transaction) => void = () => {};
    const asked = deferred<void>();
    const signTransaction = jest.fn(
      (transaction: Transaction) =>
        new Promise<Transaction>((resolve) => {
          sign = () => resolve(transaction);
          asked.resolve();
        }),
    );
    const { ctx, api } = context({ signTransaction });
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    try {
      const running = runDeposit(ctx, { token: 'GOLDY', amount: '1' });
      await asked.promise;
      await jest.advanceTimersByTimeAsync(WALLET_TIMEOUT_MS);
      expect(await running).toEqual({ kind: 'rejected', message: TIMEOUT_MESSAGE });
    } finally {
      jest.useRealTimers();
    }
    sign(signTransaction.mock.calls[0]![0]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.deposit).not.toHaveBeenCalled();
  });

  it('refuses while another request waits for the wallet, without asking the wallet', async () => {
    const { ctx, signTransaction, api } = context();
    transactionLock.setState({
      pending: { label: 'Stake 5 DFL', status: 'awaiting-signature', cancel: null },
    });
    expect(await runDeposit(ctx, { token: 'DFL', amount: '1' })).toEqual({
      kind: 'failed',
      message: `The DFL deposit was not sent. ${BUSY_MESSAGE}`,
    });
    expect(signTransaction).not.toHaveBeenCalled();
    expect(api.deposit).not.toHaveBeenCalled();
  });

  it('refuses before the wallet is asked when the wallet has no SOL for the fee', async () => {
    const { ctx, signTransaction, api } = context({
      connection: fakeConnection({ getBalance: jest.fn(async () => 0) }),
    });
    expect(await runDeposit(ctx, { token: 'GOLDY', amount: '1' })).toEqual({
      kind: 'failed',
      message:
        'The GOLDY deposit was not sent. Your wallet needs about 0.000005 SOL for the network fee. Add a little SOL and try again.',
    });
    expect(signTransaction).not.toHaveBeenCalled();
    expect(api.deposit).not.toHaveBeenCalled();
  });

  it('says the chain endpoint could not be reached in player words, before anything is signed', async () => {
    const { ctx, signTransaction } = context({
      connection: fakeConnection({
        getLatestBlockhash: jest
          .fn()
          .mockRejectedValue(new Error('failed to get recent blockhash: fetch failed')),
      }),
    });
    expect(await runDeposit(ctx, { token: 'DFL', amount: '1' })).toEqual({
      kind: 'failed',
      message:
        'The DFL deposit was not sent. The network could not be reached. Check your connection and try again.',
    });
    expect(signTransaction).not.toHaveBeenCalled();
  });

  it('says so when the config has no vault for the token, before the wallet is asked', async () => {
    const { ctx, signTransaction } = context();
    const config = useConfigStore.getState().config!;
    useConfigStore.getState().setConfig({ ...config, vaults: { DFL: VAULTS.DFL.toBase58() } });
    expect(await runDeposit(ctx, { token: 'GOLDY', amount: '1' })).toEqual({
      kind: 'failed',
      message: 'Deposits of GOLDY are not available: no game vault is configured',
    });
    expect(signTransaction).not.toHaveBeenCalled();
  });
});
