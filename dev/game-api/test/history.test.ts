import crypto from 'node:crypto';
import {
  rewardsHistorySchema,
  valueHistorySchema,
  xpHistorySchema,
  type Nft,
  type XpResponse,
} from '@companion/shared-state/schemas';
import { historyRoutes } from '@companion/shared-state/routes';
import { DAY_MS } from '../src/history/dailySamples';
import { advanceClock, inventoryPlayer } from './support/inventoryPlayer';
import { postJson, startTestServer, type TestServer } from './support/testServer';

// The history routes (docs/game-api.md, "History"): one point a day from the player's first day, computed from
// what the game records, through the route declarations the tabs call.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ miniGameScore: () => 37 });
});
afterAll(() => server.stop());

test('XP over time: the starting XP from the first day, each mini-game on its day, today the total', async () => {
  const p = await inventoryPlayer(server);
  const client = server.client(p.token);
  const first = await client.call(historyRoutes.getXpHistory);
  expect(xpHistorySchema.parse(first)).toEqual(first);
  const start = (await p.get<XpResponse>(`/p2e/xp/p2e?gameId=Total&walletId=${p.wallet.walletId}`)).xp;
  expect(first.points).toEqual([{ day: first.asOf.slice(0, 10), value: String(start) }]);

  const chicken = (await p.get<Nft[]>('/nft/f2p')).find((nft) => nft.type === 'chicken')!;
  const play = () =>
    p.post('/workflows/play-animals-mini-game', { nftId: chicken.id, idempotencyKey: crypto.randomUUID() });
  expect((await play()).status).toBe(200);
  await advanceClock(server, 2 * 86_400);
  expect((await play()).status).toBe(200);

  const { points, asOf } = await client.call(historyRoutes.getXpHistory);
  const day = (offset: number) => new Date(Date.parse(asOf) - offset * DAY_MS).toISOString().slice(0, 10);
  // Played on the first day (+3), nothing the next, again today (+3).
  expect(points).toEqual([
    { day: day(2), value: String(start + 3) },
    { day: day(1), value: String(start + 3) },
    { day: day(0), value: String(start + 6) },
  ]);
});

describe('on a game whose clock has not moved', () => {
  let fresh: TestServer;
  beforeAll(async () => {
    fresh = await startTestServer();
  });
  afterAll(() => fresh.stop());

  test('value over time: a token without a USD price is named, never counted as 0; rewards: 0 with no stake', async () => {
    const p = await inventoryPlayer(fresh);
    const credited = await postJson(`${fresh.url}/dev/funds`, {
      walletId: p.wallet.walletId,
      token: 'DFL',
      delta: '2.5',
    });
    expect(credited.status).toBe(200);
    const client = fresh.client(p.token);
    const value = await client.call(historyRoutes.getValueHistory);
    expect(valueHistorySchema.parse(value)).toEqual(value);
    // This game has no pool, so DFL has no price today: the value counts nothing and says what it left out.
    expect(value.prices.prices.find((price) => price.token === 'DFL')!.usd).toBeNull();
    expect(value.points).toEqual([{ day: value.asOf.slice(0, 10), value: '0' }]);
    expect(value.unpriced).toEqual(expect.arrayContaining(['GOLDY', 'DFL']));

    const rewards = await client.call(historyRoutes.getRewardsHistory);
    expect(rewardsHistorySchema.parse(rewards)).toEqual(rewards);
    expect(rewards.points).toEqual([{ day: rewards.asOf.slice(0, 10), value: '0' }]);
  });
});

test('the history routes need a session', async () => {
  for (const path of ['/history/xp', '/history/rewards', '/history/value']) {
    expect((await fetch(`${server.apiUrl}${path}`)).status).toBe(401);
  }
});
