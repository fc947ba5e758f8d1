import { Keypair, PublicKey, SystemProgram, Transaction, type Connection } from '@solana/web3.js';
import { DECLINED_IN_WALLET, GameApiError, onNotice, type Notice } from '@companion/shared-state';
import {
  MEMO_PROGRAM_ID,
  runWalletTransaction,
  type WalletTransactionDeps,
} from '../src/transactions/runWalletTransaction';
import { BUSY_MESSAGE, CANCELLED_MESSAGE, TIMEOUT_MESSAGE } from '../src/transactions/messages';
import { TRANSACTION_STATUS_TEXT, transactionLock } from '../src/transactions/transactionLock';

const owner = Keypair.generate();
const BLOCKHASH = new PublicKey(Keypair.generate().publicKey).toBase58();
const FEE_MESSAGE =
  'Your wallet needs about 0.000005 SOL for the network fee. Add a little SOL and try again.';

/** The app's Connection: it prices the fee and reads the SOL balance; sending is the game's job now. */
function fakeConnection(overrides: Partial<Record<string, unknown>> = {}) {
  const connection = {
    getLatestBlockhash: jest.fn(async () => ({ blockhash: BLOCKHASH, lastValidBlockHeight: 100 })),
    getFeeForMessage: jest.fn(async () => ({ value: 5000 })),
    getBalance: jest.fn(async () => 1_000_000),
    sendRawTransaction: jest.fn(async () => 'sig-1'),
    confirmTransaction: jest.fn(async () => ({ value: { err: null } })),
    ...overrides,
  };
  return connection as typeof connection & Connection;
}

const build = (payer: PublicKey) =>
  new Transaction().add(SystemProgram.transfer({ fromPubkey: payer, toPubkey: payer, lamports: 1 }));

function deps(
  connection: Connection,
  sign?: WalletTransactionDeps['signTransaction'],
): WalletTransactionDeps {
  return {
    connection,
    owner: owner.publicKey,
    signTransaction:
      sign ??
      (async (tx) => {
        tx.sign(owner);
        return tx;
      }),
  };
}

/** The game's side of the hand-over: records what it received and answers `answer`. */
function fakeSubmit<T>(answer: () => Promise<T>) {
  return jest.fn<Promise<T>, [string]>(answer);
}

