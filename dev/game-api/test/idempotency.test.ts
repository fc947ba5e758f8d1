import { requestFaucet } from '@companion/dev-chain';
import { allRoutes, type RouteDeclaration } from '@companion/shared-state/routes';
import {
  stakeResultSchema,
  withdrawResponseSchema,
  type Nft,
  type NftQuote,
  type StakePosition,
} from '@companion/shared-state/schemas';
import { toBaseUnits } from '../src/funds/units';
import { KEY_REUSED_MESSAGE } from '../src/idempotency/IdempotentAnswers';
import { stakeDfl } from './support/dflStake';
import { advanceClock, inventoryPlayer } from './support/inventoryPlayer';
import { newKey as key } from './support/newKey';
import { openRound } from './support/raffleRounds';
import type { TestServer } from './support/testServer';
import { startTestStack, type TestStack } from './support/testStack';

// One idempotency mechanism for every route declared idempotent (docs/game-api.md, "Idempotency"): the key is
// bound to the wallet, the route and the request's hash. Every such route is walked, including any added later.
// Withdrawals and staking payouts are paid on chain, so the game API runs with a local chain here.
jest.setTimeout(60_000);
let stack: TestStack;
let server: TestServer;
beforeAll(async () => {
  stack = await startTestStack();
  server = stack.server;
});
afterAll(() => stack.stop());

type Player = Awaited<ReturnType<typeof inventoryPlayer>>;
const f2p = async (p: Player, type: Nft['type']) =>
  (await p.nfts()).find((n) => n.collection === 'f2p' && n.type === type)!;
const quote = (p: Player, nft: Nft) => p.get<NftQuote>(`/nft/quote?nftId=${nft.id}`);

/**
 * A request of the route that moves value and another request of the same route. A route paid on chain also
 * says how much of `token` its answer paid, read in the player's wallet on chain.
 */
type Case = (p: Player) => Promise<{
  request: object;
  another: object;
  paidOnChain?: { token: 'DFL' | 'GOLDY'; amountOf: (answer: unknown) => string };
}>;

const walletBalance = (p: Player, token: 'DFL' | 'GOLDY') =>
  stack.balanceOf(stack.ataOf(p.wallet.keypair.publicKey, token));

/** A DFL stake of the player (funded on chain first) in the flexible option, with an hour of rewards. */
async function flexibleStake(p: Player): Promise<StakePosition> {
  await requestFaucet(stack.chain.rpcUrl, { owner: p.wallet.walletId });
  const position = await stakeDfl(stack, p.wallet.keypair, p.token, 5_000_000_000n, 'dfl-flexible');
  await advanceClock(server, 3600);
  return position;
}
const stakePaid = {
  token: 'DFL',
  amountOf: (answer: unknown) => stakeResultSchema.parse(answer).action.dfl,
} as const;

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
  withdraw: async (p) => {
    // The faucet gives the wallet its token accounts, which a withdrawal pays into.
    await requestFaucet(stack.chain.rpcUrl, { owner: p.wallet.walletId });
    return {
      request: { token: 'GOLDY', amount: '1' },
      another: { token: 'GOLDY', amount: '2' },
      paidOnChain: {
        token: 'GOLDY',
        amountOf: (answer) => withdrawResponseSchema.parse(answer).transfer.amount,
      },
    };
  },
  // Another request names another position: the key is refused before the position is looked up.
  claimRewards: async (p) => ({
    request: { positionId: (await flexibleStake(p)).id },
    another: { positionId: 'another-position' },
    paidOnChain: stakePaid,
  }),
  unstake: async (p) => ({
    request: { positionId: (await flexibleStake(p)).id },
    another: { positionId: 'another-position' },
    paidOnChain: stakePaid,
  }),
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
    const onChain = await Promise.all([walletBalance(p, 'DFL'), walletBalance(p, 'GOLDY')]);
    const again = await post({ ...request, idempotencyKey });
    expect(again).toEqual(first);
    expect(await p.get('/p2e/funds')).toEqual(funds);
    expect(await Promise.all([walletBalance(p, 'DFL'), walletBalance(p, 'GOLDY')])).toEqual(onChain);

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

/** How many payouts the player has had from the route: withdrawals, or staking claims or unstakes. */
const PAYOUTS: Record<string, (p: Player) => Promise<number>> = {
  withdraw: async (p) => (await p.get<unknown[]>('/p2e/transfers')).length,
  claimRewards: async (p) =>
    (await p.get<{ kind: string }[]>('/staking/history')).filter((a) => a.kind === 'claim').length,
  unstake: async (p) =>
    (await p.get<{ kind: string }[]>('/staking/history')).filter((a) => a.kind === 'unstake').length,
};

describe.each(Object.keys(PAYOUTS))('%s sent twice at once with one key', (name) => {
  test('pays once, on chain and in the books, and answers both alike', async () => {
    const route = idempotentRoutes.find((candidate) => candidate.name === name)!;
    const p = await fundedPlayer();
    const { request, paidOnChain } = await CASES[name]!(p);
    const { token, amountOf } = paidOnChain!;
    const before = await walletBalance(p, token);
    const body = { ...request, idempotencyKey: key() };

    const [a, b] = await Promise.all([p.post(route.path, body), p.post(route.path, body)]);
    expect(a.status).toBe(200);
    expect(b).toEqual(a);
    expect(await PAYOUTS[name]!(p)).toBe(1);
    const paid = toBaseUnits(amountOf(a.body), 9) ?? 0n;
    expect(paid).toBeGreaterThan(0n);
    expect((await walletBalance(p, token)) - before).toBe(paid);
    await stack.expectBooksEqual();
  });
});
