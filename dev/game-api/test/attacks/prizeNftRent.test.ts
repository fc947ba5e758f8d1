import { PublicKey, SystemInstruction, SystemProgram, Transaction } from '@solana/web3.js';
import { toBaseUnits } from '../../src/funds/units';
import { collectOffer, prizeToCollect, sendCollect, signOffer } from '../support/collectPrize';
import { advanceClockTo, openRound, roundNow } from '../support/raffleRounds';
import { startTestStack, type TestStack } from '../support/testStack';
import { newKey } from '../support/newKey';
import { getJson } from '../support/testServer';
import type { Nft } from '@companion/shared-state/schemas';

jest.setTimeout(90_000);

/**
 * Attack: win prize NFTs and make the game pay for putting them on chain (the mint account, its metadata, the
 * winner's token account and the fee), or alter the collect transaction so the game authority pays. The game
 * never mints a prize on its own: the winner collects it with a transaction their wallet pays, which the
 * authority signs without a writable account; an altered one is refused before it is sent.
 */
describe('attack: making the game pay the rent of prize NFTs', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.stop());

  const authority = () => new PublicKey(stack.chain.addresses.authority);
  const lamports = (account: PublicKey) => stack.connection.getBalance(account, 'confirmed');

  /** Five new accounts enter the weekly round with their starting GOLDEN_TICKET; the NFT's winner. */
  async function prizeWinner() {
    const players = await Promise.all(Array.from({ length: 5 }, () => stack.fundedWallet()));
    const round = await openRound(stack.server, players[0]!.token, 'GOLDEN_TICKET');
    for (const { token } of players) {
      await stack.server
        .client(token)
        .enterRaffle({ raffleId: round.id, entries: 1, idempotencyKey: newKey() });
    }
    await advanceClockTo(stack.server, players[0]!.token, round.drawAt);
    const drawn = await roundNow(stack.server, players[0]!.token, round.id);
    const place = drawn.prizes.findIndex((prize) => prize.kind === 'NFT') + 1;
    const walletId = drawn.winners.find((winner) => winner.place === place)!.walletId;
    return players.find((p) => p.wallet.walletId === walletId)!;
  }

  it('two winners collect their prize NFTs: the authority loses 0 lamports, each winner pays the cost shown', async () => {
    const before = await lamports(authority());
    for (let round = 0; round < 2; round++) {
      const { wallet, token } = await prizeWinner();
      const prize = await prizeToCollect(stack.server, token);
      expect(prize).toMatchObject({ inWallet: false, toCollect: true });
      // Not minted on its own: the mint stays absent while the game's minting rounds run.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await stack.connection.getAccountInfo(new PublicKey(prize.mint!), 'confirmed')).toBeNull();

      const offer = await collectOffer(stack.server, token, prize.id);
      const paidBefore = await lamports(wallet.keypair.publicKey);
      // The second winner's app adds a memo saying what it is, as the app's wallet helper does.
      const signed = signOffer(offer, wallet.keypair, round === 1 ? 'Collect Chicken' : undefined);
      const answer = await sendCollect(stack.server, token, prize.id, signed);
      expect(answer.status).toBe(200);
      expect((answer.body as { nft: Nft }).nft).toMatchObject({ id: prize.id, inWallet: true });
      const paid = paidBefore - (await lamports(wallet.keypair.publicKey));
      expect(BigInt(paid)).toBe(toBaseUnits(offer.costSol, 9));
      console.log(`prize NFT collected: the winner paid ${offer.costSol} SOL (${paid} lamports), the game 0`);

      // A repeat is answered once: the same NFT, nothing paid again.
      expect(await sendCollect(stack.server, token, prize.id, signed)).toEqual(answer);
      const listed = (await getJson(`${stack.server.apiUrl}/nft/p2e`, { authorization: token }))
        .body as Nft[];
      expect(listed.find((nft) => nft.id === prize.id)).toMatchObject({ inWallet: true });
      expect(listed.find((nft) => nft.id === prize.id)?.toCollect).toBeUndefined();
    }
    expect((await lamports(authority())) - before).toBe(0);
  });

  it('a collect transaction altered so the authority pays is refused before it is sent', async () => {
    const { wallet, token } = await prizeWinner();
    const prize = await prizeToCollect(stack.server, token);
    const offer = await collectOffer(stack.server, token, prize.id);
    const before = await lamports(authority());
    const offered = Transaction.from(Buffer.from(offer.transaction, 'base64'));

    // The authority as fee payer.
    const feePaid = new Transaction({ feePayer: authority(), ...blockhashOf(offered) }).add(
      ...offered.instructions,
    );
    feePaid.partialSign(wallet.keypair);
    expect(
      await sendCollect(
        stack.server,
        token,
        prize.id,
        feePaid.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64'),
      ),
    ).toEqual({
      status: 400,
      body: { error: 'the transaction must be paid by the wallet you signed in with' },
    });

    // The authority as `from` of the mint account's rent, its signature from the offer kept.
    const [create, ...rest] = offered.instructions;
    const created = SystemInstruction.decodeCreateWithSeed(create!);
    const fromAuthority = SystemProgram.createAccountWithSeed({ ...created, fromPubkey: authority() });
    const altered = new Transaction({ feePayer: wallet.keypair.publicKey, ...blockhashOf(offered) }).add(
      fromAuthority,
      ...rest,
    );
    altered.partialSign(wallet.keypair);
    altered.addSignature(
      authority(),
      offered.signatures.find((s) => s.publicKey.equals(authority()))!.signature!,
    );
    expect(
      await sendCollect(
        stack.server,
        token,
        prize.id,
        altered.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64'),
      ),
    ).toEqual({
      status: 400,
      body: {
        error: 'the game pays nothing in a collect transaction: your wallet pays its fee and rent',
      },
    });

    expect(await lamports(authority())).toBe(before);
    expect(await stack.connection.getAccountInfo(new PublicKey(prize.mint!), 'confirmed')).toBeNull();
  });
});

function blockhashOf(transaction: Transaction) {
  return { blockhash: transaction.recentBlockhash!, lastValidBlockHeight: 0 };
}
