import crypto from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { NftActionResult, XpResponse } from '@companion/shared-state/schemas';
import { DATABASE_FILE } from '../src/db/openDatabase';
import { fromBaseUnits } from '../src/funds/units';
import { miniGameReward } from '../src/nfts/mechanics';
import { inventoryPlayer } from './support/inventoryPlayer';
import { startTestServer, type TestServer } from './support/testServer';

// The mini-game runs on the server (docs/game-api.md, "Inventory mechanics"): its score is the server's, here a
// fixed 37 so the payout can be checked to the cent.
const SCORE = 37;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ miniGameScore: () => SCORE });
});
afterAll(() => server.stop());

const key = () => crypto.randomUUID();

/** Sets an NFT's HP in the server's SQLite file, as many claims would have left it. */
function setHp(nftId: string, hp: number) {
  const db = new Database(path.join(server.dataDir, DATABASE_FILE));
  try {
    db.prepare('UPDATE nfts SET hp = ? WHERE id = ?').run(hp, nftId);
  } finally {
    db.close();
  }
}

test("the app's score is ignored: the server's score pays score/100 · F(L) · health multiplier · 5 GOLDY, XP up, 1 energy", async () => {
  const p = await inventoryPlayer(server);
  const chicken = (await p.nfts()).find((n) => n.type === 'chicken' && n.collection === 'f2p')!;
  expect(chicken.hp).toBeLessThan(chicken.maxHp);
  const xp = () => p.get<XpResponse>(`/p2e/xp/p2e?gameId=Total&walletId=${p.wallet.walletId}`);
  const xpBefore = (await xp()).xp;
  const goldyBefore = await p.goldy();

  const played = await p.post('/workflows/play-animals-mini-game', {
    nftId: chicken.id,
    idempotencyKey: key(),
    score: 100,
  });
  expect(played.status).toBe(200);
  const result = played.body as NftActionResult;
  const reward = miniGameReward(SCORE, chicken.level, chicken.hp, chicken.maxHp);
  console.log(
    `mini-game: score ${SCORE} at level ${chicken.level}, HP ${chicken.hp}/${chicken.maxHp} pays ${fromBaseUnits(reward, 9)} GOLDY`,
  );
  expect(result.earned).toEqual({ score: SCORE, goldy: fromBaseUnits(reward, 9), xp: 3 });
  expect(result.nft.energy).toBeCloseTo(chicken.energy - 1, 2);
  expect((await xp()).xp).toBe(xpBefore + 3);
  expect(Number(await p.goldy()) - Number(goldyBefore)).toBeCloseTo(Number(fromBaseUnits(reward, 9)), 9);

  // The session is on record as the server ran it (game-session), through the shared client.
  const sessions = await server.client(p.token).getGameSessions(chicken.id);
  expect(sessions).toEqual([
    {
      sessionId: expect.any(String),
      nftId: chicken.id,
      score: SCORE,
      maxScore: 100,
      goldy: fromBaseUnits(reward, 9),
      xp: 3,
      playedAt: expect.any(String),
    },
  ]);
  // Another player cannot read it.
  const other = await inventoryPlayer(server);
  await expect(server.client(other.token).getGameSessions(chicken.id)).rejects.toMatchObject({ status: 404 });
});

test('a mini-game needs HP above 0: with none it is refused and nothing changes', async () => {
  const p = await inventoryPlayer(server);
  const rod = (await p.nfts()).find((n) => n.type === 'fishingRod')!;
  setHp(rod.id, 0);
  const goldyBefore = await p.goldy();
  const refused = await p.post('/workflows/play-animals-mini-game', { nftId: rod.id, idempotencyKey: key() });
  expect(refused.status).toBe(409);
  expect((refused.body as { error: string }).error).toBe('No HP left: repair it first.');
  expect(await p.goldy()).toBe(goldyBefore);
  expect((await p.nft(rod.id)).energy).toBeCloseTo(rod.energy, 2);
});

test('a mini-game costs 1 energy: with less than 1 left it is refused', async () => {
  const p = await inventoryPlayer(server);
  const dog = (await p.nfts()).find((n) => n.type === 'dog')!;
  let answer;
  // Each game spends 1 energy, so at most ceil(energy) games run before the refusal.
  for (let games = 0; games <= Math.ceil(dog.energy); games++) {
    answer = await p.post('/workflows/play-animals-mini-game', { nftId: dog.id, idempotencyKey: key() });
    if (answer.status !== 200) break;
  }
  expect(answer!.status).toBe(409);
  expect((answer!.body as { error: string }).error).toBe('No energy left: wait until it restores.');
  expect((await p.nft(dog.id)).energy).toBeLessThan(1);
});
