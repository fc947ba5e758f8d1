import type { Transaction } from '@solana/web3.js';
import { DECLINED_IN_WALLET, GameApiError } from '@companion/shared-state';
import {
  BLOCKHASH,
  LAST_VALID_HEIGHT,
  PLAYER,
  PLAYER_ID,
  SIGNATURE,
  clearDepositQueue,
  fakeConnection,
  loadTestConfig,
  result,
  storedDeposits,
  transfer,
} from '../testing/fakes';
import { useDepositQueue } from './depositQueue';
import { resumeDeposit } from './resumeDeposit';
import { runDeposit, type DepositContext } from './runDeposit';

function context(overrides: { connection?: ReturnType<typeof fakeConnection>; send?: jest.Mock } = {}) {
  return {
    connection: overrides.connection ?? fakeConnection(),
    api: {
      deposit: jest.fn(async ({ signature }: { signature: string }) => result(transfer({ signature }))),
    },
    walletId: PLAYER_ID,
    owner: PLAYER,
    send: overrides.send ?? jest.fn(async (_tx: Transaction) => SIGNATURE),
    onStep: jest.fn(),
    retryDelayMs: 0,
  } satisfies DepositContext;
}

const rejection = () =>
  Object.defineProperty(new Error('User rejected the request.'), 'name', {
    value: 'WalletSendTransactionError',
  });

