import crypto from 'node:crypto';
import { activityPageSchema, type ActivityItem, type NftQuote } from '@companion/shared-state/schemas';
import { readReason } from '../src/activity/movementKinds';
import { inventoryPlayer } from './support/inventoryPlayer';
import { advanceClockTo, openRound } from './support/raffleRounds';
import { getJson, startTestServer, type TestServer } from './support/testServer';

jest.setTimeout(60_000);

const key = () => crypto.randomUUID();
/** What an item says, without its id and time (both checked on their own). */
const said = ({ id: _id, at: _at, ...rest }: ActivityItem) => rest;
const confirmed = { status: 'confirmed', signature: null, payoutSignature: null, error: null } as const;
const STARTING_FUNDS = {
  kind: 'startingFunds',
  subject: null,
  detail: null,
  changes: [
    { token: 'GOLDY', amount: '1000' },
    { token: 'DFL', amount: '500' },
    { token: 'TICKET', amount: '5' },
    { token: 'GOLDEN_TICKET', amount: '1' },
  ],
  ...confirmed,
};

describe('activity: the reasons of in-game fund movements', () => {
  it.each([
    ['initial balance', { kind: 'startingFunds' }],
    ['upgrade 0b5c to level 4', { kind: 'upgrade', nftId: '0b5c', detail: 'To level 4' }],
    ['repair 0b5c', { kind: 'repair', nftId: '0b5c' }],
    ['mini-game with 0b5c', { kind: 'miniGame', nftId: '0b5c' }],
    ['claim of 0b5c', { kind: 'petClaim', nftId: '0b5c' }],
    ['adventure of 0b5c', { kind: 'adventure', nftId: '0b5c' }],
    [
      'repair 0b5c: price given back, the action was not done',
      { kind: 'priceReturned', nftId: '0b5c', detail: 'the action was not done' },
    ],
    ['bought 3 TICKET', { kind: 'ticketPurchase' }],
    ['bought 1 GOLDEN_TICKET', { kind: 'ticketPurchase' }],
    ['raffle entry daily-2026-03-01', { kind: 'raffleEntry', raffleId: 'daily-2026-03-01' }],
    [
      'raffle refund weekly-golden-2026-02-23',
      { kind: 'raffleRefund', raffleId: 'weekly-golden-2026-02-23' },
    ],
    ['dev route', { kind: 'other' }],
    ['something new', { kind: 'other' }],
  ])('reads %j', (reason, read) => {
    expect(readReason(reason)).toEqual(read);
  });
});

