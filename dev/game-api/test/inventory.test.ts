import crypto from 'node:crypto';
import type { NftActionResult, NftQuote } from '@companion/shared-state/schemas';
import { inventoryPlayer, mintedPlayer } from './support/inventoryPlayer';
import { postJson, startTestServer } from './support/testServer';
import { startTestStack, type TestStack } from './support/testStack';

// The inventory's workflows over real HTTP and SQLite, with the starter p2e NFTs on the local chain
// (docs/game-api.md, "Inventory").
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ starterP2eNfts: true });
});
afterAll(() => stack.stop());

const player = () => mintedPlayer(stack);

const key = () => crypto.randomUUID();

test('an upgrade debits exactly its quote, raises the level, locks the NFT until the game clock passes it', async () => {
  const p = await player();
  const rod = (await p.nfts()).find((n) => n.type === 'fishingRod' && n.collection === 'p2e')!;
  const quote = await p.get<NftQuote>(`/nft/quote?nftId=${rod.id}`);
  expect(quote.upgrade).not.toBeNull();
  const before = await p.goldy();

  const upgraded = await p.post('/workflows/upgrade-nft', {
    nftId: rod.id,
    idempotencyKey: key(),
    goldy: quote.upgrade!.goldy,
    dfl: quote.upgrade!.dfl,
  });
  expect(upgraded.status).toBe(200);
  const result = upgraded.body as NftActionResult;
  expect(result.nft.level).toBe(rod.level + 1);
  expect(result.nft.stats.currentReward).toBeGreaterThan(rod.stats.currentReward);
  // The quote showed the stats the upgrade gives.
  expect(result.nft.stats).toEqual(quote.upgrade!.stats);
  expect(result.nft.lockedUntil).not.toBeNull();
  expect(Number(before) - Number(await p.goldy())).toBeCloseTo(Number(quote.upgrade!.goldy), 9);

  const whileLocked = await p.post('/workflows/repair-nft', {
    nftId: rod.id,
    idempotencyKey: key(),
    goldy: '0',
  });
  expect(whileLocked.status).toBe(409);
  expect((whileLocked.body as { error: string }).error).toMatch(/^Upgrading: \d+ min left\.$/);

  await postJson(`${stack.server.url}/dev/clock`, {
    advanceSeconds: Math.ceil(quote.upgrade!.durationMs / 1000) + 1,
  });
  // The lock has passed on the game clock: the NFT can be used again.
  const played = await p.post('/workflows/play-animals-mini-game', { nftId: rod.id, idempotencyKey: key() });
  expect(played.status).toBe(200);
  expect((played.body as NftActionResult).nft.lockedUntil).toBeNull();
});

test('a retried request with the same idempotency key is answered again and charged once', async () => {
  const p = await player();
  const gun = (await p.nfts()).find((n) => n.type === 'gun')!;
  const quote = await p.get<NftQuote>(`/nft/quote?nftId=${gun.id}`);
  const before = await p.goldy();
  const body = { nftId: gun.id, idempotencyKey: key(), goldy: quote.repair.goldy };
  const [first, second] = await Promise.all([
    p.post('/workflows/repair-nft', body),
    p.post('/workflows/repair-nft', body),
  ]);
  expect(first.status).toBe(200);
  expect(second.status).toBe(200);
  expect(second.body).toEqual(first.body);
  expect(Number(before) - Number(await p.goldy())).toBeCloseTo(Number(quote.repair.goldy), 9);
});

test('a price that changed since the player saw it is refused with the new price, and nothing is charged', async () => {
  const p = await player();
  const harvester = (await p.nfts()).find((n) => n.type === 'harvester')!;
  const before = await p.goldy();
  const stale = await p.post('/workflows/repair-nft', {
    nftId: harvester.id,
    idempotencyKey: key(),
    goldy: '0.01',
  });
  expect(stale.status).toBe(409);
  expect((stale.body as { error: string }).error).toMatch(
    /^The price changed\. The repair now costs [\d.]+ GOLDY\.$/,
  );
  expect(await p.goldy()).toBe(before);
});