beforeEach(() => {
  loadTestConfig();
  clearDepositQueue();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('runDeposit', () => {
  it('sends, stores the signature before asking the server, confirms, credits once, then forgets it', async () => {
    const ctx = context();
    ctx.api.deposit.mockImplementation(async ({ signature }) => {
      // The server is only asked once the deposit is safely stored.
      expect(storedDeposits()).toMatchObject([{ signature, token: 'DFL', amount: '1.5', confirmed: true }]);
      return result(transfer({ signature, amount: '1.5' }));
    });
    const outcome = await runDeposit(ctx, { token: 'DFL', amount: '1.5' });

    expect(outcome).toMatchObject({ kind: 'done', message: 'Deposited 1.5 DFL to your in-game wallet.' });
    expect(ctx.send).toHaveBeenCalledTimes(1);
    expect(ctx.connection.confirmTransaction).toHaveBeenCalledWith(
      { signature: SIGNATURE, blockhash: BLOCKHASH, lastValidBlockHeight: LAST_VALID_HEIGHT },
      'confirmed',
    );
    expect(ctx.api.deposit).toHaveBeenCalledTimes(1);
    expect(ctx.api.deposit).toHaveBeenCalledWith({ signature: SIGNATURE });
    expect(storedDeposits()).toEqual([]);
    expect(ctx.onStep.mock.calls.map(([step]) => step)).toEqual(['wallet', 'confirming', 'crediting']);
    expect(useDepositQueue.getState().working.size).toBe(0);
  });

  it('changes nothing when the player refuses in the wallet', async () => {
    const ctx = context({ send: jest.fn().mockRejectedValue(rejection()) });
    expect(await runDeposit(ctx, { token: 'DFL', amount: '1' })).toEqual({
      kind: 'rejected',
      message: DECLINED_IN_WALLET,
    });
    expect(storedDeposits()).toEqual([]);
    expect(ctx.connection.confirmTransaction).not.toHaveBeenCalled();
    expect(ctx.api.deposit).not.toHaveBeenCalled();
  });

  it('reports a send failure that is not a refusal, with nothing stored', async () => {
    const ctx = context({ send: jest.fn().mockRejectedValue(new Error('Blockhash not found')) });
    expect(await runDeposit(ctx, { token: 'GOLDY', amount: '1' })).toEqual({
      kind: 'failed',
      message:
        'The GOLDY deposit was not sent. The network took too long and the transaction expired. Nothing was sent; try again.',
    });
    expect(storedDeposits()).toEqual([]);
  });

  it('keeps a confirmed deposit whose credit failed, and credits it on retry without asking the chain again', async () => {
    const ctx = context();
    ctx.api.deposit.mockRejectedValueOnce(
      new GameApiError('The game server failed to handle the request.', { request: 'POST', status: 500 }),
    );
    const first = await runDeposit(ctx, { token: 'DFL', amount: '2' });
    expect(first).toMatchObject({ kind: 'uncredited', signature: SIGNATURE });
    expect(first.message).toContain('The game server had a problem. Try again in a moment.');
    expect(first.message).toContain('Retry crediting');
    const [kept] = storedDeposits();
    expect(kept).toMatchObject({
      confirmed: true,
      reason: 'The game server had a problem. Try again in a moment.',
    });

    const second = await resumeDeposit(ctx, kept!);
    expect(second).toMatchObject({ kind: 'done', message: 'Deposited 2 DFL to your in-game wallet.' });
    expect(ctx.api.deposit).toHaveBeenCalledTimes(2);
    expect(ctx.api.deposit).toHaveBeenLastCalledWith({ signature: SIGNATURE });
    expect(ctx.connection.getSignatureStatuses).not.toHaveBeenCalled();
    expect(storedDeposits()).toEqual([]);
  });

  it("asks again while the server's chain node has not seen the deposit yet", async () => {
    const ctx = context();
    const notSeen = new GameApiError('Transaction not found yet', {
      request: 'POST /p2e/deposit',
      status: 404,
    });
    ctx.api.deposit.mockRejectedValueOnce(notSeen).mockRejectedValueOnce(notSeen);
    expect(await runDeposit(ctx, { token: 'DFL', amount: '1' })).toMatchObject({ kind: 'done' });
    expect(ctx.api.deposit).toHaveBeenCalledTimes(3);
    expect(storedDeposits()).toEqual([]);
  });

  it('gives up after three "not seen yet" answers, keeping the deposit for a later retry', async () => {
    const ctx = context();
    ctx.api.deposit.mockRejectedValue(
      new GameApiError('Transaction not found yet', { request: 'POST /p2e/deposit', status: 404 }),
    );
    expect(await runDeposit(ctx, { token: 'DFL', amount: '1' })).toMatchObject({ kind: 'uncredited' });
    expect(ctx.api.deposit).toHaveBeenCalledTimes(3);
    expect(storedDeposits()).toMatchObject([{ confirmed: true, reason: 'Transaction not found yet.' }]);
  });

  it('forgets a deposit that failed on chain, without asking the server', async () => {
    const ctx = context({
      connection: fakeConnection({
        confirmTransaction: jest.fn(async () => ({
          context: { slot: 1 },
          value: { err: { InstructionError: [0, 1] } },
        })),
      }),
    });
    expect(await runDeposit(ctx, { token: 'DFL', amount: '1' })).toEqual({
      kind: 'failed',
      message: 'The deposit failed on chain. No tokens were moved.',
    });
    expect(ctx.api.deposit).not.toHaveBeenCalled();
    expect(storedDeposits()).toEqual([]);
  });

  it('forgets a deposit that expired before landing', async () => {
    const expired = Object.defineProperty(new Error('expired'), 'name', {
      value: 'TransactionExpiredBlockheightExceededError',
    });
    const ctx = context({
      connection: fakeConnection({ confirmTransaction: jest.fn().mockRejectedValue(expired) }),
    });
    expect(await runDeposit(ctx, { token: 'DFL', amount: '1' })).toMatchObject({
      kind: 'failed',
      message: 'The deposit expired before it was confirmed. No tokens were moved; please try again.',
    });
    expect(storedDeposits()).toEqual([]);
  });

  it('keeps a deposit whose confirmation could not be checked, and credits it once the chain shows it', async () => {
    const ctx = context({
      connection: fakeConnection({
        confirmTransaction: jest.fn().mockRejectedValue(new Error('socket closed')),
      }),
    });
    const first = await runDeposit(ctx, { token: 'DFL', amount: '3' });
    expect(first).toMatchObject({ kind: 'uncredited', signature: SIGNATURE });
    expect(ctx.api.deposit).not.toHaveBeenCalled();
    const [kept] = storedDeposits();
    expect(kept).toMatchObject({ confirmed: false });

    ctx.connection.getSignatureStatuses.mockResolvedValue({
      context: { slot: 2 },
      value: [{ slot: 2, confirmations: 1, err: null, confirmationStatus: 'confirmed' }],
    });
    expect(await resumeDeposit(ctx, kept!)).toMatchObject({ kind: 'done' });
    expect(ctx.connection.getSignatureStatuses).toHaveBeenCalledWith([SIGNATURE], {
      searchTransactionHistory: true,
    });
    expect(ctx.api.deposit).toHaveBeenCalledTimes(1);
    expect(storedDeposits()).toEqual([]);
  });

  it('forgets a deposit the server refuses after checking the chain, giving its reason', async () => {
    const ctx = context();
    ctx.api.deposit.mockResolvedValue(result(transfer({ status: 'failed', error: 'wrong destination' })));
    const outcome = await runDeposit(ctx, { token: 'DFL', amount: '1' });
    expect(outcome).toMatchObject({
      kind: 'failed',
      message: 'The game could not verify the deposit: wrong destination',
    });
    expect(outcome).toHaveProperty('transfer.status', 'failed');
    expect(storedDeposits()).toEqual([]);
  });

  it('keeps a deposit the server is still verifying, so that it is asked again later', async () => {
    const ctx = context();
    ctx.api.deposit.mockResolvedValue(result(transfer({ status: 'pending' })));
    expect(await runDeposit(ctx, { token: 'DFL', amount: '1' })).toMatchObject({ kind: 'done' });
    expect(storedDeposits()).toHaveLength(1);
  });
});

describe('resumeDeposit', () => {
  const unconfirmed = () => {
    const deposit = { ...storedOne(), confirmed: false };
    useDepositQueue.getState().save(PLAYER_ID, deposit);
    return deposit;
  };
  const storedOne = () => ({
    signature: SIGNATURE,
    token: 'DFL' as const,
    amount: '4',
    blockhash: BLOCKHASH,
    lastValidBlockHeight: LAST_VALID_HEIGHT,
    confirmed: true,
    createdAt: '2026-01-05T10:00:00.000Z',
  });

  it('forgets a deposit the chain never saw once its blockhash has expired', async () => {
    const ctx = context({
      connection: fakeConnection({ getBlockHeight: jest.fn(async () => LAST_VALID_HEIGHT + 1) }),
    });
    expect(await resumeDeposit(ctx, unconfirmed())).toMatchObject({ kind: 'failed' });
    expect(ctx.api.deposit).not.toHaveBeenCalled();
    expect(storedDeposits()).toEqual([]);
  });

  it('keeps a deposit the chain has not seen yet while it can still land', async () => {
    const ctx = context();
    expect(await resumeDeposit(ctx, unconfirmed())).toMatchObject({ kind: 'uncredited' });
    expect(ctx.api.deposit).not.toHaveBeenCalled();
    expect(storedDeposits()).toMatchObject([{ confirmed: false, reason: 'Not confirmed on chain yet' }]);
  });

  it('forgets a deposit that landed with an error', async () => {
    const ctx = context({
      connection: fakeConnection({
        getSignatureStatuses: jest.fn(async () => ({
          context: { slot: 1 },
          value: [
            {
              slot: 1,
              confirmations: null,
              err: { InstructionError: [0, 1] },
              confirmationStatus: 'finalized',
            },
          ],
        })),
      }),
    });
    expect(await resumeDeposit(ctx, unconfirmed())).toMatchObject({ kind: 'failed' });
    expect(storedDeposits()).toEqual([]);
  });

  it('runs once when resumed twice at the same time', async () => {
    const ctx = context();
    useDepositQueue.getState().save(PLAYER_ID, storedOne());
    const [a, b] = await Promise.all([resumeDeposit(ctx, storedOne()), resumeDeposit(ctx, storedOne())]);
    expect([a?.kind, b?.kind].sort()).toEqual(['done', undefined]);
    expect(ctx.api.deposit).toHaveBeenCalledTimes(1);
  });
});
