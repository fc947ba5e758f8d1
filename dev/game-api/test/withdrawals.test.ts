import net from 'node:net';
import { Keypair, PublicKey } from '@solana/web3.js';
import { withdrawResponseSchema, type Transfer } from '@companion/shared-state/schemas';
import { toBaseUnits, fromBaseUnits } from '../src/funds/units';
import { openSocket } from './support/sockets';
import { startTestStack, type TestStack } from './support/testStack';
import { newKey } from './support/newKey';
import { postJson, startTestServer, TEST_MINTS } from './support/testServer';

// Each transfer waits for the local chain to confirm (and persist) it.
jest.setTimeout(30_000);

describe('withdrawals', () => {
  let stack: TestStack;
  beforeAll(async () => {
    // Many withdrawals from one wallet below: the hourly limit has its own test (test/attacks/).
    stack = await startTestStack({ withdrawalsPerHour: 1000 });
  });
  afterEach(() => stack.expectBooksEqual());
  afterAll(() => stack.stop());

  const withdraw = (token: string, body: unknown) =>
    postJson(`${stack.server.apiUrl}/p2e/withdraw`, body, { authorization: token });
  const owner = (walletId: string) => new PublicKey(walletId);

  it('pays exactly the amount on chain into the player’s token account and debits in-game funds', async () => {
    // The player's wallet holds GOLDY already (its token account exists) and 100 withdrawable in game.
    const { wallet, token } = await stack.withdrawingWallet({ GOLDY: '100' });
    const socket = await openSocket(`${stack.server.wsUrl}?Authorization=${token}`);
    const messages: unknown[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
    const ata = stack.ataOf(owner(wallet.walletId), 'GOLDY');
    const ataBefore = await stack.balanceOf(ata);
    const vaultBefore = await stack.balanceOf(stack.vaultOf('GOLDY'));

    const { transfer, funds } = await stack.server
      .client(token)
      .withdraw({ token: 'GOLDY', amount: '12.345678901', idempotencyKey: newKey() });
    expect(transfer).toMatchObject({
      direction: 'withdraw',
      token: 'GOLDY',
      amount: '12.345678901',
      status: 'confirmed',
      signature: expect.any(String),
      error: null,
    });
    expect(funds[0]?.amount).toBe('1087.654321099');
    expect((await stack.balanceOf(ata)) - ataBefore).toBe(12_345_678_901n);
    expect(vaultBefore - (await stack.balanceOf(stack.vaultOf('GOLDY')))).toBe(12_345_678_901n);
    const onChain = await stack.connection.getTransaction(transfer.signature ?? '', {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    });
    expect(onChain?.meta?.err).toBeNull();

    await waitFor(() => messages.length >= 3);
    expect(messages).toEqual([
      { type: 'fundsUpdated', data: funds },
      { type: 'transferUpdated', data: { ...transfer, status: 'pending', signature: null } },
      { type: 'transferUpdated', data: transfer },
    ]);
    expect(await stack.server.client(token).getTransfers()).toEqual([transfer]);
    socket.close();
  });

  it('answers 409 over the balance and changes nothing', async () => {
    const { token } = await stack.server.signedInWallet();
    expect(
      await withdraw(token, { token: 'DFL', amount: '500.000000001', idempotencyKey: newKey() }),
    ).toEqual({
      status: 409,
      body: { error: 'Insufficient in-game balance' },
    });
    expect((await stack.server.client(token).getFunds())[1]?.amount).toBe('500');
    expect(await stack.server.client(token).getTransfers()).toEqual([]);
  });

  it('validates the request, naming the field', async () => {
    const { token } = await stack.server.signedInWallet();
    const amountError = 'amount must be a decimal string greater than 0 with at most 9 decimals, e.g. "12.5"';
    const keyError = 'idempotencyKey must be a text of 8 to 64 letters, digits, - or _';
    const idempotencyKey = newKey();
    const cases: [unknown, string][] = [
      [{ token: 'USDC', amount: '1', idempotencyKey }, 'token must be DFL or GOLDY'],
      [{ amount: '1', idempotencyKey }, 'token must be DFL or GOLDY'],
      [{ token: 'DFL', amount: '0', idempotencyKey }, amountError],
      [{ token: 'DFL', amount: '-1', idempotencyKey }, amountError],
      [{ token: 'DFL', amount: 1, idempotencyKey }, amountError],
      [{ token: 'DFL', amount: '0.0000000001', idempotencyKey }, amountError],
      [{ token: 'DFL', amount: '1e3', idempotencyKey }, amountError],
      [{ token: 'DFL', amount: '1' }, keyError],
      [{ token: 'DFL', amount: '1', idempotencyKey: 'short' }, keyError],
      [{ token: 'DFL', amount: '1', idempotencyKey: 'not a key!' }, keyError],
      ['[]', 'request body must be a JSON object'],
    ];
    for (const [body, error] of cases) {
      expect(await withdraw(token, body)).toEqual({ status: 400, body: { error } });
    }
    expect(
      (
        await postJson(`${stack.server.apiUrl}/p2e/withdraw`, {
          token: 'DFL',
          amount: '1',
          idempotencyKey: newKey(),
        })
      ).status,
    ).toBe(401);
  });

  it('restores the in-game balance and marks the transfer failed when the chain refuses it', async () => {
    // More than the vault holds (it is seeded with 1,000,000): the transfer fails on chain.
    const { wallet, token } = await stack.withdrawingWallet({ DFL: '2000000' });
    const answer = await withdraw(token, { token: 'DFL', amount: '1500000', idempotencyKey: newKey() });
    expect(answer.status).toBe(502);
    expect((answer.body as { error: string }).error).toMatch(
      /^The withdrawal failed: the chain refused the transaction \(.*: insufficient funds\)\. Your in-game balance was restored\.$/,
    );
    expect((await stack.server.client(token).getFunds())[1]?.amount).toBe('2000500');
    const [failed] = await stack.server.client(token).getTransfers();
    expect(failed).toMatchObject({
      status: 'failed',
      amount: '1500000',
      error: expect.stringContaining('insufficient'),
    });
    expect(await stack.balanceOf(stack.ataOf(owner(wallet.walletId), 'DFL'))).toBe(1000_000_000_000n);
  });

  it('answers a repeat (same key) with the first withdrawal, even once it took the whole balance', async () => {
    const { wallet, token } = await stack.withdrawingWallet({ GOLDY: '5' });
    const ata = stack.ataOf(owner(wallet.walletId), 'GOLDY');
    const ataBefore = await stack.balanceOf(ata);
    const body = { token: 'GOLDY', amount: '5', idempotencyKey: newKey() };
    const first = await withdraw(token, body);
    expect(first.status).toBe(200);
    expect(await withdraw(token, body)).toEqual(first);
    expect(await withdraw(token, { ...body, amount: '4' })).toEqual({
      status: 409,
      body: { error: 'idempotencyKey was already used for a different request' },
    });
    expect(await stack.server.client(token).getTransfers()).toHaveLength(1);
    expect((await stack.balanceOf(ata)) - ataBefore).toBe(5_000_000_000n);
  });

  it('answers a repeat of a failed withdrawal with the same refusal, and debits and refunds nothing again', async () => {
    const { token } = await stack.withdrawingWallet({ DFL: '2000000' });
    const body = { token: 'DFL', amount: '1500000', idempotencyKey: newKey() };
    const failed = await withdraw(token, body);
    expect(failed.status).toBe(502);
    expect(await withdraw(token, body)).toEqual(failed);
    expect((await stack.server.client(token).getFunds())[1]?.amount).toBe('2000500');
    expect(await stack.server.client(token).getTransfers()).toHaveLength(1);
  });

  it('never overdraws under 50 parallel withdrawals, in game or on chain', async () => {
    // 500 DFL withdrawable (besides the 500 starting bonus, which no withdrawal may take).
    const { wallet, token } = await stack.withdrawingWallet({ DFL: '500' });
    const start = toBaseUnits('500', 9) ?? 0n;
    const bonus = toBaseUnits('500', 9) ?? 0n;
    const ataBefore = await stack.balanceOf(stack.ataOf(owner(wallet.walletId), 'DFL'));
    // 50 different amounts of about 15 DFL: together about 750, more than the 500 withdrawable.
    const amounts = Array.from({ length: 50 }, (_, i) => 15_000_000_000n + BigInt(i) * 1_000_001n);
    const vaultBefore = await stack.balanceOf(stack.vaultOf('DFL'));

    const answers = await Promise.all(
      amounts.map((amount) =>
        withdraw(token, { token: 'DFL', amount: fromBaseUnits(amount, 9), idempotencyKey: newKey() }),
      ),
    );
    const paid = answers.flatMap((answer, i) => (answer.status === 200 ? [amounts[i] ?? 0n] : []));
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.every((answer) => answer.status === 409)).toBe(true);
    const paidSum = paid.reduce((sum, amount) => sum + amount, 0n);
    expect(paid.length).toBeGreaterThan(0);
    expect(paidSum).toBeLessThanOrEqual(start);
    expect(start - paidSum).toBeLessThan(amounts[amounts.length - 1] ?? 0n);

    expect((await stack.server.client(token).getFunds())[1]?.amount).toBe(
      fromBaseUnits(bonus + start - paidSum, 9),
    );
    expect((await stack.balanceOf(stack.ataOf(owner(wallet.walletId), 'DFL'))) - ataBefore).toBe(paidSum);
    expect(vaultBefore - (await stack.balanceOf(stack.vaultOf('DFL')))).toBe(paidSum);
    for (const answer of answers.filter((a) => a.status === 200)) {
      expect(withdrawResponseSchema.parse(answer.body).transfer.status).toBe('confirmed');
    }
    const history = await stack.server.client(token).getTransfers();
    expect(history).toHaveLength(paid.length);
    expect(isNewestFirst(history)).toBe(true);
  });

  it('lists only the signed-in wallet’s transfers', async () => {
    const first = await stack.withdrawingWallet({ DFL: '10', GOLDY: '10' });
    const second = await stack.withdrawingWallet({ DFL: '10' });
    await stack.server.client(first.token).withdraw({ token: 'DFL', amount: '1', idempotencyKey: newKey() });
    await stack.server
      .client(first.token)
      .withdraw({ token: 'GOLDY', amount: '2', idempotencyKey: newKey() });
    await stack.server.client(second.token).withdraw({ token: 'DFL', amount: '3', idempotencyKey: newKey() });
    expect((await stack.server.client(first.token).getTransfers()).map((t) => t.amount)).toEqual(['2', '1']);
    expect((await stack.server.client(second.token).getTransfers()).map((t) => t.amount)).toEqual(['3']);
  });
});

