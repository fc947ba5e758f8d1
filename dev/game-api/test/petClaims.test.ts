import crypto from 'node:crypto';
import type { Nft, NftActionResult, NftQuote } from '@companion/shared-state/schemas';
import { advanceClock, inventoryPlayer } from './support/inventoryPlayer';
import { nextMessage, openSocket } from './support/sockets';
import { startTestServer, type TestServer } from './support/testServer';

// Claims, adventures and the love meter's decay over real HTTP and SQLite (docs/game-api.md, "Inventory").
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const key = () => crypto.randomUUID();
const HOUR = 3600;
const f2p = (list: Nft[], type: Nft['type']) => list.find((n) => n.collection === 'f2p' && n.type === type)!;
const cents = (amount: string) => Math.round(Number(amount) * 100);

test('claiming a chicken pays its quote at once, empties the meter and costs 1 HP; an empty meter is refused', async () => {
  const p = await inventoryPlayer(server);
  const chicken = f2p(await p.nfts(), 'chicken');
  const quote = await p.get<NftQuote>(`/nft/quote?nftId=${chicken.id}`);
  // Starter chicken: love 48, 80 of 100 HP (multiplier 0.8), level 1 (F = 2): 0.48 · 2 · 0.8 · 10 = 7.68.
  expect(quote).toMatchObject({ loveMeter: 48, claim: { goldy: '7.68', hp: 1 }, adventures: [] });
  const before = await p.goldy();

  const claimed = await p.post('/workflows/claim-animal', { nftId: chicken.id, idempotencyKey: key() });
  expect(claimed.status).toBe(200);
  const result = claimed.body as NftActionResult;
  expect(result.earned).toEqual({ goldy: '7.68', xp: 0, score: 0 });
  expect(result.nft).toMatchObject({ loveMeter: 0, hp: chicken.hp - 1, adventure: null });
  expect(cents(await p.goldy()) - cents(before)).toBe(768);

  const again = await p.post('/workflows/claim-animal', { nftId: chicken.id, idempotencyKey: key() });
  expect(again).toEqual({ status: 409, body: { error: 'The love meter is empty: feed it first.' } });
  const tool = f2p(await p.nfts(), 'fishingRod');
  const notAPet = await p.post('/workflows/claim-animal', { nftId: tool.id, idempotencyKey: key() });
  expect(notAPet).toEqual({ status: 409, body: { error: 'Only pets can be claimed.' } });
});