describe('GET {api}/activity', () => {
  let server: TestServer;
  // Real time, one millisecond on at every reading, so each action has a time of its own and the order is sure.
  let clock = Date.now();
  beforeAll(async () => {
    server = await startTestServer({
      now: () => (clock += 1),
      miniGameScore: () => 50,
      sessionTtlSeconds: 30 * 24 * 60 * 60,
    });
  });
  afterAll(() => server.stop());

  const feed = async (token: string, query = '') => {
    const { status, body } = await getJson(`${server.apiUrl}/activity${query}`, { authorization: token });
    expect(status).toBe(200);
    return activityPageSchema.parse(body);
  };

  it("starts with the player's starting funds", async () => {
    const { token } = await server.signedInWallet();
    const page = await feed(token);
    expect(page.next).toBeNull();
    expect(page.items.map(said)).toEqual([STARTING_FUNDS]);
    expect(page.items[0]?.id).toMatch(/^movement:\d{12}$/);
    expect(Date.parse(page.items[0]?.at ?? '')).toBeLessThanOrEqual(clock);
  });

  it('lists NFT actions with the NFT, what they cost or paid, newest first', async () => {
    const p = await inventoryPlayer(server);
    const f2p = await p.nfts();
    const byType = (type: string) => f2p.find((nft) => nft.type === type)!;
    const [dog, rod, chicken] = [byType('dog'), byType('fishingRod'), byType('chicken')];
    const quote = async (id: string) => p.get<NftQuote>(`/nft/quote?nftId=${id}`);

    const upgrade = (await quote(dog.id)).upgrade!;
    expect(
      (await p.post('/workflows/upgrade-nft', { nftId: dog.id, idempotencyKey: key(), ...upgrade })).status,
    ).toBe(200);
    const repair = (await quote(rod.id)).repair;
    expect(
      (await p.post('/workflows/repair-nft', { nftId: rod.id, idempotencyKey: key(), goldy: repair.goldy }))
        .status,
    ).toBe(200);
    const played = await p.post('/workflows/play-animals-mini-game', {
      nftId: chicken.id,
      idempotencyKey: key(),
    });
    const claimed = await p.post('/workflows/claim-animal', { nftId: chicken.id, idempotencyKey: key() });
    const earned = (answer: typeof played) => (answer.body as { earned: { goldy: string } }).earned.goldy;

    const { items } = await feed(p.token);
    expect(items.map(said)).toEqual([
      {
        kind: 'petClaim',
        subject: chicken.name,
        detail: null,
        changes: [{ token: 'GOLDY', amount: earned(claimed) }],
        ...confirmed,
      },
      {
        kind: 'miniGame',
        subject: chicken.name,
        detail: null,
        changes: [{ token: 'GOLDY', amount: earned(played) }],
        ...confirmed,
      },
      {
        kind: 'repair',
        subject: rod.name,
        detail: null,
        changes: [{ token: 'GOLDY', amount: `-${repair.goldy}` }],
        ...confirmed,
      },
      {
        kind: 'upgrade',
        subject: dog.name,
        detail: 'To level 2',
        // Level 2 is not a multiple of 5: GOLDY only.
        changes: [{ token: 'GOLDY', amount: `-${upgrade.goldy}` }],
        ...confirmed,
      },
      STARTING_FUNDS,
    ]);
  });

  it('lists an adventure when it pays, not when it starts (its start moves nothing)', async () => {
    const p = await inventoryPlayer(server);
    const cat = (await p.nfts()).find((nft) => nft.type === 'cat')!;
    const sent = await p.post('/workflows/claim-animal', {
      nftId: cat.id,
      idempotencyKey: key(),
      adventureHours: 1,
    });
    expect(sent.status).toBe(200);
    expect((await feed(p.token)).items.map(said)).toEqual([STARTING_FUNDS]);

    const { nft } = sent.body as { nft: { adventure: { endsAt: string; goldy: string } } };
    await advanceClockTo(server, p.token, nft.adventure.endsAt);
    await p.nfts();
    expect((await feed(p.token)).items.map(said)[0]).toEqual({
      kind: 'adventure',
      subject: cat.name,
      detail: null,
      changes: [{ token: 'GOLDY', amount: nft.adventure.goldy }],
      ...confirmed,
    });
  });

  it('lists a ticket purchase, a raffle entry and the prizes won, newest first', async () => {
    const { token } = await server.signedInWallet();
    const api = server.client(token);
    await api.buyTickets({ ticketType: 'TICKET', quantity: 3, idempotencyKey: key() });
    const round = await openRound(server, token, 'TICKET');
    await api.enterRaffle({ raffleId: round.id, entries: 3, idempotencyKey: key() });
    // The only entries: this player wins every prize when the round is drawn.
    await advanceClockTo(server, token, round.drawAt);
    await api.getRaffleEvents();

    const { items } = await feed(token);
    const win = (place: string, label: string, changes: ActivityItem['changes']) => ({
      kind: 'raffleWin',
      subject: 'Daily GOLDY Raffle',
      detail: `${place} prize: ${label}`,
      changes,
      ...confirmed,
    });
    expect(items.map(said)).toEqual([
      win('3rd', '50 DFL', [{ token: 'DFL', amount: '50' }]),
      win('2nd', '200 GOLDY', [{ token: 'GOLDY', amount: '200' }]),
      win('1st', '500 GOLDY', [{ token: 'GOLDY', amount: '500' }]),
      {
        kind: 'raffleEntry',
        subject: 'Daily GOLDY Raffle',
        detail: null,
        changes: [{ token: 'TICKET', amount: '-3' }],
        ...confirmed,
      },
      {
        kind: 'ticketPurchase',
        subject: null,
        detail: null,
        changes: [
          { token: 'GOLDY', amount: '-300' },
          { token: 'TICKET', amount: '3' },
        ],
        ...confirmed,
      },
      STARTING_FUNDS,
    ]);
    expect(items.slice(0, 3).map((item) => item.id)).toEqual([
      `win:${round.id}:3`,
      `win:${round.id}:2`,
      `win:${round.id}:1`,
    ]);
  });

  it('lists the tickets given back when a raffle is cancelled', async () => {
    const { token } = await server.signedInWallet();
    const api = server.client(token);
    const round = await openRound(server, token, 'GOLDEN_TICKET');
    await api.enterRaffle({ raffleId: round.id, entries: 1, idempotencyKey: key() });
    // One entry of the five the weekly round needs: cancelled at its end, the ticket given back.
    await advanceClockTo(server, token, round.endsAt);
    await api.getRaffleEvents();

    const { items } = await feed(token);
    expect(items.slice(0, 2).map(said)).toEqual([
      {
        kind: 'raffleRefund',
        subject: 'Weekly Golden Raffle',
        detail: null,
        changes: [{ token: 'GOLDEN_TICKET', amount: '1' }],
        ...confirmed,
      },
      {
        kind: 'raffleEntry',
        subject: 'Weekly Golden Raffle',
        detail: null,
        changes: [{ token: 'GOLDEN_TICKET', amount: '-1' }],
        ...confirmed,
      },
    ]);
  });

  it('pages through the feed with `next` until it is null, each item once and in order', async () => {
    const { token } = await server.signedInWallet();
    const api = server.client(token);
    for (let i = 0; i < 4; i += 1) {
      await api.buyTickets({ ticketType: 'TICKET', quantity: 1, idempotencyKey: key() });
    }
    const whole = await feed(token);
    expect(whole.items).toHaveLength(5);
    expect(whole.next).toBeNull();

    const pages: ActivityItem[][] = [];
    let next: string | null = null;
    do {
      const page = await api.getActivity({ limit: 2, ...(next === null ? {} : { before: next }) });
      pages.push(page.items);
      next = page.next;
    } while (next !== null);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual(whole.items);
    const times = whole.items.map((item) => Date.parse(item.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('shows a player only their own activity', async () => {
    const first = await server.signedInWallet();
    const second = await server.signedInWallet();
    await server.client(first.token).buyTickets({ ticketType: 'TICKET', quantity: 2, idempotencyKey: key() });
    expect((await feed(second.token)).items.map(said)).toEqual([STARTING_FUNDS]);
  });

  it('answers 400 naming the field for a bad limit or cursor', async () => {
    const { token } = await server.signedInWallet();
    const auth = { authorization: token };
    for (const limit of ['0', '51', 'ten', '1.5']) {
      expect(await getJson(`${server.apiUrl}/activity?limit=${limit}`, auth)).toEqual({
        status: 400,
        body: { error: 'limit must be a whole number from 1 to 50' },
      });
    }
    for (const before of ['yesterday', '12', ':movement:1']) {
      expect(await getJson(`${server.apiUrl}/activity?before=${before}`, auth)).toEqual({
        status: 400,
        body: { error: 'before must be the `next` of an earlier page' },
      });
    }
    expect((await getJson(`${server.apiUrl}/activity?limit=50`, auth)).status).toBe(200);
  });
});