test('ten upgrades of one NFT at once: exactly one runs, the others are refused, one debit', async () => {
  const p = await player();
  const cow = (await p.nfts()).find((n) => n.type === 'cow')!;
  const quote = await p.get<NftQuote>(`/nft/quote?nftId=${cow.id}`);
  const before = await p.goldy();
  const answers = await Promise.all(
    Array.from({ length: 10 }, () =>
      p.post('/workflows/upgrade-nft', {
        nftId: cow.id,
        idempotencyKey: key(),
        goldy: quote.upgrade!.goldy,
        dfl: quote.upgrade!.dfl,
      }),
    ),
  );
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
  expect(Number(before) - Number(await p.goldy())).toBeCloseTo(Number(quote.upgrade!.goldy), 9);
});

test('a mini-game costs 1 energy and pays GOLDY and XP decided by the server; feeding fills the love meter', async () => {
  const p = await player();
  const duck = (await p.nfts()).find((n) => n.type === 'duck')!;
  const played = await p.post('/workflows/play-animals-mini-game', {
    nftId: duck.id,
    idempotencyKey: key(),
    score: 100,
  });
  expect(played.status).toBe(200);
  const result = played.body as NftActionResult;
  expect(result.nft.energy).toBeCloseTo(duck.energy - 1, 2);
  expect(result.earned!.score).toBeGreaterThanOrEqual(0);
  expect(result.earned!.xp).toBe(Math.floor(result.earned!.score / 10));

  const fed = await p.post('/workflows/feed-animal', { nftId: duck.id, idempotencyKey: key() });
  expect(fed.status).toBe(200);
  const afterFeed = (fed.body as NftActionResult).nft;
  expect(afterFeed.loveMeter).toBe(Math.min(100, duck.loveMeter! + duck.stats.feedMeterIncrement));

  const rod = (await p.nfts()).find((n) => n.type === 'fishingRod' && n.collection === 'p2e')!;
  const notAPet = await p.post('/workflows/feed-animal', { nftId: rod.id, idempotencyKey: key() });
  expect(notAPet.status).toBe(409);
});

test("another wallet's NFT is not found, and bad input names the field", async () => {
  const a = await player();
  const b = await player();
  const nft = (await a.nfts())[0]!;
  const stolen = await b.post('/workflows/feed-animal', { nftId: nft.id, idempotencyKey: key() });
  expect(stolen.status).toBe(404);
  const bad = await b.post('/workflows/upgrade-nft', {
    nftId: nft.id,
    idempotencyKey: 'x',
    goldy: 'lots',
    dfl: '0',
  });
  expect(bad.status).toBe(400);
  expect(JSON.stringify(bad.body)).toMatch(/idempotencyKey|goldy/);
});

test('every p2e NFT names its mint and is in the wallet once minted; f2p NFTs have no mint and are always usable', async () => {
  const p = await player();
  const list = await p.nfts();
  expect(list.some((nft) => nft.collection === 'p2e')).toBe(true);
  for (const nft of list) {
    expect(nft.inWallet).toBe(true);
    if (nft.collection === 'f2p') expect(nft.mint).toBeNull();
    else expect(nft.mint).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  }
});

test('rarity by id answers the level cap', async () => {
  const p = await player();
  const nft = (await p.nfts()).find((n) => n.rarity === 'legendary')!;
  expect(await p.get(`/nft/rarity?offChainId=${nft.id}`)).toEqual({
    offChainId: nft.id,
    rarity: 'legendary',
    levelCap: 100,
  });
});

test('a failure after the debit undoes the whole action: the balance and the NFT are as before', async () => {
  let failing = true;
  const faulty = await startTestServer({
    nftFaultAfterDebit: (reason) => {
      if (failing && reason.startsWith('repair')) throw new Error('fault injected after the debit');
    },
  });
  try {
    const p = await inventoryPlayer(faulty);
    const cat = (await p.nfts()).find((n) => n.type === 'cat')!;
    const quote = await p.get<NftQuote>(`/nft/quote?nftId=${cat.id}`);
    const before = await p.goldy();
    const body = { nftId: cat.id, idempotencyKey: key(), goldy: quote.repair.goldy };
    expect((await p.post('/workflows/repair-nft', body)).status).toBe(500);
    expect(await p.goldy()).toBe(before);
    expect((await p.nft(cat.id)).hp).toBe(cat.hp);
    // Nothing was stored under the key either: the retry runs, once.
    failing = false;
    const retried = await p.post('/workflows/repair-nft', body);
    expect(retried.status).toBe(200);
    expect((retried.body as NftActionResult).nft.hp).toBe(cat.maxHp);
    expect(Number(before) - Number(await p.goldy())).toBeCloseTo(Number(quote.repair.goldy), 9);
  } finally {
    await faulty.stop();
  }
});