test('a dog goes on an adventure: locked meanwhile, paid what the quote said when it ends, with pushes', async () => {
  const p = await inventoryPlayer(server);
  const dog = f2p(await p.nfts(), 'dog');
  const quote = await p.get<NftQuote>(`/nft/quote?nftId=${dog.id}`);
  // Starter dog: love 54, 90 of 100 HP (multiplier 0.9): base 0.54 · 2 · 0.9 · 10 = 9.72 GOLDY.
  expect(quote.claim).toBeNull();
  expect(quote.adventures).toEqual([
    { hours: 1, durationMs: 3_600_000, goldy: '9.72' },
    { hours: 3, durationMs: 10_800_000, goldy: '24.3' },
    { hours: 8, durationMs: 28_800_000, goldy: '48.6' },
    { hours: 24, durationMs: 86_400_000, goldy: '116.64' },
  ]);
  const noChoice = await p.post('/workflows/claim-animal', { nftId: dog.id, idempotencyKey: key() });
  expect(noChoice.status).toBe(400);
  const badChoice = await p.post('/workflows/claim-animal', {
    nftId: dog.id,
    idempotencyKey: key(),
    adventureHours: 2,
  });
  expect(badChoice.status).toBe(400);
  expect(JSON.stringify(badChoice.body)).toMatch(/adventureHours must be 1, 3, 8 or 24/);

  const before = await p.goldy();
  const sent = await p.post('/workflows/claim-animal', {
    nftId: dog.id,
    idempotencyKey: key(),
    adventureHours: 3,
  });
  expect(sent.status).toBe(200);
  const away = (sent.body as NftActionResult).nft;
  expect((sent.body as NftActionResult).earned).toBeNull();
  expect(away).toMatchObject({ loveMeter: 0, hp: dog.hp - 1, adventure: { hours: 3, goldy: '24.3' } });
  expect(away.lockedUntil).toBe(away.adventure!.endsAt);
  expect(await p.goldy()).toBe(before);

  const whileAway = await p.post('/workflows/feed-animal', { nftId: dog.id, idempotencyKey: key() });
  expect(whileAway).toEqual({ status: 409, body: { error: 'On an adventure: 180 min left.' } });

  const socket = await openSocket(`${server.wsUrl}?Authorization=${p.token}`);
  const pushes = [nextMessage(socket), new Promise((resolve) => socket.once('message', resolve))];
  const messages: unknown[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
  await advanceClock(server, 3 * HOUR + 1);
  await Promise.all(pushes);
  await new Promise((resolve) => setTimeout(resolve, 50));
  socket.close();
  expect(cents(await p.goldy()) - cents(before)).toBe(2430);
  const back = await p.nft(dog.id);
  expect(back).toMatchObject({ adventure: null, lockedUntil: null, loveMeter: 0 });
  const types = [await pushes[0], ...messages].map((m) => (m as { type: string }).type);
  expect(types).toEqual(expect.arrayContaining(['fundsUpdated', 'nftUpdated']));
  // Paid once: reading again (which settles ended adventures) pays nothing more.
  await p.nfts();
  expect(cents(await p.goldy()) - cents(before)).toBe(2430);
});

test('the love meter falls 1 per hour after 16 hours without food; a meal starts the 16 hours again', async () => {
  const p = await inventoryPlayer(server);
  const cat = f2p(await p.nfts(), 'cat');
  const start = cat.loveMeter!;
  await advanceClock(server, 16 * HOUR);
  expect((await p.nft(cat.id)).loveMeter).toBe(start);
  await advanceClock(server, 4 * HOUR + 30 * 60);
  expect((await p.nft(cat.id)).loveMeter).toBe(start - 4);
  const quote = await p.get<NftQuote>(`/nft/quote?nftId=${cat.id}`);
  expect(quote.loveMeter).toBe(start - 4);

  const fed = await p.post('/workflows/feed-animal', { nftId: cat.id, idempotencyKey: key() });
  expect(fed.status).toBe(200);
  const afterMeal = (fed.body as NftActionResult).nft.loveMeter!;
  expect(afterMeal).toBe(Math.min(100, start - 4 + cat.stats.feedMeterIncrement));
  // The quote says when the meter starts to fall again: 16 hours of game clock after the meal.
  const { now } = await p.get<{ now: string }>('/clock');
  const decayAt = (await p.get<NftQuote>(`/nft/quote?nftId=${cat.id}`)).loveDecayAt!;
  expect(Math.abs(Date.parse(decayAt) - Date.parse(now) - 16 * HOUR * 1000)).toBeLessThan(5_000);
  await advanceClock(server, 16 * HOUR);
  expect((await p.nft(cat.id)).loveMeter).toBe(afterMeal);
  await advanceClock(server, HOUR);
  expect((await p.nft(cat.id)).loveMeter).toBe(afterMeal - 1);
});

test('five claims of one pet at once: exactly one pays, the others are refused, one credit', async () => {
  const p = await inventoryPlayer(server);
  const chicken = f2p(await p.nfts(), 'chicken');
  const { claim } = await p.get<NftQuote>(`/nft/quote?nftId=${chicken.id}`);
  const before = await p.goldy();
  const answers = await Promise.all(
    Array.from({ length: 5 }, () =>
      p.post('/workflows/claim-animal', { nftId: chicken.id, idempotencyKey: key() }),
    ),
  );
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
  expect(cents(await p.goldy()) - cents(before)).toBe(cents(claim!.goldy));
});

test('a claim retried with its idempotency key answers the same and pays once', async () => {
  const p = await inventoryPlayer(server);
  const chicken = f2p(await p.nfts(), 'chicken');
  const before = await p.goldy();
  const body = { nftId: chicken.id, idempotencyKey: key() };
  const first = await p.post('/workflows/claim-animal', body);
  const second = await p.post('/workflows/claim-animal', body);
  expect(first.status).toBe(200);
  expect(second).toEqual(first);
  expect(cents(await p.goldy()) - cents(before)).toBe(768);
});
