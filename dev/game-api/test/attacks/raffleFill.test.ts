import crypto from 'node:crypto';
import { GameApiError } from '@companion/shared-state/api';
import { openRound, roundNow } from '../support/raffleRounds';
import { startTestServer, type TestServer } from '../support/testServer';

jest.setTimeout(60_000);

const key = () => crypto.randomUUID();

/**
 * Attack: sign up accounts that never deposit and fill a raffle with their free tickets (the starting ones and
 * those bought with starting GOLDY), so honest players find no room. Entries paid with bonus tickets may take
 * only the round's bonus share (docs/game-api.md, "Free value stays free").
 */
describe('attack: filling the raffles with free accounts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  /** Sends the request and answers 'ok' or the refusal's message. */
  const attempt = (call: Promise<unknown>) =>
    call.then(
      () => 'ok',
      (error: unknown) => (error instanceof GameApiError ? error.message : String(error)),
    );

  it('daily: 34 free accounts hold at most 100 of the 500 entries; a depositing player still enters', async () => {
    const free = await Promise.all(Array.from({ length: 34 }, () => server.signedInWallet()));
    const round = await openRound(server, free[0]!.token, 'TICKET');
    let refused = 0;
    for (const { token } of free) {
      const api = server.client(token);
      // 1000 starting GOLDY buy 10 TICKET: with the 5 starting ones, 15 entries each (5 at a time), 510 in all.
      await api.buyTickets({ ticketType: 'TICKET', quantity: 10, idempotencyKey: key() });
      for (let batch = 0; batch < 3; batch++) {
        const answer = await attempt(
          api.enterRaffle({ raffleId: round.id, entries: 5, idempotencyKey: key() }),
        );
        if (answer !== 'ok') refused++;
      }
    }
    const held = (await roundNow(server, free[0]!.token, round.id)).entries;

    // An honest player deposits 5000 GOLDY (credited as a deposit is) and buys 50 TICKET: the first GOLDY spent
    // is the starting 1000, so 10 of them are bonus and 40 are paid for with the deposit.
    const honest = await server.signedInWallet();
    expect((await server.devFunds(honest.wallet.walletId, 'GOLDY', '5000')).status).toBe(200);
    const api = server.client(honest.token);
    await api.buyTickets({ ticketType: 'TICKET', quantity: 50, idempotencyKey: key() });
    const tooMany = await attempt(
      api.enterRaffle({ raffleId: round.id, entries: 41, idempotencyKey: key() }),
    );
    const honestAnswer = await attempt(
      api.enterRaffle({ raffleId: round.id, entries: 40, idempotencyKey: key() }),
    );
    console.log(
      `daily raffle: 34 free accounts hold ${held} of 500 entries (${refused} requests refused); the depositing player: ${honestAnswer}`,
    );
    expect(held).toBe(100);
    expect(honestAnswer).toBe('ok');
    expect(tooMany).toBe(
      'the 100 entries of this raffle open to bonus tickets are taken: only TICKET bought with ' +
        'withdrawable funds can enter now, and you have 40',
    );
    expect((await roundNow(server, honest.token, round.id)).entries).toBe(140);
  });

  it('weekly: 100 free accounts hold at most 20 of the 100 entries; a depositing player still enters', async () => {
    const free = await Promise.all(Array.from({ length: 100 }, () => server.signedInWallet()));
    const round = await openRound(server, free[0]!.token, 'GOLDEN_TICKET');
    const answers = await Promise.all(
      free.map(({ token }) =>
        attempt(server.client(token).enterRaffle({ raffleId: round.id, entries: 1, idempotencyKey: key() })),
      ),
    );
    const held = (await roundNow(server, free[0]!.token, round.id)).entries;

    // Deposits of 10000 GOLDY and 1000 DFL buy 5 GOLDEN_TICKET. The starting 500 DFL pay half of their DFL, so
    // (rounded in the game's favour) 3 of the 5 are bonus, and 2 are paid.
    const honest = await server.signedInWallet();
    expect((await server.devFunds(honest.wallet.walletId, 'GOLDY', '10000')).status).toBe(200);
    expect((await server.devFunds(honest.wallet.walletId, 'DFL', '1000')).status).toBe(200);
    const api = server.client(honest.token);
    await api.buyTickets({ ticketType: 'GOLDEN_TICKET', quantity: 5, idempotencyKey: key() });
    const honestAnswer = await attempt(
      api.enterRaffle({ raffleId: round.id, entries: 2, idempotencyKey: key() }),
    );
    console.log(
      `weekly raffle: 100 free accounts hold ${held} of 100 entries (${answers.filter((a) => a !== 'ok').length} refused); the depositing player: ${honestAnswer}`,
    );
    expect(held).toBe(20);
    expect(honestAnswer).toBe('ok');
    expect(new Set(answers.filter((answer) => answer !== 'ok'))).toEqual(
      new Set([
        'the 20 entries of this raffle open to bonus tickets are taken: only GOLDEN_TICKET bought with ' +
          'withdrawable funds can enter now, and you have none',
      ]),
    );
  });
});
