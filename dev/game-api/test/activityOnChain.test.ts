import { PublicKey } from '@solana/web3.js';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import type { ActivityItem } from '@companion/shared-state/schemas';
import { startTestStack, type TestStack } from './support/testStack';
import { postJson } from './support/testServer';
import { newKey } from './support/newKey';

jest.setTimeout(120_000);

/** What an item says, without its id and time. */
const said = ({ id: _id, at: _at, ...rest }: ActivityItem) => rest;
const plain = { subject: null, detail: null } as const;

describe('GET {api}/activity: what went on chain, with its status and transactions', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterEach(() => stack.expectBooksEqual());
  afterAll(() => stack.stop());

  const mint = (token: 'DFL' | 'USDC' | 'DFL_USDC') => new PublicKey(stack.chain.addresses.mints[token]);
  const ownAccount = (owner: PublicKey, token: 'DFL' | 'USDC' | 'DFL_USDC') =>
    createAssociatedTokenAccountIdempotentInstruction(
      owner,
      getAssociatedTokenAddressSync(mint(token), owner),
      owner,
      mint(token),
    );
  const transfer = (owner: PublicKey, token: 'DFL' | 'USDC', to: string, amount: bigint) =>
    createTransferCheckedInstruction(
      getAssociatedTokenAddressSync(mint(token), owner),
      mint(token),
      new PublicKey(to),
      owner,
      amount,
      token === 'USDC' ? 6 : 9,
    );

  it('lists a deposit with the transaction the player signed', async () => {
    const { wallet, token } = await stack.fundedWallet();
    const api = stack.server.client(token);
    const { transaction, signature } = await stack.signedDeposit(wallet.keypair, 'DFL', 1_500_000_001n);
    await api.deposit({ transaction });

    const [deposit] = (await api.getActivity()).items;
    expect(deposit && said(deposit)).toEqual({
      kind: 'deposit',
      ...plain,
      status: 'confirmed',
      changes: [{ token: 'DFL', amount: '1.500000001' }],
      signature,
      payoutSignature: null,
      error: null,
    });
  });

  it("lists a withdrawal with the game's transaction", async () => {
    const { token } = await stack.withdrawingWallet({ GOLDY: '10' });
    const api = stack.server.client(token);
    const { transfer: paid } = await api.withdraw({
      token: 'GOLDY',
      amount: '2.5',
      idempotencyKey: newKey(),
    });

    const { items } = await api.getActivity();
    expect(items.map(said).slice(0, 2)).toEqual([
      {
        kind: 'withdrawal',
        ...plain,
        status: 'confirmed',
        changes: [{ token: 'GOLDY', amount: '-2.5' }],
        signature: null,
        payoutSignature: paid.signature,
        error: null,
      },
      // The credit the test gave through the local stack's funds route.
      {
        kind: 'other',
        ...plain,
        status: 'confirmed',
        changes: [{ token: 'GOLDY', amount: '10' }],
        signature: null,
        payoutSignature: null,
        error: null,
      },
    ]);
  });

  it('lists an add of liquidity and a stake, with what left the wallet and what came back', async () => {
    const { wallet, token } = await stack.fundedWallet();
    const owner = wallet.keypair.publicKey;
    const api = stack.server.client(token);
    const pool = stack.chain.addresses.pool as Record<string, string>;
    const added = await stack.signed(
      wallet.keypair,
      ownAccount(owner, 'DFL_USDC'),
      transfer(owner, 'DFL', pool.reserveDfl!, 10_000_000_000n),
      transfer(owner, 'USDC', pool.reserveUsdc!, 1_000_000n),
    );
    const addResult = await api.addLiquidity({ transaction: added.transaction, minLp: '0.1' });
    if ('status' in addResult) throw new Error('the add is still pending');
    const { vaults } = await api.getStaking();
    const staked = await stack.signed(
      wallet.keypair,
      ownAccount(owner, 'DFL'),
      transfer(owner, 'DFL', vaults.DFL, 5_000_000_000n),
    );
    await api.stake({ transaction: staked.transaction, optionId: 'dfl-flexible' });

    const { items } = await api.getActivity();
    expect(items.map(said).slice(0, 2)).toEqual([
      {
        kind: 'stake',
        ...plain,
        status: 'confirmed',
        changes: [{ token: 'DFL', amount: '-5' }],
        signature: staked.signature,
        payoutSignature: null,
        error: null,
      },
      {
        kind: 'addLiquidity',
        ...plain,
        status: 'confirmed',
        // 10 DFL and 1 USDC at 100 DFL and 10 USDC per LP: 0.1 LP.
        changes: [
          { token: 'DFL', amount: '-10' },
          { token: 'USDC', amount: '-1' },
          { token: 'DFL_USDC', amount: '0.1' },
        ],
        signature: added.signature,
        payoutSignature: addResult.action.payoutSignature,
        error: null,
      },
    ]);
    expect(addResult.action.payoutSignature).toEqual(expect.any(String));
  });

  it('lists a deposit the chain refused as pending while its transaction could still land', async () => {
    const { wallet, token } = await stack.fundedWallet();
    // 5000 DFL from a wallet holding 1000: refused now, recorded until its blockhash expires.
    const { transaction, signature } = await stack.signedDeposit(wallet.keypair, 'DFL', 5_000_000_000_000n);
    const refused = await postJson(
      `${stack.server.apiUrl}/p2e/deposit`,
      { transaction },
      { authorization: token },
    );
    expect(refused.status).toBe(400);

    const [pending] = (await stack.server.client(token).getActivity()).items;
    expect(pending && said(pending)).toEqual({
      kind: 'deposit',
      ...plain,
      status: 'pending',
      changes: [{ token: 'DFL', amount: '5000' }],
      signature,
      payoutSignature: null,
      error: null,
    });
    expect(pending?.id).toBe(`tx:${signature}`);
  });
});