const decode = (base64: string) => Transaction.from(Buffer.from(base64, 'base64'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// What the player is told goes through the shell's toasts: collected here, test by test.
let notices: Pick<Notice, 'tone' | 'message'>[] = [];
let stopNotices = () => {};
beforeEach(() => {
  notices = [];
  const stop = onNotice(({ tone, message }) => notices.push({ tone, message }));
  stopNotices = () => void stop();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  stopNotices();
  transactionLock.setState({ pending: null });
});

test('builds, checks the fee, signs, and hands the signed bytes to the game once: its answer is the result', async () => {
  const connection = fakeConnection();
  const submit = fakeSubmit(async () => ({ credited: '1' }));
  const statuses: string[] = [];
  const result = await runWalletTransaction(deps(connection), build, {
    label: 'Deposit 1 DFL',
    submit,
    onStatus: (s) => statuses.push(s),
  });

  expect(result).toEqual({ ok: true, value: { credited: '1' } });
  expect(statuses).toEqual(['checking-fee', 'awaiting-signature', 'sending', 'done']);
  expect(submit).toHaveBeenCalledTimes(1);
  // The base64 is the wire form of the transaction the wallet signed: the fee payer, the blockhash, the
  // instruction and a valid signature of the player.
  const handed = decode(submit.mock.calls[0]![0]);
  expect(handed.feePayer?.equals(owner.publicKey)).toBe(true);
  expect(handed.recentBlockhash).toBe(BLOCKHASH);
  expect(handed.instructions).toHaveLength(2);
  expect(handed.instructions[0]!.programId.equals(SystemProgram.programId)).toBe(true);
  // The memo says in the player's words what is signed: the wallet shows it before Approve.
  expect(handed.instructions[1]!.programId.equals(MEMO_PROGRAM_ID)).toBe(true);
  expect(Buffer.from(handed.instructions[1]!.data).toString('utf8')).toBe('Deposit 1 DFL');
  expect(handed.verifySignatures()).toBe(true);
  expect(handed.serialize().toString('base64')).toBe(submit.mock.calls[0]![0]);
  // Nothing goes to the chain from the app: the game sends, confirms and books it.
  expect(connection.sendRawTransaction).not.toHaveBeenCalled();
  expect(connection.confirmTransaction).not.toHaveBeenCalled();
  expect(transactionLock.getState().pending).toBeNull();
  expect(notices).toEqual([]);
});

test('the fee is priced on the transaction that is then signed, with the blockhash it was built with', async () => {
  const connection = fakeConnection();
  const submit = fakeSubmit(async () => 'ok');
  const builder = jest.fn(build);
  await runWalletTransaction(deps(connection), builder, { label: 'Deposit', submit });
  expect(builder).toHaveBeenCalledWith(owner.publicKey, { blockhash: BLOCKHASH, lastValidBlockHeight: 100 });
  expect(connection.getFeeForMessage).toHaveBeenCalledTimes(1);
  expect(connection.getBalance).toHaveBeenCalledWith(owner.publicKey, 'confirmed');
});

test('while the game has it, the lock reads "sending", cannot be cancelled, and refuses a second request', async () => {
  const connection = fakeConnection();
  let answer: (value: string) => void = () => {};
  const submit = fakeSubmit(() => new Promise<string>((resolve) => (answer = resolve)));
  const first = runWalletTransaction(deps(connection), build, { label: 'Stake 5 DFL', submit });
  await settle();
  expect(submit).toHaveBeenCalledTimes(1);
  expect(transactionLock.getState().pending).toEqual({
    label: 'Stake 5 DFL',
    status: 'sending',
    cancel: null,
  });
  expect(TRANSACTION_STATUS_TEXT.sending).toBe('Sending to the game and the network…');

  const otherSubmit = fakeSubmit(async () => 'other');
  const second = await runWalletTransaction(deps(connection), build, {
    label: 'Withdraw',
    submit: otherSubmit,
  });
  expect(second).toEqual({ ok: false, reason: 'busy', message: BUSY_MESSAGE });
  expect(otherSubmit).not.toHaveBeenCalled();

  answer('booked');
  expect(await first).toEqual({ ok: true, value: 'booked' });
  expect(transactionLock.getState().pending).toBeNull();
});

test('no SOL for the fee: refused before the wallet is asked, in player words', async () => {
  const connection = fakeConnection({ getBalance: async () => 0 });
  const sign = jest.fn();
  const submit = fakeSubmit(async () => 'never');
  const result = await runWalletTransaction(deps(connection, sign), build, { label: 'Deposit', submit });
  expect(result).toEqual({ ok: false, reason: 'fee', message: FEE_MESSAGE });
  expect(sign).not.toHaveBeenCalled();
  expect(submit).not.toHaveBeenCalled();
  expect(notices).toEqual([{ tone: 'error', message: FEE_MESSAGE }]);
  expect(transactionLock.getState().pending).toBeNull();
});

test('a decline is one message, and nothing reaches the game', async () => {
  const connection = fakeConnection();
  const submit = fakeSubmit(async () => 'never');
  const result = await runWalletTransaction(
    deps(connection, async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    }),
    build,
    { label: 'Deposit', submit },
  );
  expect(result).toEqual({ ok: false, reason: 'declined', message: DECLINED_IN_WALLET });
  expect(submit).not.toHaveBeenCalled();
  expect(notices).toEqual([{ tone: 'error', message: DECLINED_IN_WALLET }]);
});

test('a wallet that never answers times out, and a late signature never reaches the game', async () => {
  const connection = fakeConnection();
  const submit = fakeSubmit(async () => 'never');
  let answer: (tx: Transaction) => void = () => {};
  const result = await runWalletTransaction(
    deps(connection, (tx) => new Promise((resolve) => (answer = () => resolve(tx)))),
    build,
    { label: 'Deposit', submit, walletTimeoutMs: 20 },
  );
  expect(result).toEqual({ ok: false, reason: 'timeout', message: TIMEOUT_MESSAGE });
  expect(transactionLock.getState().pending).toBeNull();
  answer(new Transaction());
  await new Promise((r) => setTimeout(r, 10));
  expect(submit).not.toHaveBeenCalled();
});

test('the player can cancel while the wallet waits; a second request is refused meanwhile', async () => {
  const connection = fakeConnection();
  const submit = fakeSubmit(async () => 'never');
  let answer: (tx: Transaction) => void = () => {};
  const first = runWalletTransaction(
    deps(connection, (tx) => new Promise((resolve) => (answer = () => resolve(tx)))),
    build,
    { label: 'Deposit 1 DFL', submit },
  );
  await settle();
  expect(transactionLock.getState().pending).toMatchObject({
    label: 'Deposit 1 DFL',
    status: 'awaiting-signature',
    cancel: expect.any(Function),
  });
  const second = await runWalletTransaction(deps(connection), build, { label: 'Withdraw', submit });
  expect(second).toEqual({ ok: false, reason: 'busy', message: BUSY_MESSAGE });

  transactionLock.getState().pending?.cancel?.();
  expect(await first).toEqual({ ok: false, reason: 'cancelled', message: CANCELLED_MESSAGE });
  expect(transactionLock.getState().pending).toBeNull();
  // A cancel is the player's own doing: no toast (the only one is the busy refusal above).
  expect(notices).toEqual([{ tone: 'error', message: BUSY_MESSAGE }]);
  answer(build(owner.publicKey));
  await settle();
  expect(submit).not.toHaveBeenCalled();
});

test('a cancel while the fee is checked stops before the wallet is asked', async () => {
  let priced: (value: { value: number }) => void = () => {};
  const connection = fakeConnection({
    getFeeForMessage: () => new Promise((resolve) => (priced = resolve)),
  });
  const sign = jest.fn();
  const submit = fakeSubmit(async () => 'never');
  const run = runWalletTransaction(deps(connection, sign), build, { label: 'Deposit', submit });
  await settle();
  expect(transactionLock.getState().pending).toMatchObject({ status: 'checking-fee' });
  transactionLock.getState().pending?.cancel?.();
  expect(await run).toMatchObject({ ok: false, reason: 'cancelled' });
  priced({ value: 5000 });
  await settle();
  expect(sign).not.toHaveBeenCalled();
  expect(submit).not.toHaveBeenCalled();
});

test("the game's refusal after the hand-over comes back in its words, marked as handed over", async () => {
  const connection = fakeConnection();
  const refusal =
    'This transaction did not go through: the chain rejected the transaction (insufficient funds). Nothing was booked.';
  const submit = fakeSubmit(async () => {
    throw new GameApiError(refusal, { request: 'POST /p2e/deposit', status: 400 });
  });
  const result = await runWalletTransaction(deps(connection), build, { label: 'Deposit', submit });
  // "rejected" in the game's words is not the player declining in the wallet.
  expect(result).toEqual({ ok: false, reason: 'failed', message: refusal, handedOver: true });
  expect(submit).toHaveBeenCalledTimes(1);
  expect(notices).toEqual([{ tone: 'error', message: refusal }]);
  expect(connection.sendRawTransaction).not.toHaveBeenCalled();
  expect(transactionLock.getState().pending).toBeNull();
});

test('a game that cannot be reached after the hand-over is said plainly: it may still be booked', async () => {
  const connection = fakeConnection();
  const submit = fakeSubmit(async () => {
    throw new GameApiError('Could not reach the game server (POST /staking/stake).', {
      request: 'POST /staking/stake',
    });
  });
  const result = await runWalletTransaction(deps(connection), build, { label: 'Stake', submit });
  expect(result).toEqual({
    ok: false,
    reason: 'failed',
    message:
      'The game server cannot be reached. Check your connection and try again. ' +
      'The game may still have booked it: check your history in a moment before trying again.',
    handedOver: true,
    maybeBooked: true,
  });
});

test('a failure of the chain endpoint before the hand-over reads as a sentence, never the RPC text', async () => {
  const connection = fakeConnection({
    getLatestBlockhash: async () => {
      throw new Error('failed to get recent blockhash: TypeError: fetch failed');
    },
  });
  const sign = jest.fn();
  const submit = fakeSubmit(async () => 'never');
  const result = await runWalletTransaction(deps(connection, sign), build, { label: 'Deposit', submit });
  expect(result).toEqual({
    ok: false,
    reason: 'failed',
    message: 'The network could not be reached. Check your connection and try again.',
  });
  expect(sign).not.toHaveBeenCalled();
  expect(submit).not.toHaveBeenCalled();
});

test('with notifyFailure off, a failure is only returned, never toasted', async () => {
  const connection = fakeConnection();
  const submit = fakeSubmit(async () => {
    throw new GameApiError('this transaction has expired before it was sent: sign it again', {
      request: 'POST /pool/add',
      status: 400,
    });
  });
  const result = await runWalletTransaction(deps(connection), build, {
    label: 'Add liquidity',
    submit,
    notifyFailure: false,
  });
  expect(result).toEqual({
    ok: false,
    reason: 'failed',
    message: 'This transaction has expired before it was sent: sign it again.',
    handedOver: true,
  });
  expect(notices).toEqual([]);
});
