import path from 'node:path';
import Database from 'better-sqlite3';
import { depositResponseSchema, transferListSchema } from '@companion/shared-state/schemas';
import { DATABASE_FILE } from '../src/db/openDatabase';
import { startTestStack, type SignedForGame, type TestStack } from './support/testStack';

// Each step waits for the local chain to confirm (and persist) a transaction.
jest.setTimeout(60_000);

/**
 * What a process killed after recording a player transaction leaves: the record, nothing sent or booked
 * (docs/game-api.md, "Value moves in one request").
 */
function recordAsIfKilled(
  stack: TestStack,
  walletId: string,
  signed: SignedForGame,
  lastValidBlockHeight: number,
): void {
  const db = new Database(path.join(stack.server.dataDir, DATABASE_FILE));
  try {
    db.prepare(
      `INSERT INTO player_transactions
         (signature, wallet_id, kind, params, bytes, last_valid_block_height, status, created_at, updated_at)
       VALUES (?, ?, 'deposit', '{}', ?, ?, 'recorded', ?, ?)`,
    ).run(signed.signature, walletId, signed.transaction, lastValidBlockHeight, Date.now(), Date.now());
  } finally {
    db.close();
  }
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('settling player transactions whatever became of their request', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterEach(() => stack.expectBooksEqual());
  afterAll(() => stack.stop());

  it('sends and books, once, a deposit recorded by a process killed before it sent it', async () => {
    const { wallet, token } = await stack.fundedWallet();
    const signed = await stack.signedDeposit(wallet.keypair, 'GOLDY', 2_000_000_000n);
    const { lastValidBlockHeight } = await stack.connection.getLatestBlockhash('confirmed');
    await stack.restartServer(() => recordAsIfKilled(stack, wallet.walletId, signed, lastValidBlockHeight));

    const transfers = await eventually(
      () => stack.server.client(token).getTransfers(),
      (list) => list.length > 0,
    );
    expect(transfers).toMatchObject([{ signature: signed.signature, amount: '2', status: 'confirmed' }]);
    expect((await stack.server.client(token).getFunds())[0]?.amount).toBe('1002');
    // The page asking again (or the player reopening it) gets the same booking.
    const again = depositResponseSchema.parse(
      await stack.server.client(token).deposit({ transaction: signed.transaction }),
    );
    expect(again.transfer.id).toBe(transfers[0]?.id);
    expect((await stack.server.client(token).getFunds())[0]?.amount).toBe('1002');
  });

  it('books, once, a deposit that landed while the game was down', async () => {
    const { wallet, token } = await stack.fundedWallet();
    const signed = await stack.signedDeposit(wallet.keypair, 'DFL', 4_000_000_000n);
    const latest = await stack.connection.getLatestBlockhash('confirmed');
    await stack.restartServer(async () => {
      recordAsIfKilled(stack, wallet.walletId, signed, latest.lastValidBlockHeight);
      const sent = await stack.connection.sendRawTransaction(Buffer.from(signed.transaction, 'base64'));
      await stack.connection.confirmTransaction({ signature: sent, ...latest }, 'confirmed');
    });
    const funds = await eventually(
      () => stack.server.client(token).getFunds(),
      (list) => list[1]?.amount === '504',
    );
    expect(funds[1]?.amount).toBe('504');
    expect(await stack.server.client(token).getTransfers()).toHaveLength(1);
  });
});

describe('a recorded transaction that can no longer land', () => {
  let stack: TestStack;
  beforeAll(async () => {
    // Fast slots, so a blockhash expires in well under a second.
    stack = await startTestStack({}, { slotMs: 4 });
  });
  afterEach(() => stack.expectBooksEqual());
  afterAll(() => stack.stop());

  it('is failed once its blockhash expired, books nothing, and the history tells the player why', async () => {
    const { wallet, token } = await stack.fundedWallet();
    // More than the wallet holds: the chain refuses it, so it never lands.
    const signed = await stack.signedDeposit(wallet.keypair, 'GOLDY', 10n ** 15n);
    const refused = await stack.server
      .client(token)
      .deposit({ transaction: signed.transaction })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 400 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await stack.restartServer();
    const history = await eventually(
      async () => transferListSchema.parse(await stack.server.client(token).getTransfers()),
      (list) => list.length > 0,
    );
    expect(history).toEqual([
      {
        id: signed.signature,
        direction: 'deposit',
        token: 'GOLDY',
        amount: '1000000',
        status: 'failed',
        signature: signed.signature,
        createdAt: expect.any(String),
        error: expect.stringMatching(
          /^the transaction expired before it reached the chain, so it moved nothing$/,
        ),
      },
    ]);
    expect((await stack.server.client(token).getFunds())[0]?.amount).toBe('1000');
    // Sent again, the same bytes are refused with what happened.
    const again = await stack.server
      .client(token)
      .deposit({ transaction: signed.transaction })
      .catch((e: unknown) => e);
    expect(again).toMatchObject({ status: 409 });
  });
});