describe('withdrawals when the chain cannot be reached', () => {
  it('are refused before anything moves', async () => {
    const closedPort = await freePort();
    const server = await startTestServer({
      chainRpcUrl: `http://127.0.0.1:${closedPort}`,
      authorityKeypair: Keypair.generate(),
      mints: TEST_MINTS,
    });
    try {
      const { wallet, token } = await server.signedInWallet();
      await server.devFunds(wallet.walletId, 'GOLDY', '10');
      const socket = await openSocket(`${server.wsUrl}?Authorization=${token}`);
      const messages: unknown[] = [];
      socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
      const answer = await postJson(
        `${server.apiUrl}/p2e/withdraw`,
        { token: 'GOLDY', amount: '10', idempotencyKey: newKey() },
        { authorization: token },
      );
      expect(answer.status).toBe(502);
      expect((answer.body as { error: string }).error).toMatch(
        /^The chain could not be reached \(.+\)\. Nothing was withdrawn\.$/,
      );
      expect((await server.client(token).getFunds())[0]?.amount).toBe('1010');
      expect(await server.client(token).getTransfers()).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(messages).toEqual([]);
      socket.close();
    } finally {
      await server.stop();
    }
  });
});

function isNewestFirst(transfers: Transfer[]): boolean {
  return transfers.every((t, i) => i === 0 || (transfers[i - 1]?.createdAt ?? '') >= t.createdAt);
}

/** A port nothing listens on: bound, then released. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
