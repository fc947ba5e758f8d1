import crypto from 'node:crypto';
import { allRoutes, type RouteDeclaration } from '@companion/shared-state/routes';
import type { Nft, NftQuote } from '@companion/shared-state/schemas';
import { KEY_REUSED_MESSAGE } from '../src/idempotency/IdempotentAnswers';
import { inventoryPlayer } from './support/inventoryPlayer';
import { openRound } from './support/raffleRounds';
import { startTestServer, type TestServer } from './support/testServer';

// One idempotency mechanism for every route declared idempotent (docs/game-api.md, "Idempotency"): the key is
// bound to the wallet, the route and the request's hash. Every such route is walked, including any added later.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const key = () => crypto.randomUUID();
type Player = Awaited<ReturnType<typeof inventoryPlayer>>;
const f2p = async (p: Player, type: Nft['type']) =>
  (await p.nfts()).find((n) => n.collection === 'f2p' && n.type === type)!;
const quote = (p: Player, nft: Nft) => p.get<NftQuote>(`/nft/quote?nftId=${nft.id}`);

/** A request of the route that moves value, and another request of the same route. */
type Case = (p: Player) => Promise<{ request: object; another: object }>;

const CASES: Record<string, Case> = {
  upgradeNft: async (p) => {
    const rod = await f2p(p, 'fishingRod');
    const { upgrade } = await quote(p, rod);
    const request = { nftId: rod.id, goldy: upgrade!.goldy, dfl: upgrade!.dfl };
    return { request, another: { ...request, goldy: '0' } };
  },
  repairNft: async (p) => {
    const cat = await f2p(p, 'cat');
    const request = { nftId: cat.id, goldy: (await quote(p, cat)).repair.goldy };
    return { request, another: { ...request, goldy: '0' } };
  },
  feedAnimal: async (p) => ({
    request: { nftId: (await f2p(p, 'dog')).id },
    another: { nftId: (await f2p(p, 'cat')).id },
  }),
  playMiniGame: async (p) => ({
    request: { nftId: (await f2p(p, 'fishingRod')).id },
    another: { nftId: (await f2p(p, 'dog')).id },
  }),
  claimAnimal: async (p) => ({
    request: { nftId: (await f2p(p, 'chicken')).id },
    another: { nftId: (await f2p(p, 'cat')).id },
  }),
  buyTickets: async () => ({
    request: { ticketType: 'TICKET', quantity: 1 },
    another: { ticketType: 'TICKET', quantity: 2 },
  }),
  enterRaffle: async (p) => {
    const bought = await p.post('/workflows/tickets', {
      ticketType: 'TICKET',
      quantity: 3,
      idempotencyKey: key(),
    });
    expect(bought.status).toBe(200);
    const round = await openRound(server, p.token, 'TICKET');
    return { request: { raffleId: round.id, entries: 1 }, another: { raffleId: round.id, entries: 2 } };
  },
};

const idempotentRoutes = Object.values(allRoutes).filter((route) => route.idempotent) as RouteDeclaration[];

async function fundedPlayer(): Promise<Player> {
  const p = await inventoryPlayer(server);
  for (const token of ['GOLDY', 'DFL']) {
    expect((await server.devFunds(p.wallet.walletId, token, '1000')).status).toBe(200);
  }
  return p;
}

test('every route declared idempotent has a case here', () => {
  expect(idempotentRoutes.map((route) => route.name).sort()).toEqual(Object.keys(CASES).sort());
});

describe.each(idempotentRoutes.map((route) => [route.name, route] as const))('%s', (name, route) => {
  test('the same key and request replays the answer and moves nothing more; another request is 409', async () => {
    const p = await fundedPlayer();
    const { request, another } = await CASES[name]!(p);
    const idempotencyKey = key();
    expect(route.area).toBe('api');
    const post = (body: object) => p.post(route.path, body);

    const first = await post({ ...request, idempotencyKey });
    expect(first.status).toBe(200);
    const funds = await p.get('/p2e/funds');
    const again = await post({ ...request, idempotencyKey });
    expect(again).toEqual(first);
    expect(await p.get('/p2e/funds')).toEqual(funds);

    expect(await post({ ...another, idempotencyKey })).toEqual({
      status: 409,
      body: { error: KEY_REUSED_MESSAGE },
    });
    // The key is bound to the route too: the same key on another value-moving route is refused.
    const other = name === 'buyTickets' ? allRoutes.feedAnimal : allRoutes.buyTickets;
    const otherBody =
      name === 'buyTickets' ? { nftId: (await f2p(p, 'dog')).id } : { ticketType: 'TICKET', quantity: 1 };
    expect(await p.post(other.path, { ...otherBody, idempotencyKey })).toEqual({
      status: 409,
      body: { error: KEY_REUSED_MESSAGE },
    });
    expect(await p.get('/p2e/funds')).toEqual(funds);
  });
});

test("one wallet's key is not another's: the same key from two wallets moves value for each", async () => {
  const [a, b] = [await fundedPlayer(), await fundedPlayer()];
  const idempotencyKey = key();
  const body = { ticketType: 'TICKET', quantity: 1, idempotencyKey };
  expect((await a.post('/workflows/tickets', body)).status).toBe(200);
  expect((await b.post('/workflows/tickets', body)).status).toBe(200);
});
