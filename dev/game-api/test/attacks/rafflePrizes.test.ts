import crypto from 'node:crypto';
import { IN_GAME_DECIMALS, type NftActionResult } from '@companion/shared-state/schemas';
import { fromBaseUnits, toBaseUnits } from '../../src/funds/units';
import { advanceClockTo, openBooks, openRound, roundNow } from '../support/raffleRounds';
import { collectPrize, prizeToCollect } from '../support/collectPrize';
import { postJson } from '../support/testServer';
import { startTestStack, type TestStack } from '../support/testStack';
import { newKey } from '../support/newKey';

// Withdrawals and the prize chicken's collection wait for the local chain to confirm.
jest.setTimeout(90_000);

const key = () => crypto.randomUUID();
const units = (amount: string) => toBaseUnits(amount, 9) ?? 0n;
const tokens = (value: bigint) => fromBaseUnits(value, IN_GAME_DECIMALS.GOLDY);

/**
 * Attack: new accounts enter the raffles with their starting tickets (or tickets bought with starting GOLDY),
 * then withdraw the GOLDY and DFL prizes as real tokens, and play the prize chicken for GOLDY to withdraw.
 * Whatever is won with a bonus entry is bonus, and so is everything a prize NFT won that way earns
 * (docs/game-api.md, "Free value stays free").
 */
describe('attack: withdrawing raffle prizes won with free tickets', () => {
  let stack: TestStack;
  beforeAll(async () => {
    // A mini-game scored 100 pays 10 GOLDY with a level 1 legendary chicken at full HP.
    stack = await startTestStack({ miniGameScore: () => 100 });
  });
  afterAll(() => stack.stop());

  const withdraw = (token: string, body: { token: string; amount: string }) =>
    postJson(
      `${stack.server.apiUrl}/p2e/withdraw`,
      { ...body, idempotencyKey: newKey() },
      { authorization: token },
    );
  const vaults = async () => ({
    GOLDY: await stack.balanceOf(stack.vaultOf('GOLDY')),
    DFL: await stack.balanceOf(stack.vaultOf('DFL')),
  });

  /** New accounts, each entering `series` once with a ticket it got for free; the round drawn. */
  async function freeRound(count: number, ticketType: 'TICKET' | 'GOLDEN_TICKET') {
    const players = await Promise.all(Array.from({ length: count }, () => stack.fundedWallet()));
    const round = await openRound(stack.server, players[0]!.token, ticketType);
    for (const { token } of players) {
      await stack.server.client(token).enterRaffle({ raffleId: round.id, entries: 1, idempotencyKey: key() });
    }
    await advanceClockTo(stack.server, players[0]!.token, round.drawAt);
    const drawn = await roundNow(stack.server, players[0]!.token, round.id);
    expect(drawn.status).toBe('drawn');
    const tokenOf = new Map(players.map(({ wallet, token }) => [wallet.walletId, token]));
    const wins = drawn.winners.map((winner) => ({
      token: tokenOf.get(winner.walletId)!,
      walletId: winner.walletId,
      prize: drawn.prizes[winner.place - 1]!,
    }));
    return { players, wins };
  }

  /** Tries to withdraw every token prize as won; answers the statuses and what left the vaults. */
  async function withdrawTokenPrizes(wins: Awaited<ReturnType<typeof freeRound>>['wins']) {
    const before = await vaults();
    const statuses: number[] = [];
    for (const { token, prize } of wins) {
      if (prize.kind === 'NFT') continue;
      statuses.push((await withdraw(token, { token: prize.kind, amount: prize.amount })).status);
    }
    const after = await vaults();
    return { statuses, GOLDY: before.GOLDY - after.GOLDY, DFL: before.DFL - after.DFL };
  }

  it('daily: 3 new accounts win 500 + 200 GOLDY and 50 DFL with their starting TICKETs and withdraw 0', async () => {
    const { players, wins } = await freeRound(3, 'TICKET');
    expect(wins.map((win) => win.prize.label)).toEqual(['500 GOLDY', '200 GOLDY', '50 DFL']);
    const moved = await withdrawTokenPrizes(wins);
    console.log(
      `daily raffle: 3 new accounts withdrew ${tokens(moved.GOLDY)} GOLDY + ${tokens(moved.DFL)} DFL of their prizes`,
    );
    expect(moved).toEqual({ statuses: [409, 409, 409], GOLDY: 0n, DFL: 0n });
    // The prizes are there to play with: credited, and all of it bonus.
    const books = openBooks(stack.server.dataDir);
    try {
      for (const { wallet } of players) {
        expect(books.withdrawable(wallet.walletId)).toEqual({
          GOLDY: 0n,
          DFL: 0n,
          TICKET: 0n,
          GOLDEN_TICKET: 0n,
        });
      }
    } finally {
      books.close();
    }
    const first = wins[0]!;
    expect((await stack.server.client(first.token).getFunds())[0]?.amount).toBe('1500');
  });

  it('weekly: 5 new accounts win 5000 GOLDY and 1500 DFL with their starting GOLDEN_TICKET and withdraw 0', async () => {
    const { players, wins } = await freeRound(5, 'GOLDEN_TICKET');
    expect(wins.map((win) => win.prize.kind)).toEqual(['NFT', 'GOLDY', 'DFL', 'DFL']);
    const moved = await withdrawTokenPrizes(wins);
    console.log(
      `weekly raffle: 5 new accounts withdrew ${tokens(moved.GOLDY)} GOLDY + ${tokens(moved.DFL)} DFL of their prizes`,
    );

    // The prize chicken, once its winner collected it into their wallet, is played and claimed for GOLDY.
    const winner = wins[0]!;
    const headers = { authorization: winner.token };
    const player = players.find((p) => p.wallet.walletId === winner.walletId)!.wallet.keypair;
    const prize = await prizeToCollect(stack.server, winner.token);
    const chicken = await collectPrize(stack.server, player, winner.token, prize.id);
    expect(chicken).toMatchObject({ type: 'chicken', inWallet: true });
    let earned = 0n;
    for (let i = 0; i < 20; i++) {
      const played = await postJson(
        `${stack.server.apiUrl}/workflows/play-animals-mini-game`,
        { nftId: chicken.id, idempotencyKey: key() },
        headers,
      );
      expect(played.status).toBe(200);
      earned += units((played.body as NftActionResult).earned!.goldy);
    }
    const claimed = await postJson(
      `${stack.server.apiUrl}/workflows/claim-animal`,
      { nftId: chicken.id, idempotencyKey: key() },
      headers,
    );
    expect(claimed.status).toBe(200);
    earned += units((claimed.body as NftActionResult).earned!.goldy);
    expect(earned).toBeGreaterThan(0n);

    const before = await vaults();
    const answer = await withdraw(winner.token, { token: 'GOLDY', amount: tokens(earned) });
    const paidOut = before.GOLDY - (await vaults()).GOLDY;
    console.log(
      `weekly raffle: the prize chicken earned ${tokens(earned)} GOLDY in 20 mini-games and a claim, ${tokens(paidOut)} withdrawn`,
    );
    expect(moved).toEqual({ statuses: [409, 409, 409], GOLDY: 0n, DFL: 0n });
    expect(answer).toEqual({
      status: 409,
      body: {
        error:
          'Insufficient in-game balance: you can withdraw 0 GOLDY. ' +
          'The rest is bonus (the starting GOLDY the game gave you and what bonus won or earned): ' +
          'it is for playing and cannot be withdrawn.',
      },
    });
    expect(paidOut).toBe(0n);
  });
});
