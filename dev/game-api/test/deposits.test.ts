import crypto from 'node:crypto';
import { Keypair, PublicKey, Transaction } from '@solana/web3.js';
import { createTransferCheckedInstruction, createTransferInstruction } from '@solana/spl-token';
import { depositResponseSchema, transferListSchema } from '@companion/shared-state/schemas';
import { openSocket } from './support/sockets';
import { createTokenAccount, startTestStack, type TestStack } from './support/testStack';
import { postJson, startTestServer } from './support/testServer';

// Each deposit waits for the local chain to confirm (and persist) it.
jest.setTimeout(30_000);

const MALFORMED = 'transaction must be signed by your wallet and base64-encoded (at most 1232 bytes)';

describe('deposits: the signed transfer in one request', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterEach(() => stack.expectBooksEqual());
  afterAll(() => stack.stop());

  const deposit = (token: string, transaction: unknown) =>
    postJson(`${stack.server.apiUrl}/p2e/deposit`, { transaction }, { authorization: token });

  it('sends, confirms and credits exactly what reached the vault, once, and tells the sockets', async () => {
    const { wallet, token } = await stack.fundedWallet();
    const socket = await openSocket(`${stack.server.wsUrl}?Authorization=${token}`);
    const messages: unknown[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
    const vaultBefore = await stack.balanceOf(stack.vaultOf('DFL'));

    const { transaction, signature } = await stack.signedDeposit(wallet.keypair, 'DFL', 1_500_000_001n);
    const first = depositResponseSchema.parse(await stack.server.client(token).deposit({ transaction }));
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
    expect(await stack.balanceOf(stack.vaultOf('DFL'))).toBe(vaultBefore + 1_500_000_001n);

    await waitFor(() => messages.length >= 2);
    expect(messages).toEqual([
      { type: 'fundsUpdated', data: first.funds },
      { type: 'transferUpdated', data: first.transfer },
    ]);

    // The same bytes again, one at a time and ten at once: the same transfer, no second credit.
    expect(await stack.server.client(token).deposit({ transaction })).toEqual(first);
    const burst = await Promise.all(Array.from({ length: 10 }, () => deposit(token, transaction)));
    expect(burst.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect((await stack.server.client(token).getFunds())[1]?.amount).toBe('501.500000001');
    expect(await stack.server.client(token).getTransfers()).toEqual([first.transfer]);
    socket.close();
  });

  it('credits a new transaction sent ten times at once exactly once', async () => {
    const { wallet, token } = await stack.fundedWallet();
    const { transaction } = await stack.signedDeposit(wallet.keypair, 'GOLDY', 7n);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deposit(token, transaction)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((answer) => depositResponseSchema.parse(answer.body).transfer.id));
    expect(ids.size).toBe(1);
    expect((await stack.server.client(token).getFunds())[0]?.amount).toBe('1000.000000007');
  });

  it('books a transaction that already landed (sent twice, or by the wallet) once, from the chain', async () => {
    const { wallet, token } = await stack.fundedWallet();
    const { transaction, signature } = await stack.signedDeposit(wallet.keypair, 'GOLDY', 3_000_000_000n);
    await stack.connection.confirmTransaction(
      {
        signature: await stack.connection.sendRawTransaction(Buffer.from(transaction, 'base64')),
        ...(await stack.connection.getLatestBlockhash('confirmed')),
      },
      'confirmed',
    );
    const { transfer, funds } = depositResponseSchema.parse(
      await stack.server.client(token).deposit({ transaction }),
    );
    expect(transfer).toMatchObject({ signature, amount: '3', status: 'confirmed' });
    expect(funds[0]?.amount).toBe('1003');
  });

  it('refuses, before anything is sent, what the game would not book', async () => {
    const { wallet, token } = await stack.fundedWallet();
    const owner = wallet.keypair;
    const vaultBefore = await stack.balanceOf(stack.vaultOf('GOLDY'));
    const refusals: [Promise<{ transaction: string }>, string][] = [
      [
        // A plain transfer: the chain would not check the mint or the decimals.
        stack.signed(
          owner,
          createTransferInstruction(
            stack.ataOf(owner.publicKey, 'GOLDY'),
            stack.vaultOf('GOLDY'),
            owner.publicKey,
            5n,
          ),
        ),
        'the transaction may only move tokens with transferChecked or burnChecked',
      ],
      [
        stack.signed(
          owner,
          transferChecked(stack, owner, 'GOLDY', 5n),
          transferChecked(stack, owner, 'DFL', 5n),
        ),
        'a deposit must move one token: this one sends both DFL and GOLDY',
      ],
      [
        stack.signed(
          owner,
          transferChecked(
            stack,
            owner,
            'DFL',
            5n,
            await createTokenAccount(stack, owner, Keypair.generate().publicKey, 'DFL'),
          ),
        ),
        'the transaction sends tokens somewhere the game does not take them',
      ],
    ];
    for (const [signed, error] of refusals) {
      expect(await deposit(token, (await signed).transaction)).toEqual({ status: 400, body: { error } });
    }
    expect(await stack.balanceOf(stack.vaultOf('GOLDY'))).toBe(vaultBefore);
    expect(await stack.server.client(token).getTransfers()).toEqual([]);
  });

  it("refuses another wallet's transaction, an unsigned one and a malformed body", async () => {
    const owner = await stack.fundedWallet();
    const other = await stack.fundedWallet();
    const { transaction } = await stack.signedDeposit(owner.wallet.keypair, 'GOLDY', 1_000_000_000n);
    expect(await deposit(other.token, transaction)).toEqual({
      status: 400,
      body: { error: 'the transaction must be paid by the wallet you signed in with' },
    });
    const unsigned = new Transaction({
      feePayer: owner.wallet.keypair.publicKey,
      ...(await stack.connection.getLatestBlockhash('confirmed')),
    }).add(transferChecked(stack, owner.wallet.keypair, 'GOLDY', 1n));
    expect(
      await deposit(owner.token, unsigned.serialize({ requireAllSignatures: false }).toString('base64')),
    ).toEqual({
      status: 400,
      body: {
        error: 'the transaction is not signed by every account it needs: sign it in your wallet again',
      },
    });
    for (const bad of ['garbage!', 'abc', crypto.randomBytes(40).toString('base64'), 42, undefined]) {
      expect(await deposit(owner.token, bad)).toEqual({ status: 400, body: { error: MALFORMED } });
    }
    expect(await deposit(owner.token, crypto.randomBytes(300).toString('base64'))).toEqual({
      status: 400,
      body: { error: 'this is not a signed transaction the game can read (a legacy transaction, base64)' },
    });
    // Nothing moved; the owner's own request still goes through.
    expect((await stack.server.client(other.token).getFunds())[0]?.amount).toBe('1000');
    expect((await deposit(owner.token, transaction)).status).toBe(200);
  });

  it('answers what the chain refused and books nothing', async () => {
    const { wallet, token } = await stack.fundedWallet();
    // More GOLDY than the wallet holds: the chain refuses the transfer.
    const { transaction } = await stack.signedDeposit(wallet.keypair, 'GOLDY', 10n ** 15n);
    const answer = await deposit(token, transaction);
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toMatch(
      /^the chain refused the transaction \(.*\)\. Nothing was booked\.$/,
    );
    expect((await stack.server.client(token).getFunds())[0]?.amount).toBe('1000');
    // Recorded until the chain says it cannot land (see "settlement"); nothing credited meanwhile.
    expect(await stack.server.client(token).getTransfers()).toEqual([]);
  });

  it('refuses without a valid session', async () => {
    const transaction = crypto.randomBytes(200).toString('base64');
    expect((await postJson(`${stack.server.apiUrl}/p2e/deposit`, { transaction })).status).toBe(401);
    expect((await deposit('f'.repeat(64), transaction)).status).toBe(401);
  });
});

describe('deposits without a chain', () => {
  it('answer 503 when the server knows no chain', async () => {
    const server = await startTestServer();
    try {
      const { token } = await server.signedInWallet();
      const transaction = crypto.randomBytes(200).toString('base64');
      const answer = await postJson(
        `${server.apiUrl}/p2e/deposit`,
        { transaction },
        { authorization: token },
      );
      expect(answer).toEqual({
        status: 503,
        body: { error: 'on-chain transactions are not set up on this server: it knows no chain' },
      });
      expect(transferListSchema.parse(await server.client(token).getTransfers())).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});

function transferChecked(
  stack: TestStack,
  owner: Keypair,
  token: 'DFL' | 'GOLDY',
  amount: bigint,
  destination = stack.vaultOf(token),
) {
  return createTransferCheckedInstruction(
    stack.ataOf(owner.publicKey, token),
    new PublicKey(stack.chain.addresses.mints[token]),
    destination,
    owner.publicKey,
    amount,
    9,
  );
}

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
