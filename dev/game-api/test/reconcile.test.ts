import crypto from 'node:crypto';
import path from 'node:path';
import bs58 from 'bs58';
import Database from 'better-sqlite3';
import type { Transfer } from '@companion/shared-state/schemas';
import { DATABASE_FILE } from '../src/db/openDatabase';
import { startTestStack, type TestStack } from './support/testStack';
import { newKey } from './support/newKey';

// Each transfer waits for the local chain to confirm (and persist) it.
jest.setTimeout(30_000);

/**
 * A withdrawal whose answer was lost (the process stopped mid-way) stays pending; at the next start the
 * server asks the chain and settles it: paid ones are confirmed without a refund, ones that cannot land
 * any more are refunded. Each case sets up the lost state directly in the database.
 */
describe('settling pending withdrawals at start', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterEach(() => stack.expectBooksEqual());
  afterAll(() => stack.stop());

  const database = () => new Database(path.join(stack.server.dataDir, DATABASE_FILE));

  it('confirms a withdrawal that landed, refunds ones that never can, and pays nothing twice', async () => {
    const { wallet, token } = await stack.withdrawingWallet({ GOLDY: '100' });
    const ataBefore = await stack.balanceOf(stack.ataOf(wallet.keypair.publicKey, 'GOLDY'));
    const { transfer: paid } = await stack.server
      .client(token)
      .withdraw({ token: 'GOLDY', amount: '100', idempotencyKey: newKey() });

    // Lost after sending: the chain has it, the database still says pending.
    // Lost before signing (3 minutes ago), and signed but never sent with an expired blockhash: both debited.
    await stack.server.devFunds(wallet.walletId, 'GOLDY', '-30');
    const unsigned = crypto.randomUUID();
    const expired = crypto.randomUUID();
    const db = database();
    try {
      db.prepare("UPDATE transfers SET status = 'pending' WHERE id = ?").run(paid.id);
      const insert = db.prepare(
        `INSERT INTO transfers (id, wallet_id, direction, token, amount, status, signature,
           last_valid_block_height, created_at, updated_at)
         VALUES (?, ?, 'withdraw', 'GOLDY', ?, 'pending', ?, ?, ?, ?)`,
      );
      const longAgo = Date.now() - 3 * 60 * 1000;
      insert.run(unsigned, wallet.walletId, 10_000_000_000, null, null, longAgo, longAgo);
      insert.run(
        expired,
        wallet.walletId,
        20_000_000_000,
        bs58.encode(crypto.randomBytes(64)),
        0,
        longAgo,
        longAgo,
      );
    } finally {
      db.close();
    }

    const server = await stack.restartServer();
    const client = server.client(token);
    const transfers = await eventually(async () => {
      const list = await client.getTransfers();
      return list.every((transfer) => transfer.status !== 'pending') ? list : undefined;
    });
    const byId = new Map<string, Transfer>(transfers.map((transfer) => [transfer.id, transfer]));
    expect(byId.get(paid.id)).toEqual(paid);
    expect(byId.get(unsigned)).toMatchObject({
      status: 'failed',
      error: 'the withdrawal was interrupted before it was signed',
    });
    expect(byId.get(expired)).toMatchObject({
      status: 'failed',
      error: 'the transaction expired before it reached the chain',
    });
    // 1000 + 100 − 100 paid; the 30 debited for the two lost ones came back.
    expect((await client.getFunds())[0]?.amount).toBe('1000');
    expect((await stack.balanceOf(stack.ataOf(wallet.keypair.publicKey, 'GOLDY'))) - ataBefore).toBe(
      100_000_000_000n,
    );
  });

  it('answers a repeat of a withdrawal whose answer was lost from its record: pending, then as settled', async () => {
    const { wallet, token } = await stack.withdrawingWallet({ GOLDY: '10' });
    const ata = stack.ataOf(wallet.keypair.publicKey, 'GOLDY');
    const ataBefore = await stack.balanceOf(ata);
    const body = { token: 'GOLDY' as const, amount: '10', idempotencyKey: newKey() };
    const { transfer: paid, funds } = await stack.server.client(token).withdraw(body);

    // Lost after sending: the key holds only the withdrawal's id, the database still says pending.
    const db = database();
    try {
      db.prepare("UPDATE transfers SET status = 'pending' WHERE id = ?").run(paid.id);
      db.prepare(
        'UPDATE idempotent_requests SET response = ? WHERE wallet_id = ? AND idempotency_key = ?',
      ).run(JSON.stringify({ movementId: paid.id }), wallet.walletId, body.idempotencyKey);
    } finally {
      db.close();
    }
    expect(await stack.server.client(token).withdraw(body)).toEqual({
      transfer: { ...paid, status: 'pending' },
      funds,
    });

    const server = await stack.restartServer();
    await eventually(async () =>
      (await server.client(token).getTransfers())[0]?.status === 'confirmed' ? true : undefined,
    );
    expect(await server.client(token).withdraw(body)).toEqual({ transfer: paid, funds });
    expect(await server.client(token).getTransfers()).toEqual([paid]);
    expect((await stack.balanceOf(ata)) - ataBefore).toBe(10_000_000_000n);
  });
});

async function eventually<T>(poll: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await poll();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
