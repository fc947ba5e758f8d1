import { isSubmissionPending } from '../schemas';
import { gameApiOnFakeServer, json } from './fakeGameServer.testkit';

const WALLET = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const SIGNATURE = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
/** The player's transfer as the app hands it over, signed and not sent (the client passes it on as is). */
const SIGNED_TRANSACTION = Buffer.alloc(215, 3).toString('base64');
const PENDING = {
  status: 'pending',
  signature: SIGNATURE,
  message: 'Your deposit is on its way: it is credited as soon as the chain confirms it.',
};
const FUNDS = [{ mint: 'DflMint', amount: '499.999999999' }];
const TRANSFER = {
  id: 't-1',
  direction: 'withdraw',
  token: 'DFL',
  amount: '0.000000001',
  status: 'confirmed',
  signature: SIGNATURE,
  createdAt: '2025-06-01T12:00:00.000Z',
  error: null,
};

describe('createGameApi: xp, raffles, events and transfers', () => {
  const { server, api } = gameApiOnFakeServer();

  it('asks for the total XP of the wallet and parses the answer', async () => {
    const xp = { walletId: WALLET, gameId: 'Total', xp: 1450, level: 5, nextLevelXp: 1500 };
    server.routes.set(`GET /api/p2e/xp/p2e?gameId=Total&walletId=${WALLET}`, (r) => json(r, 200, xp));
    await expect(api().getXp(WALLET)).resolves.toEqual(xp);
    expect(server.seen[0]?.authorization).toBe('f00d');
  });

  it('reads raffles and game events', async () => {
    const raffle = {
      id: 'daily-20250601',
      name: 'Daily Raffle',
      ticketType: 'TICKET',
      ticketCost: 1,
      prize: '250 GOLDY',
      prizes: [{ place: 1, kind: 'GOLDY', amount: '250', label: '250 GOLDY' }],
      startsAt: '2025-06-01T00:00:00.000Z',
      endsAt: '2025-06-02T00:00:00.000Z',
      drawAt: '2025-06-02T00:01:00.000Z',
      status: 'open',
      entries: 4,
      minEntries: 3,
      maxEntries: 500,
      walletCap: 100,
      commitment: 'ab'.repeat(32),
      entriesHash: null,
      seed: null,
      winners: [],
    };
    const event = {
      id: 'e-1',
      title: 'Tournament',
      description: 'Play mini-games',
      startsAt: '2025-06-01T00:00:00.000Z',
      endsAt: '2025-06-08T00:00:00.000Z',
    };
    server.routes.set('GET /api/raffles/events', (r) => json(r, 200, [raffle]));
    server.routes.set('GET /api/workflows/events', (r) => json(r, 200, [event]));
    await expect(api().getRaffleEvents()).resolves.toEqual([raffle]);
    await expect(api().getGameEvents()).resolves.toEqual([event]);
  });

  it('rejects a raffle with an unknown status as an unexpected answer', async () => {
    server.routes.set('GET /api/raffles/events', (r) => json(r, 200, [{ id: 'x', status: 'drawn' }]));
    await expect(api().getRaffleEvents()).rejects.toMatchObject({
      message: 'The game server answered with an unexpected response (GET /raffles/events)',
    });
  });

  it('posts deposits and withdrawals with their payloads and keeps amounts exact', async () => {
    const result = { transfer: TRANSFER, funds: FUNDS };
    server.routes.set('POST /api/p2e/deposit', (r) =>
      json(r, 200, { ...result, transfer: { ...TRANSFER, direction: 'deposit' } }),
    );
    server.routes.set('POST /api/p2e/withdraw', (r) => json(r, 200, result));
    server.routes.set('GET /api/p2e/transfers', (r) => json(r, 200, [TRANSFER]));

    const deposit = await api().deposit({ transaction: SIGNED_TRANSACTION });
    expect(deposit).toEqual({ ...result, transfer: { ...TRANSFER, direction: 'deposit' } });
    expect(isSubmissionPending(deposit)).toBe(false);
    await expect(
      api().withdraw({ token: 'DFL', amount: '0.000000001', idempotencyKey: 'key-12345678' }),
    ).resolves.toEqual(result);
    await expect(api().getTransfers()).resolves.toEqual([TRANSFER]);
    expect(server.seen.map((s) => [s.method, s.url, s.body])).toEqual([
      ['POST', '/api/p2e/deposit', JSON.stringify({ transaction: SIGNED_TRANSACTION })],
      [
        'POST',
        '/api/p2e/withdraw',
        JSON.stringify({ token: 'DFL', amount: '0.000000001', idempotencyKey: 'key-12345678' }),
      ],
      ['GET', '/api/p2e/transfers', ''],
    ]);
  });

  it('answers a deposit the chain has not confirmed yet (202) with the pending answer', async () => {
    server.routes.set('POST /api/p2e/deposit', (r) => json(r, 202, PENDING));
    const answer = await api().deposit({ transaction: SIGNED_TRANSACTION });
    expect(answer).toEqual(PENDING);
    expect(isSubmissionPending(answer)).toBe(true);
    expect(server.seen).toHaveLength(1);
  });

  it('rejects a 202 that is not the pending answer as unexpected', async () => {
    server.routes.set('POST /api/p2e/deposit', (r) => json(r, 202, { status: 'pending', message: 'later' }));
    await expect(api().deposit({ transaction: SIGNED_TRANSACTION })).rejects.toMatchObject({
      status: 202,
      message: 'The game server answered with an unexpected response (POST /p2e/deposit)',
    });
  });

  it("passes on the server's message for a refused deposit and an overdraft", async () => {
    server.routes.set('POST /api/p2e/deposit', (r) =>
      json(r, 400, {
        error:
          'This transaction did not go through: it expired before it landed, so it moved nothing. Nothing was booked.',
      }),
    );
    server.routes.set('POST /api/p2e/withdraw', (r) =>
      json(r, 409, { error: 'Insufficient in-game balance' }),
    );
    await expect(api().deposit({ transaction: SIGNED_TRANSACTION })).rejects.toMatchObject({
      status: 400,
      message:
        'This transaction did not go through: it expired before it landed, so it moved nothing. Nothing was booked.',
    });
    await expect(
      api().withdraw({ token: 'GOLDY', amount: '1', idempotencyKey: 'key-12345678' }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'Insufficient in-game balance',
    });
  });

  it('turns a failed withdrawal (502) into a GameApiError with the status', async () => {
    server.routes.set('POST /api/p2e/withdraw', (r) => json(r, 502, { error: 'chain down' }));
    // The game server words 502/503 itself (what happened to the player's balance): passed on as is.
    await expect(
      api().withdraw({ token: 'GOLDY', amount: '1', idempotencyKey: 'key-12345678' }),
    ).rejects.toMatchObject({
      status: 502,
      message: 'chain down',
    });
  });
});
