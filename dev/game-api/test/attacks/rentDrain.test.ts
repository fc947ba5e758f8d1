import { PublicKey, sendAndConfirmTransaction, Transaction } from '@solana/web3.js';
import { createCloseAccountInstruction } from '@solana/spl-token';
import { requestFaucet } from '@companion/dev-chain';
import { createTokenAccount, startTestStack, type TestStack } from '../support/testStack';
import { postJson } from '../support/testServer';
import { newKey } from '../support/newKey';

// Each step waits for the local chain to confirm (and persist) a transaction.
jest.setTimeout(60_000);

/** The fee the game pays for one withdrawal: one signature (the authority's) at 5,000 lamports. */
const WITHDRAWAL_FEE_LAMPORTS = 5000;

/**
 * Attack: withdraw 1 unit into a token account that does not exist, so the game pays its rent; send the
 * tokens back, close the account (the rent goes to the player), repeat. The game never creates a player's
 * token account, so it never pays rent: its cost is the fee of each withdrawal it chose to pay.
 */
describe('attack: draining SOL through token account rent', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ withdrawalsPerHour: 10 });
  });
  afterEach(() => stack.expectBooksEqual());
  afterAll(() => stack.stop());

  const authority = () => new PublicKey(stack.chain.addresses.authority);
  const lamportsOf = (key: PublicKey) => stack.connection.getBalance(key, 'confirmed');

  it('refuses a withdrawal into a wallet with no token account: 400, nothing moved, no SOL spent', async () => {
    const { wallet, token } = await stack.server.signedInWallet();
    await stack.server.devFunds(wallet.walletId, 'GOLDY', '5');
    const before = await lamportsOf(authority());
    const answer = await postJson(
      `${stack.server.apiUrl}/p2e/withdraw`,
      { token: 'GOLDY', amount: '1', idempotencyKey: newKey() },
      { authorization: token },
    );
    expect(answer).toEqual({
      status: 400,
      body: {
        error:
          'your wallet has no GOLDY token account yet: add GOLDY in your wallet, or deposit GOLDY once, then withdraw',
      },
    });
    expect(await stack.connection.getAccountInfo(stack.ataOf(wallet.keypair.publicKey, 'GOLDY'))).toBeNull();
    expect(await lamportsOf(authority())).toBe(before);
    expect((await stack.server.client(token).getFunds())[0]?.amount).toBe('1005');
    expect(await stack.server.client(token).getTransfers()).toEqual([]);
  });

  it('10 withdraw / send back / close cycles cost the game exactly its 10 withdrawal fees', async () => {
    const { wallet, token } = await stack.server.signedInWallet();
    const player = wallet.keypair;
    // SOL only: the player pays for their own token account.
    await requestFaucet(stack.chain.rpcUrl, {
      owner: wallet.walletId,
      sol: 1,
      tokens: { DFL: 0, GOLDY: 0, USDC: 0, DFL_USDC: 0 },
    });
    await stack.server.devFunds(wallet.walletId, 'GOLDY', '10');
    const client = stack.server.client(token);
    const authorityBefore = await lamportsOf(authority());
    const playerBefore = await lamportsOf(player.publicKey);

    for (let cycle = 0; cycle < 10; cycle++) {
      const account = await createTokenAccount(stack, player, player.publicKey, 'GOLDY');
      const { transfer } = await client.withdraw({ token: 'GOLDY', amount: '1', idempotencyKey: newKey() });
      expect(transfer.status).toBe('confirmed');
      const back = await stack.signedDeposit(player, 'GOLDY', 1_000_000_000n);
      await client.deposit({ transaction: back.transaction });
      await sendAndConfirmTransaction(
        stack.connection,
        new Transaction().add(createCloseAccountInstruction(account, player.publicKey, player.publicKey)),
        [player],
        { commitment: 'confirmed' },
      );
      expect(await stack.connection.getAccountInfo(account)).toBeNull();
    }

    const authorityCost = authorityBefore - (await lamportsOf(authority()));
    expect(authorityCost).toBe(10 * WITHDRAWAL_FEE_LAMPORTS);
    // The player paid every rent and got it back; their own fees are all they lost.
    expect(playerBefore - (await lamportsOf(player.publicKey))).toBe(10 * 3 * 5000);
    expect((await client.getFunds())[0]?.amount).toBe('1010');
  });
});
