import { PublicKey } from '@solana/web3.js';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createBurnCheckedInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { liquidityResultSchema } from '@companion/shared-state/schemas';
import { fromBaseUnits } from '../../src/funds/units';
import { startTestStack, type TestStack } from '../support/testStack';
import { postJson } from '../support/testServer';

jest.setTimeout(60_000);

/**
 * Attack: be the first pool call on a fresh server. The server used to take its booked reserves from the
 * chain at the first call, after the caller's own tokens had landed: an add was counted twice (the books
 * stayed above the chain) and a remove was paid from reserves counted with the burn already in them.
 * The starting point is now read before any player transaction can land.
 */
describe('attack: the first pool call on a fresh server', () => {
  let stack: TestStack;
  afterEach(async () => {
    await stack.expectBooksEqual();
    await stack.stop();
  });

  const address = (name: string) =>
    new PublicKey((stack.chain.addresses.pool as Record<string, string>)[name]!);
  const mint = (token: 'DFL' | 'USDC' | 'DFL_USDC') => new PublicKey(stack.chain.addresses.mints[token]);
  const own = (owner: PublicKey, token: 'DFL' | 'USDC' | 'DFL_USDC') =>
    getAssociatedTokenAddressSync(mint(token), owner);
  const create = (owner: PublicKey, token: 'DFL' | 'USDC' | 'DFL_USDC') =>
    createAssociatedTokenAccountIdempotentInstruction(owner, own(owner, token), owner, mint(token));
  const chainReserves = async () => ({
    dfl: await stack.balanceOf(address('reserveDfl')),
    usdc: await stack.balanceOf(address('reserveUsdc')),
    lp: BigInt((await stack.connection.getTokenSupply(mint('DFL_USDC'), 'confirmed')).value.amount),
  });

  it('an add first: the books equal the chain, not the chain plus the add', async () => {
    stack = await startTestStack();
    const { wallet, token } = await stack.fundedWallet();
    const owner = wallet.keypair.publicKey;
    const signed = await stack.signed(
      wallet.keypair,
      create(owner, 'DFL_USDC'),
      createTransferCheckedInstruction(
        own(owner, 'DFL'),
        mint('DFL'),
        address('reserveDfl'),
        owner,
        1000n * 10n ** 9n,
        9,
      ),
      createTransferCheckedInstruction(
        own(owner, 'USDC'),
        mint('USDC'),
        address('reserveUsdc'),
        owner,
        100n * 10n ** 6n,
        6,
      ),
    );
    const answer = await postJson(
      `${stack.server.apiUrl}/pool/add`,
      { transaction: signed.transaction, minLp: '0' },
      { authorization: token },
    );
    const { pool } = liquidityResultSchema.parse(answer.body);
    const chain = await chainReserves();
    expect([pool.dflReserve, pool.usdcReserve, pool.lpSupply]).toEqual([
      fromBaseUnits(chain.dfl, 9),
      fromBaseUnits(chain.usdc, 6),
      fromBaseUnits(chain.lp, 9),
    ]);
  });

  it('a remove first: paid exactly its share of what the chain held', async () => {
    stack = await startTestStack();
    const { wallet, token } = await stack.fundedWallet();
    const owner = wallet.keypair.publicKey;
    const before = await chainReserves();
    const lp = before.lp / 10n > 50n * 10n ** 9n ? 50n * 10n ** 9n : before.lp / 10n;
    const dflBefore = await stack.balanceOf(own(owner, 'DFL'));
    const usdcBefore = await stack.balanceOf(own(owner, 'USDC'));
    const signed = await stack.signed(
      wallet.keypair,
      create(owner, 'DFL'),
      create(owner, 'USDC'),
      createBurnCheckedInstruction(own(owner, 'DFL_USDC'), mint('DFL_USDC'), owner, lp, 9),
    );
    const answer = await postJson(
      `${stack.server.apiUrl}/pool/remove`,
      { transaction: signed.transaction, minDfl: '0', minUsdc: '0' },
      { authorization: token },
    );
    expect(liquidityResultSchema.parse(answer.body).action.status).toBe('confirmed');
    expect((await stack.balanceOf(own(owner, 'DFL'))) - dflBefore).toBe((lp * before.dfl) / before.lp);
    expect((await stack.balanceOf(own(owner, 'USDC'))) - usdcBefore).toBe((lp * before.usdc) / before.lp);
  });
});
