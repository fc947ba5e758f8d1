import { Keypair, PublicKey, sendAndConfirmTransaction, Transaction } from '@solana/web3.js';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createBurnCheckedInstruction,
  createCloseAccountInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import {
  liquidityResultSchema,
  stakeResultSchema,
  stakingOverviewSchema,
} from '@companion/shared-state/schemas';
import { startTestStack, type TestStack } from '../support/testStack';
import { getJson, postJson } from '../support/testServer';
import { newKey } from '../support/newKey';

jest.setTimeout(90_000);

/** Where the attacker parks what is left in an account before closing it. */
const FRIEND = Keypair.generate().publicKey;
const DECIMALS: Record<Token, number> = { DFL: 9, USDC: 6, DFL_USDC: 9 };

/** The fee of one transaction the game signs alone: one signature at 5,000 lamports. */
const GAME_FEE = 5000;

type Token = 'DFL' | 'USDC' | 'DFL_USDC';

/**
 * Attack: make the game pay a token account's rent on a payout (LP minted, a remove's share, a refund, a
 * staking claim or unstake), close the account to take the rent, repeat. Every account the game pays into
 * is created by the player's own transaction, or the payout is refused before anything moves: the game's
 * SOL moves only by the fees of the transactions it chose to send.
 */
describe('attack: draining SOL through the rent of payout accounts', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterEach(() => stack.expectBooksEqual());
  afterAll(() => stack.stop());

  const authority = () => new PublicKey(stack.chain.addresses.authority);
  const lamports = () => stack.connection.getBalance(authority(), 'confirmed');
  const pool = (name: string) => new PublicKey((stack.chain.addresses.pool as Record<string, string>)[name]!);
  const mint = (token: Token) => new PublicKey(stack.chain.addresses.mints[token]);
  const own = (owner: PublicKey, token: Token) => getAssociatedTokenAddressSync(mint(token), owner);
  const create = (owner: PublicKey, token: Token) =>
    createAssociatedTokenAccountIdempotentInstruction(owner, own(owner, token), owner, mint(token));
  const auth = (token: string) => ({ authorization: token });
  const addInstructions = (owner: PublicKey, dfl: bigint, usdc: bigint) => [
    createTransferCheckedInstruction(own(owner, 'DFL'), mint('DFL'), pool('reserveDfl'), owner, dfl, 9),
    createTransferCheckedInstruction(own(owner, 'USDC'), mint('USDC'), pool('reserveUsdc'), owner, usdc, 6),
  ];
  /** Empties the player's account into a friend's (never into the game's books) and closes it. */
  async function closeEmpty(player: Keypair, token: Token) {
    const account = own(player.publicKey, token);
    const left = await stack.balanceOf(account);
    const transaction = new Transaction();
    if (left > 0n) {
      const friend = own(FRIEND, token);
      transaction.add(
        createAssociatedTokenAccountIdempotentInstruction(player.publicKey, friend, FRIEND, mint(token)),
        createTransferCheckedInstruction(
          account,
          mint(token),
          friend,
          player.publicKey,
          left,
          DECIMALS[token],
        ),
      );
    }
    transaction.add(createCloseAccountInstruction(account, player.publicKey, player.publicKey));
    await sendAndConfirmTransaction(stack.connection, transaction, [player], { commitment: 'confirmed' });
  }

  it('refuses an add that does not create the LP account it would be paid into: 400, nothing moved', async () => {
    const { wallet, token } = await stack.fundedWallet();
    const owner = wallet.keypair.publicKey;
    const before = await lamports();
    const signed = await stack.signed(wallet.keypair, ...addInstructions(owner, 10n ** 9n, 10n ** 5n));
    expect(
      await postJson(
        `${stack.server.apiUrl}/pool/add`,
        { transaction: signed.transaction, minLp: '0' },
        auth(token),
      ),
    ).toEqual({
      status: 400,
      body: {
        error: 'the transaction must create your DFL/USDC LP account if it is missing (at your own cost)',
      },
    });
    expect(await lamports()).toBe(before);
  });

  it('5 add / close-the-LP-account cycles and a remove into a closed account cost the game only its fees', async () => {
    const { wallet, token } = await stack.fundedWallet();
    const player = wallet.keypair;
    const owner = player.publicKey;
    await closeEmpty(player, 'DFL_USDC');
    const before = await lamports();
    let gameTransactions = 0;
    for (let cycle = 0; cycle < 5; cycle++) {
      const signed = await stack.signed(
        player,
        create(owner, 'DFL_USDC'),
        ...addInstructions(owner, 10n ** 9n, 10n ** 5n),
      );
      const { action } = liquidityResultSchema.parse(
        (
          await postJson(
            `${stack.server.apiUrl}/pool/add`,
            { transaction: signed.transaction, minLp: '0' },
            auth(token),
          )
        ).body,
      );
      expect(action.status).toBe('confirmed');
      gameTransactions += 1; // the LP mint
      if (cycle < 4) await closeEmpty(player, 'DFL_USDC');
    }
    // A remove into a USDC account the player closed: their transaction opens it again, at their cost.
    await closeEmpty(player, 'USDC');
    const lp = await stack.balanceOf(own(owner, 'DFL_USDC'));
    const burn = await stack.signed(
      player,
      create(owner, 'DFL'),
      create(owner, 'USDC'),
      createBurnCheckedInstruction(own(owner, 'DFL_USDC'), mint('DFL_USDC'), owner, lp, 9),
    );
    const removed = liquidityResultSchema.parse(
      (
        await postJson(
          `${stack.server.apiUrl}/pool/remove`,
          { transaction: burn.transaction, minDfl: '0', minUsdc: '0' },
          auth(token),
        )
      ).body,
    );
    expect(removed.action.status).toBe('confirmed');
    gameTransactions += 1; // the share paid
    expect(before - (await lamports())).toBe(gameTransactions * GAME_FEE);
  });

  it('refuses a claim and an unstake into a DFL account the player closed, before anything is booked', async () => {
    const { wallet, token } = await stack.fundedWallet();
    const player = wallet.keypair;
    const owner = player.publicKey;
    const { vaults } = stakingOverviewSchema.parse(
      (await getJson(`${stack.server.apiUrl}/staking`, auth(token))).body,
    );
    const all = await stack.balanceOf(own(owner, 'DFL'));
    const signed = await stack.signed(
      player,
      create(owner, 'DFL'),
      createTransferCheckedInstruction(
        own(owner, 'DFL'),
        mint('DFL'),
        new PublicKey(vaults.DFL),
        owner,
        all,
        9,
      ),
    );
    const { position } = stakeResultSchema.parse(
      (
        await postJson(
          `${stack.server.apiUrl}/staking/stake`,
          { transaction: signed.transaction, optionId: 'dfl-flexible' },
          auth(token),
        )
      ).body,
    );
    await postJson(`${stack.server.url}/dev/clock`, { advanceSeconds: 3600 });
    await closeEmpty(player, 'DFL');
    const before = await lamports();
    const sentence =
      'Your wallet has no DFL account to receive this. Add DFL to your wallet (it costs a little SOL, which stays yours), then try again.';
    for (const route of ['claim', 'unstake']) {
      expect(
        await postJson(
          `${stack.server.apiUrl}/staking/${route}`,
          { positionId: position.id, idempotencyKey: newKey() },
          auth(token),
        ),
      ).toEqual({
        status: 409,
        body: { error: sentence },
      });
    }
    expect(await lamports()).toBe(before);
    // With the account back (at the player's cost), the claim pays, for the game's one fee.
    await sendAndConfirmTransaction(stack.connection, new Transaction().add(create(owner, 'DFL')), [player], {
      commitment: 'confirmed',
    });
    const claimed = stakeResultSchema.parse(
      (
        await postJson(
          `${stack.server.apiUrl}/staking/claim`,
          { positionId: position.id, idempotencyKey: newKey() },
          auth(token),
        )
      ).body,
    );
    expect(claimed.action.status).toBe('confirmed');
    expect(before - (await lamports())).toBe(GAME_FEE);
    // The unstake pays principal and rewards in one transaction: one more fee, no rent.
    const unstaked = stakeResultSchema.parse(
      (
        await postJson(
          `${stack.server.apiUrl}/staking/unstake`,
          { positionId: position.id, idempotencyKey: newKey() },
          auth(token),
        )
      ).body,
    );
    expect(unstaked.action.status).toBe('confirmed');
    expect(before - (await lamports())).toBe(2 * GAME_FEE);
  });

  it('a refused add (slippage) sends the tokens back for the refund fee alone', async () => {
    const { wallet, token } = await stack.fundedWallet();
    const owner = wallet.keypair.publicKey;
    const before = await lamports();
    const signed = await stack.signed(
      wallet.keypair,
      create(owner, 'DFL_USDC'),
      ...addInstructions(owner, 10n ** 9n, 10n ** 5n),
    );
    const { action } = liquidityResultSchema.parse(
      (
        await postJson(
          `${stack.server.apiUrl}/pool/add`,
          { transaction: signed.transaction, minLp: '1000' },
          auth(token),
        )
      ).body,
    );
    expect(action.status).toBe('refunded');
    expect(before - (await lamports())).toBe(GAME_FEE);
  });
});
