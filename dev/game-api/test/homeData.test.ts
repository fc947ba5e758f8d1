import {
  gameEventListSchema,
  raffleEventListSchema,
  xpResponseSchema,
  type RaffleEvent,
} from '@companion/shared-state/schemas';
import { getJson, startTestServer, type TestServer } from './support/testServer';

const DAY = 24 * 60 * 60 * 1000;

describe('xp, raffles and events', () => {
  let server: TestServer;
  let clock = Date.now();
  beforeAll(async () => {
    // Sessions outlive the clock jumps below.
    server = await startTestServer({ now: () => clock, sessionTtlSeconds: 100 * 24 * 60 * 60 });
  });
  afterAll(() => server.stop());

  const xpUrl = (query: string) => `${server.apiUrl}/p2e/xp/p2e${query}`;

  it('refuses every call without a valid session', async () => {
    for (const path of [
      '/p2e/xp/p2e?gameId=Total&walletId=x',
      '/raffles/events',
      '/workflows/events',
      '/p2e/transfers',
    ]) {
      expect(await getJson(`${server.apiUrl}${path}`)).toEqual({
        status: 401,
        body: { error: 'authorization header is missing: sign in first' },
      });
      expect((await getJson(`${server.apiUrl}${path}`, { authorization: 'f'.repeat(64) })).status).toBe(401);
    }
  });

  it("answers the player's XP, seeded from its NFTs, the same every time", async () => {
    const { wallet, token } = await server.signedInWallet();
    const xp = await server.client(token).getXp(wallet.walletId);
    // The starter NFTs (f2p only without the starter flag): 100 XP per level, weighted by rarity (common 1 …
    // legendary 5) = 700 XP.
    expect(xp).toEqual({
      walletId: wallet.walletId,
      gameId: 'Total',
      xp: 700,
      level: 4,
      nextLevelXp: 1000,
    });
    expect(await server.client(token).getXp(wallet.walletId)).toEqual(xp);
    expect(xpResponseSchema.parse(xp)).toEqual(xp);
  });

  it('answers 403 for the XP of another wallet and 400 naming the field', async () => {
    const { wallet, token } = await server.signedInWallet();
    const other = await server.signedInWallet();
    const auth = { authorization: token };
    expect(await getJson(xpUrl(`?gameId=Total&walletId=${other.wallet.walletId}`), auth)).toEqual({
      status: 403,
      body: { error: 'walletId must be the signed-in wallet: XP of other wallets is not shown' },
    });
    expect(await getJson(xpUrl(`?walletId=${wallet.walletId}`), auth)).toEqual({
      status: 400,
      body: { error: 'gameId is required, e.g. gameId=Total' },
    });
    expect(await getJson(xpUrl(`?gameId=Fishing&walletId=${wallet.walletId}`), auth)).toEqual({
      status: 400,
      body: { error: 'gameId must be one of Total' },
    });
    expect(await getJson(xpUrl('?gameId=Total&walletId=nope'), auth)).toEqual({
      status: 400,
      body: { error: 'walletId must be a base58 public key (32 bytes)' },
    });
  });

  it('always has an open raffle ending within a day and an upcoming one, whatever the time', async () => {
    const { token } = await server.signedInWallet();
    for (const offset of [0, 0.4 * DAY, 3.7 * DAY, 40 * DAY]) {
      clock = Date.now() + offset;
      const raffles = raffleEventListSchema.parse(await server.client(token).getRaffleEvents());
      for (const raffle of raffles) expect(raffle.status).toBe(statusAt(raffle, clock));
      const open = raffles.filter((raffle) => raffle.status === 'open');
      expect(open.some((raffle) => Date.parse(raffle.endsAt) - clock <= DAY)).toBe(true);
      expect(raffles.some((raffle) => raffle.status === 'upcoming')).toBe(true);
      // Rounds that ended took no entries here, so they were cancelled. A day or more on, some round has
      // surely ended; within 0.4 day it depends on the time of day, so that offset does not ask.
      if (offset >= DAY) expect(raffles.some((raffle) => raffle.status === 'cancelled')).toBe(true);
      expect(new Set(raffles.map((raffle) => raffle.ticketType))).toEqual(
        new Set(['TICKET', 'GOLDEN_TICKET']),
      );
    }
    clock = Date.now();
  });

  it('answers the events running now', async () => {
    const { token } = await server.signedInWallet();
    clock = Date.parse('2025-06-04T12:00:00.000Z');
    const events = gameEventListSchema.parse(await server.client(token).getGameEvents());
    expect(events.map((event) => [event.id, event.startsAt, event.endsAt])).toEqual([
      ['daily-quests-2025-06-04', '2025-06-04T00:00:00.000Z', '2025-06-05T00:00:00.000Z'],
      ['weekly-tournament-2025-06-02', '2025-06-02T00:00:00.000Z', '2025-06-09T00:00:00.000Z'],
      ['harvest-season-2025-06-01', '2025-06-01T00:00:00.000Z', '2025-07-01T00:00:00.000Z'],
    ]);
    clock = Date.now();
  });
});

function statusAt(raffle: RaffleEvent, now: number): RaffleEvent['status'] {
  if (now < Date.parse(raffle.startsAt)) return 'upcoming';
  return now < Date.parse(raffle.endsAt) ? 'open' : 'cancelled';
}
