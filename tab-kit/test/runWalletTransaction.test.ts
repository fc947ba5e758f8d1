import { Keypair, PublicKey, SystemProgram, Transaction, type Connection } from '@solana/web3.js';
import { lastNotice } from '@companion/shared-state';
import {
  BUSY_MESSAGE,
  runWalletTransaction,
  TIMEOUT_MESSAGE,
  type WalletTransactionDeps,
} from '../src/transactions/runWalletTransaction';
import { transactionLock } from '../src/transactions/transactionLock';

const owner = Keypair.generate();
const BLOCKHASH = new PublicKey(Keypair.generate().publicKey).toBase58();

function fakeConnection(overrides: Partial<Record<string, unknown>> = {}) {
  const calls: string[] = [];
  const connection = {
    getLatestBlockhash: async () => ({ blockhash: BLOCKHASH, lastValidBlockHeight: 100 }),
    getFeeForMessage: async () => ({ value: 5000 }),
    getBalance: async () => 1_000_000,
    sendRawTransaction: async () => {
      calls.push('send');
      return 'sig-1';
    },
    confirmTransaction: async () => ({ value: { err: null } }),
    ...overrides,
  };
  return { connection: connection as unknown as Connection, calls };
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

afterEach(() => transactionLock.setState({ pending: null }));

test('builds, signs, sends and confirms, reporting each status', async () => {
  const { connection, calls } = fakeConnection();
  const statuses: string[] = [];
  const result = await runWalletTransaction(deps(connection), build, {
    label: 'Deposit 1 DFL',
    onStatus: (s) => statuses.push(s),
  });
  expect(result).toMatchObject({ ok: true, signature: 'sig-1' });
  expect(statuses).toEqual(['checking-fee', 'awaiting-signature', 'sending', 'confirming', 'done']);
  expect(calls).toEqual(['send']);
  expect(transactionLock.getState().pending).toBeNull();
});

test('no SOL for the fee: refused before the wallet is asked, in player words', async () => {
  const { connection } = fakeConnection({ getBalance: async () => 0 });
  const sign = jest.fn();
  const result = await runWalletTransaction(deps(connection, sign), build, { label: 'Deposit' });
  expect(result).toMatchObject({ ok: false, reason: 'fee' });
  expect(!result.ok && result.message).toBe(
    'Your wallet needs about 0.000005 SOL for the network fee. Add a little SOL and try again.',
  );
  expect(sign).not.toHaveBeenCalled();
  expect(lastNotice()?.message).toMatch(/SOL for the network fee/);
});

test('a decline is one message, and nothing is sent', async () => {
  const { connection, calls } = fakeConnection();
  const result = await runWalletTransaction(
    deps(connection, async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    }),
    build,
    { label: 'Deposit' },
  );
  expect(result).toMatchObject({
    ok: false,
    reason: 'declined',
    message: 'You declined the request in your wallet. Nothing was sent.',
  });
  expect(calls).toEqual([]);
});

test('a wallet that never answers times out, and a late signature is never sent', async () => {
  const { connection, calls } = fakeConnection();
  let answer: (tx: Transaction) => void = () => {};
  const result = await runWalletTransaction(
    deps(connection, (tx) => new Promise((resolve) => (answer = () => resolve(tx)))),
    build,
    { label: 'Deposit', walletTimeoutMs: 20 },
  );
  expect(result).toMatchObject({ ok: false, reason: 'timeout', message: TIMEOUT_MESSAGE });
  answer(new Transaction());
  await new Promise((r) => setTimeout(r, 10));
  expect(calls).toEqual([]);
});

test('the player can cancel while the wallet waits; a second request is refused meanwhile', async () => {
  const { connection, calls } = fakeConnection();
  const first = runWalletTransaction(
    deps(connection, () => new Promise(() => {})),
    build,
    {
      label: 'Deposit 1 DFL',
    },
  );
  await new Promise((r) => setTimeout(r, 0));
  expect(transactionLock.getState().pending).toMatchObject({
    label: 'Deposit 1 DFL',
    status: 'awaiting-signature',
  });
  const second = await runWalletTransaction(deps(connection), build, { label: 'Withdraw' });
  expect(second).toMatchObject({ ok: false, reason: 'busy', message: BUSY_MESSAGE });

  transactionLock.getState().pending?.cancel?.();
  expect(await first).toMatchObject({ ok: false, reason: 'cancelled' });
  expect(calls).toEqual([]);
  expect(transactionLock.getState().pending).toBeNull();
});

test('a failure on chain reads as a sentence, never the RPC text', async () => {
  const { connection } = fakeConnection({
    sendRawTransaction: async () => {
      throw new Error(
        'Simulation failed. Message: Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.. Catch the `SendTransactionError` and call `getLogs()`',
      );
    },
  });
  const result = await runWalletTransaction(deps(connection), build, { label: 'Deposit' });
  expect(result).toMatchObject({ ok: false, reason: 'failed' });
  expect(!result.ok && result.message).not.toMatch(/SendTransactionError|getLogs/);
});

test('an error in the confirmed transaction is a failure', async () => {
  const { connection } = fakeConnection({
    confirmTransaction: async () => ({ value: { err: { InstructionError: [0, { Custom: 1 }] } } }),
  });
  const result = await runWalletTransaction(deps(connection), build, { label: 'Deposit' });
  expect(result).toMatchObject({
    ok: false,
    reason: 'failed',
    message: 'Your wallet does not hold enough of this token.',
    signature: 'sig-1',
  });
});

test('with confirm off, it answers once the transaction is sent', async () => {
  const confirmTransaction = jest.fn();
  const { connection } = fakeConnection({ confirmTransaction });
  const result = await runWalletTransaction(deps(connection), build, { label: 'Deposit', confirm: false });
  expect(result).toMatchObject({ ok: true, signature: 'sig-1', recent: { blockhash: BLOCKHASH } });
  expect(confirmTransaction).not.toHaveBeenCalled();
});
