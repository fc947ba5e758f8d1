import crypto from 'node:crypto';
import {
  commitmentOf,
  drawWinners,
  entriesHashOf,
  raffleUpdatedMessageSchema,
  verifyDraw,
  type FundsList,
  type RaffleEvent,
} from '@companion/shared-state/schemas';
import { GameApiError } from '@companion/shared-state/api';
import { nextMessage, openSocket } from './support/sockets';
import { openBooks } from './support/raffleRounds';
import { toBaseUnits } from '../src/funds/units';
import { postJson, startTestServer, type TestServer } from './support/testServer';

const key = () => crypto.randomUUID();
const amountOf = (funds: FundsList, mint: string) => funds.find((item) => item.mint === mint)?.amount;

describe('the raffle draw function', () => {
  const entries = Array.from({ length: 40 }, (_, i) => `wallet-${i % 7}`);
  const seed = 'ab'.repeat(32);

  it('is deterministic for a seed and changes with it', () => {
    expect(drawWinners(seed, entries, 4)).toEqual(drawWinners(seed, [...entries], 4));
    const other = drawWinners('cd'.repeat(32), entries, 4);
    expect(other.map((w) => w.entry)).not.toEqual(drawWinners(seed, entries, 4).map((w) => w.entry));
  });

  it('removes each winning entry before the next prize, and gives extra prizes to no one', () => {
    const winners = drawWinners(seed, entries, 10);
    expect(winners.map((w) => w.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(winners.map((w) => w.entry)).size).toBe(10);
    for (const winner of winners) expect(winner.walletId).toBe(entries[winner.entry]);
    expect(drawWinners(seed, ['a', 'b'], 3)).toHaveLength(2);
  });

  it('catches a revealed seed that does not match its commitment, a changed entry list and changed winners', () => {
    const published = {
      commitment: commitmentOf(seed),
      entriesHash: entriesHashOf(entries),
      seed,
      entries,
      prizeCount: 3,
      winners: drawWinners(seed, entries, 3),
    };
    expect(verifyDraw(published).ok).toBe(true);
    const otherSeed = 'cd'.repeat(32);
    const swapped = verifyDraw({
      ...published,
      seed: otherSeed,
      winners: drawWinners(otherSeed, entries, 3),
    });
    expect(swapped).toMatchObject({ commitmentMatches: false, winnersMatch: true, ok: false });
    expect(verifyDraw({ ...published, entries: [...entries].reverse() })).toMatchObject({
      entriesMatch: false,
      ok: false,
    });
    const forged = published.winners.map((w, i) => (i === 0 ? { ...w, walletId: 'someone-else' } : w));
    expect(verifyDraw({ ...published, winners: forged })).toMatchObject({ winnersMatch: false, ok: false });
  });
});

describe('raffles on the game API', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(() => server.stop());

  const dailyOpen = async (token: string): Promise<RaffleEvent> => {
    const raffles = await server.client(token).getRaffleEvents();
    const open = raffles.find((raffle) => raffle.ticketType === 'TICKET' && raffle.status === 'open');
    if (!open) throw new Error('no open daily raffle');
    return open;
  };
  /** Moves the game clock to just after `iso`. */
  const advanceTo = async (token: string, iso: string) => {
    const { now } = await server.client(token).getClock();
    const advanceSeconds = Math.ceil((Date.parse(iso) - Date.parse(now)) / 1000) + 1;
    expect((await postJson(`${server.url}/dev/clock`, { advanceSeconds })).status).toBe(200);
  };
  const errorOf = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GameApiError);
    return error as GameApiError;
  };

  it('stores rounds ahead with a commitment, and buys tickets once per idempotency key', async () => {
    const { token } = await server.signedInWallet();
    const api = server.client(token);
    const raffles = await api.getRaffleEvents();
    expect(raffles.map((r) => [r.ticketType, r.status])).toEqual(
      expect.arrayContaining([
        ['TICKET', 'open'],
        ['TICKET', 'upcoming'],
        ['GOLDEN_TICKET', 'open'],
        ['GOLDEN_TICKET', 'upcoming'],
      ]),
    );
    for (const raffle of raffles) {
      expect(raffle.seed).toBeNull();
      expect(raffle.commitment).toMatch(/^[0-9a-f]{64}$/);
      expect(raffle.walletCap).toBe(raffle.maxEntries / 5);
    }
    expect((await api.getTicketOffers()).offers).toEqual([
      { ticketType: 'TICKET', price: [{ token: 'GOLDY', amount: '100' }] },
      {
        ticketType: 'GOLDEN_TICKET',
        price: [
          { token: 'GOLDY', amount: '2000' },
          { token: 'DFL', amount: '200' },
        ],
      },
    ]);

    const idempotencyKey = key();
    const first = await api.buyTickets({ ticketType: 'TICKET', quantity: 3, idempotencyKey });
    const again = await api.buyTickets({ ticketType: 'TICKET', quantity: 3, idempotencyKey });
    expect(again).toEqual(first);
    const funds = await api.getFunds();
    // Starting funds: 1000 GOLDY and 5 TICKET.
    expect(amountOf(funds, 'DefaultTicket')).toBe('8');
    expect(amountOf(funds, (await api.getFunds())[0]!.mint)).toBe('700');
    expect(
      (await errorOf(api.buyTickets({ ticketType: 'TICKET', quantity: 4, idempotencyKey }))).status,
    ).toBe(409);
    const short = await errorOf(
      api.buyTickets({ ticketType: 'GOLDEN_TICKET', quantity: 1, idempotencyKey: key() }),
    );
    expect(short.message).toBe('not enough GOLDY: 1 GOLDEN_TICKET cost 2000 GOLDY, you have 700');
    expect(await api.getFunds()).toEqual(funds);
    const bad = await postJson(
      `${server.apiUrl}/workflows/tickets`,
      { ticketType: 'TICKET', quantity: 0, idempotencyKey: key() },
      { authorization: token },
    );
    expect(bad).toEqual({ status: 400, body: { error: 'quantity must be a whole number from 1 to 100' } });
  });

  it('refuses entries outside the window, without tickets and past the cap', async () => {
    const { token } = await server.signedInWallet();
    const api = server.client(token);
    const raffles = await api.getRaffleEvents();
    const upcoming = raffles.find((r) => r.ticketType === 'TICKET' && r.status === 'upcoming')!;
    const open = await dailyOpen(token);
    expect(
      (await errorOf(api.enterRaffle({ raffleId: upcoming.id, entries: 1, idempotencyKey: key() }))).message,
    ).toBe('this raffle is not open for entries yet');
    expect(
      (await errorOf(api.enterRaffle({ raffleId: open.id, entries: 6, idempotencyKey: key() }))).message,
    ).toBe('not enough TICKET: 6 entries take 6, you have 5');
    expect(
      (await errorOf(api.enterRaffle({ raffleId: 'nope', entries: 1, idempotencyKey: key() }))).status,
    ).toBe(404);
    const entered = await api.enterRaffle({ raffleId: open.id, entries: 2, idempotencyKey: key() });
    expect(entered.entries).toBe(2);
    expect(entered.raffle.entries).toBe(2);
    expect(await api.getWalletRaffles()).toEqual([{ raffleId: open.id, entries: 2, wins: [] }]);
    await advanceTo(token, open.endsAt);
    expect(
      (await errorOf(api.enterRaffle({ raffleId: open.id, entries: 1, idempotencyKey: key() }))).message,
    ).toBe('entries for this raffle have closed');
  });

  it('tells every open app of a new entry with raffleUpdated', async () => {
    const a = await server.signedInWallet();
    const b = await server.signedInWallet();
    const open = await dailyOpen(a.token);
    const socket = await openSocket(`${server.wsUrl}?Authorization=${b.token}`);
    try {
      const message = nextMessage(socket);
      await server.client(a.token).enterRaffle({ raffleId: open.id, entries: 1, idempotencyKey: key() });
      expect(raffleUpdatedMessageSchema.parse(await message).data).toMatchObject({ id: open.id, entries: 1 });
    } finally {
      socket.terminate();
    }
  });

  it('keeps the cap and the ticket counts exact with 200 entries sent at once', async () => {
    const a = await server.signedInWallet();
    const b = await server.signedInWallet();
    await server.devFunds(a.wallet.walletId, 'TICKET', '145'); // 150 in all
    await server.devFunds(b.wallet.walletId, 'TICKET', '75'); // 80 in all
    const open = await dailyOpen(a.token);
    expect(open.walletCap).toBe(100);
    const enter = (token: string) =>
      server
        .client(token)
        .enterRaffle({ raffleId: open.id, entries: 1, idempotencyKey: key() })
        .then(
          () => 'ok',
          (error: GameApiError) => error.message,
        );
    const results = await Promise.all([
      ...Array.from({ length: 120 }, () => enter(a.token)),
      ...Array.from({ length: 80 }, () => enter(b.token)),
    ]);
    expect(results.filter((r) => r === 'ok')).toHaveLength(180);
    expect(new Set(results.filter((r) => r !== 'ok'))).toEqual(
      new Set(['one wallet may hold at most 100 entries in this raffle; you have 100']),
    );
    const raffle = (await server.client(a.token).getRaffleEvents()).find((r) => r.id === open.id)!;
    expect(raffle.entries).toBe(180);
    const entries = (await server.client(a.token).getRaffleEntries(open.id)).entries;
    expect(entries.filter((id) => id === a.wallet.walletId)).toHaveLength(100);
    expect(entries.filter((id) => id === b.wallet.walletId)).toHaveLength(80);
    expect(amountOf(await server.client(a.token).getFunds(), 'DefaultTicket')).toBe('50');
    expect(amountOf(await server.client(b.token).getFunds(), 'DefaultTicket')).toBe('0');
  });

  it('cancels a raffle below its minimum and refunds every ticket', async () => {
    const a = await server.signedInWallet();
    const b = await server.signedInWallet();
    const open = await dailyOpen(a.token);
    await server.client(a.token).enterRaffle({ raffleId: open.id, entries: 1, idempotencyKey: key() });
    await server.client(b.token).enterRaffle({ raffleId: open.id, entries: 1, idempotencyKey: key() });
    expect(amountOf(await server.client(a.token).getFunds(), 'DefaultTicket')).toBe('4');
    await advanceTo(a.token, open.drawAt);
    const cancelled = (await server.client(a.token).getRaffleEvents()).find((r) => r.id === open.id)!;
    expect(cancelled).toMatchObject({ status: 'cancelled', seed: null, winners: [] });
    await advanceTo(a.token, new Date(Date.parse(open.drawAt) + 3600_000).toISOString());
    for (const { token } of [a, b]) {
      expect(amountOf(await server.client(token).getFunds(), 'DefaultTicket')).toBe('5');
    }
  });

  it('gives bonus entries back as bonus tickets and pays a prize won with a bonus entry as bonus', async () => {
    const books = openBooks(server.dataDir);
    try {
      const a = await server.signedInWallet();
      const b = await server.signedInWallet();
      // 5 starting (bonus) tickets and 2 credited as a deposit is: 7 entries, 5 of them bonus entries.
      await server.devFunds(a.wallet.walletId, 'TICKET', '2');
      const open = await dailyOpen(a.token);
      await server.client(a.token).enterRaffle({ raffleId: open.id, entries: 7, idempotencyKey: key() });
      expect(books.withdrawable(a.wallet.walletId).TICKET).toBe(0n);
      await advanceTo(a.token, open.drawAt);
      // 7 entries reach the minimum of 3: the round is drawn, and a holds every entry.
      const drawn = (await server.client(a.token).getRaffleEvents()).find((r) => r.id === open.id)!;
      expect(drawn.status).toBe('drawn');
      // Entries 0-4 were bonus, 5-6 paid: each prize is withdrawable exactly when its entry was paid.
      const expected = { GOLDY: 0n, DFL: 0n };
      for (const winner of drawn.winners) {
        const prize = drawn.prizes[winner.place - 1]!;
        if (winner.entry >= 5 && prize.kind !== 'NFT') expected[prize.kind] += toBaseUnits(prize.amount, 9)!;
      }
      const withdrawable = books.withdrawable(a.wallet.walletId);
      expect({ GOLDY: withdrawable.GOLDY, DFL: withdrawable.DFL }).toEqual(expected);

      // A cancelled round: b enters 2 bonus entries and gets 2 bonus tickets back.
      const next = await dailyOpen(b.token);
      await server.client(b.token).enterRaffle({ raffleId: next.id, entries: 2, idempotencyKey: key() });
      await advanceTo(b.token, next.drawAt);
      expect((await server.client(b.token).getRaffleEvents()).find((r) => r.id === next.id)?.status).toBe(
        'cancelled',
      );
      expect(amountOf(await server.client(b.token).getFunds(), 'DefaultTicket')).toBe('5');
      expect(books.withdrawable(b.wallet.walletId).TICKET).toBe(0n);
    } finally {
      books.close();
    }
  });

  it('draws at drawAt from the committed seed, pays each prize once and lets anyone verify it', async () => {
    const players = await Promise.all([1, 2, 3].map(() => server.signedInWallet()));
    const open = await dailyOpen(players[0]!.token);
    for (const [i, { token }] of players.entries()) {
      await server.client(token).enterRaffle({ raffleId: open.id, entries: i + 1, idempotencyKey: key() });
    }
    const before = await Promise.all(players.map(({ token }) => server.client(token).getFunds()));
    await advanceTo(players[0]!.token, open.endsAt);
    const closed = (await server.client(players[0]!.token).getRaffleEvents()).find((r) => r.id === open.id)!;
    expect(closed.status).toBe('drawing');
    expect(closed.seed).toBeNull();
    const { entries } = await server.client(players[0]!.token).getRaffleEntries(open.id);
    expect(closed.entriesHash).toBe(entriesHashOf(entries));

    await advanceTo(players[0]!.token, open.drawAt);
    const drawn = (await server.client(players[0]!.token).getRaffleEvents()).find((r) => r.id === open.id)!;
    expect(drawn.status).toBe('drawn');
    expect(drawn.winners.map((w) => w.place)).toEqual([1, 2, 3]);
    const check = verifyDraw({
      commitment: open.commitment,
      entriesHash: drawn.entriesHash!,
      seed: drawn.seed!,
      entries,
      prizeCount: drawn.prizes.length,
      winners: drawn.winners,
    });
    expect(check.ok).toBe(true);

    // Paid once: more ticks and clock moves change nothing.
    await advanceTo(players[0]!.token, new Date(Date.parse(open.drawAt) + 60_000).toISOString());
    await server.client(players[0]!.token).getRaffleEvents();
    const goldyMint = before[0]![0]!.mint;
    const dflMint = before[0]![1]!.mint;
    for (const [i, { wallet, token }] of players.entries()) {
      const won = drawn.winners.filter((w) => w.walletId === wallet.walletId).map((w) => w.place);
      const goldy = won.reduce((sum, place) => sum + (place === 1 ? 500 : place === 2 ? 200 : 0), 0);
      const dfl = won.includes(3) ? 50 : 0;
      const after = await server.client(token).getFunds();
      expect(Number(amountOf(after, goldyMint))).toBe(Number(amountOf(before[i]!, goldyMint)) + goldy);
      expect(Number(amountOf(after, dflMint))).toBe(Number(amountOf(before[i]!, dflMint)) + dfl);
      const mine = await server.client(token).getWalletRaffles();
      expect(mine.find((r) => r.raffleId === open.id)).toEqual({
        raffleId: open.id,
        entries: i + 1,
        wins: won,
      });
    }
  });
});
