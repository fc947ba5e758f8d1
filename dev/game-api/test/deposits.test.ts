import crypto from 'node:crypto';
import bs58 from 'bs58';
import { Keypair, sendAndConfirmTransaction, Transaction } from '@solana/web3.js';
import { createTransferInstruction } from '@solana/spl-token';
import { depositResponseSchema, fundsListSchema, transferSchema } from '@companion/shared-state/schemas';
import { openSocket } from './support/sockets';
import { createTokenAccount, startTestStack, type TestStack } from './support/testStack';
import { postJson, startTestServer } from './support/testServer';

// Each transfer waits for the local chain to confirm (and persist) it.
jest.setTimeout(30_000);

describe('deposits', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.stop());

  const deposit = (token: string, signature: unknown) =>
    postJson(`${stack.server.apiUrl}/p2e/deposit`, { signature }, { authorization: token });

  it('credits exactly what reached the vault, once, and tells the sockets', async () => {
    const { wallet, token } = await stack.fundedWallet();
    const socket = await openSocket(`${stack.server.wsUrl}?Authorization=${token}`);
    const messages: unknown[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(data.toString())));

    const signature = await stack.sendTokens(wallet.keypair, 'DFL', 1_500_000_001n);
    const first = await stack.server.client(token).deposit({ signature });
    expect(first.transfer).toEqual({
      id: expect.any(String),
      direction: 'deposit',
      token: 'DFL',
      amount: '1.500000001',
      status: 'confirmed',
      signature,
      createdAt: expect.any(String),
      error: null,
    });
    expect(first.funds[1]).toEqual({ mint: stack.chain.addresses.mints.DFL, amount: '501.500000001' });

    await waitFor(() => messages.length >= 2);
    expect(messages).toEqual([
      { type: 'fundsUpdated', data: first.funds },
      { type: 'transferUpdated', data: first.transfer },
    ]);

    // The same signature again, one at a time and ten at once: the same transfer, no second credit.
    const again = await stack.server.client(token).deposit({ signature });
    expect(again).toEqual(first);
    const burst = await Promise.all(Array.from({ length: 10 }, () => deposit(token, signature)));
    expect(burst.every((answer) => answer.status === 200)).toBe(true);
    expect((await stack.server.client(token).getFunds())[1]?.amount).toBe('501.500000001');
    expect(await stack.server.client(token).getTransfers()).toEqual([first.transfer]);
    socket.close();
  });

  it('credits a new signature sent ten times at once exactly once', async () => {
    const { wallet, token } = await stack.fundedWallet();
    const signature = await stack.sendTokens(wallet.keypair, 'GOLDY', 7n);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deposit(token, signature)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((answer) => depositResponseSchema.parse(answer.body).transfer.id));
    expect(ids.size).toBe(1);
    expect((await stack.server.client(token).getFunds())[0]?.amount).toBe('1000.000000007');
  });

  it('credits a plain SPL transfer (not transferChecked) by what the vault gained', async () => {
    const { wallet, token } = await stack.fundedWallet();
    const transaction = new Transaction().add(
      createTransferInstruction(
        stack.ataOf(wallet.keypair.publicKey, 'GOLDY'),
        stack.vaultOf('GOLDY'),
        wallet.keypair.publicKey,
        250_000_000n,
      ),
    );
    const signature = await sendAndConfirmTransaction(stack.connection, transaction, [wallet.keypair]);
    const { transfer, funds } = await stack.server.client(token).deposit({ signature });
    expect(transfer).toMatchObject({ token: 'GOLDY', amount: '0.25', status: 'confirmed' });
    expect(funds[0]?.amount).toBe('1000.25');
  });

  it("answers 409 for a signature another wallet was credited, and 400 for another wallet's transfer", async () => {
    const owner = await stack.fundedWallet();
    const other = await stack.fundedWallet();
    const credited = await stack.sendTokens(owner.wallet.keypair, 'GOLDY', 1_000_000_000n);
    await stack.server.client(owner.token).deposit({ signature: credited });
    expect(await deposit(other.token, credited)).toEqual({
      status: 409,
      body: { error: 'this transaction was already credited to another wallet' },
    });

    const notYetCredited = await stack.sendTokens(owner.wallet.keypair, 'GOLDY', 5n);
    expect(await deposit(other.token, notYetCredited)).toEqual({
      status: 400,
      body: { error: 'the tokens in this transaction were not sent from your wallet' },
    });
    // Nothing moved for the other wallet, and the owner can still credit it.
    expect((await stack.server.client(other.token).getFunds())[0]?.amount).toBe('1000');
    expect((await deposit(owner.token, notYetCredited)).status).toBe(200);
  });

  it('answers 400 for a transfer that does not reach a game vault', async () => {
    const { wallet, token } = await stack.fundedWallet();
    const friend = Keypair.generate().publicKey;
    const account = await createTokenAccount(stack, wallet.keypair, friend, 'DFL');
    const signature = await stack.sendTokens(wallet.keypair, 'DFL', 1_000n, account);
    expect(await deposit(token, signature)).toEqual({
      status: 400,
      body: { error: 'this transaction does not send DFL or GOLDY to the game vault' },
    });
    const usdc = await stack.sendTokens(wallet.keypair, 'USDC', 1_000n);
    expect((await deposit(token, usdc)).status).toBe(400);
    expect(await stack.server.client(token).getTransfers()).toEqual([]);
    expect(fundsListSchema.parse(await stack.server.client(token).getFunds())[1]?.amount).toBe('500');
  });

  it('answers 400 for a malformed signature and 404 for one the chain does not know', async () => {
    const { token } = await stack.fundedWallet();
    for (const bad of ['garbage!', 'abc', bs58.encode(crypto.randomBytes(32)), 42, undefined]) {
      expect(await deposit(token, bad)).toEqual({
        status: 400,
        body: { error: 'signature must be a base58 transaction signature (64 bytes)' },
      });
    }
    expect(await deposit(token, bs58.encode(crypto.randomBytes(64)))).toEqual({
      status: 404,
      body: { error: 'Transaction not found on chain yet' },
    });
  });

  it('refuses without a valid session', async () => {
    const signature = bs58.encode(crypto.randomBytes(64));
    expect((await postJson(`${stack.server.apiUrl}/p2e/deposit`, { signature })).status).toBe(401);
    expect((await deposit('f'.repeat(64), signature)).status).toBe(401);
  });
});

describe('deposits without a chain', () => {
  it('answer 503 when the server knows no game vault', async () => {
    const server = await startTestServer();
    try {
      const { token } = await server.signedInWallet();
      const signature = bs58.encode(crypto.randomBytes(64));
      const answer = await postJson(`${server.apiUrl}/p2e/deposit`, { signature }, { authorization: token });
      expect(answer).toEqual({
        status: 503,
        body: { error: 'on-chain transfers are not set up on this server: it knows no game vault' },
      });
      expect(transferSchema.array().parse(await server.client(token).getTransfers())).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
