import { gameApiOnFakeServer, json } from './fakeGameServer.testkit';

const NFT = {
  id: 'nft-1',
  name: 'Cow #1',
  collection: 'p2e',
  mint: 'So11111111111111111111111111111111111111112',
  inWallet: true,
  kind: 'pet',
  type: 'cow',
  level: 3,
  hp: 80,
  maxHp: 100,
  energy: 4,
  maxEnergy: 10,
  loveMeter: 0,
  rarity: 'rare',
  image: '/nfts/cow.png',
  lockedUntil: null,
  adventure: null,
  stats: {
    currentMaxEnergy: 10,
    currentEnergyRate: 1,
    currentHealthRestoringCost: 2,
    currentReward: 1,
    bonusMultiplier: 1,
    bonusChance: 0.1,
    criticalDamageProbability: 0.1,
    criticalDamageMultiplier: 1.5,
    fuelConsumptionRate: 1,
    feedMeterIncrement: 1,
  },
};
const FUNDS = [{ mint: 'GoldyMint', amount: '962.5' }];
const QUOTE = {
  nftId: 'nft-1',
  levelCap: 70,
  upgrade: {
    goldy: '12.34',
    dfl: '1.5',
    durationMs: 3_600_000,
    stats: { ...NFT.stats, currentMaxEnergy: 11, currentReward: 1.1 },
  },
  repair: { goldy: '38.47', hp: 20 },
  energy: 4,
  energyFullAt: '2026-06-01T18:00:00.000Z',
  energyPerHour: 1,
  loveMeter: 40,
  loveDecayAt: '2026-06-02T10:00:00.000Z',
  claim: { goldy: '8', hp: 1 },
  adventures: [],
};
const KEY = '0b6f2c1e-8d2a-4c1b-9a55-0f1e2d3c4b5a';

describe('createGameApi: NFT quotes and actions', () => {
  const { server, api } = gameApiOnFakeServer();

  it('reads a quote and a rarity by id', async () => {
    server.routes.set('GET /api/nft/quote?nftId=nft%201', (r) => json(r, 200, QUOTE));
    server.routes.set('GET /api/nft/rarity?offChainId=nft-1', (r) =>
      json(r, 200, { offChainId: 'nft-1', rarity: 'rare', levelCap: 70 }),
    );
    await expect(api().getNftQuote('nft 1')).resolves.toEqual(QUOTE);
    await expect(api().getNftRarity('nft-1')).resolves.toEqual({
      offChainId: 'nft-1',
      rarity: 'rare',
      levelCap: 70,
    });
  });

  it('posts upgrade, repair, feed and mini-game with the exact bodies', async () => {
    const result = { nft: NFT, funds: FUNDS, earned: null };
    const played = { ...result, earned: { goldy: '37.5', xp: 10, score: 120 } };
    server.routes.set('POST /api/workflows/upgrade-nft', (r) => json(r, 200, result));
    server.routes.set('POST /api/workflows/repair-nft', (r) =>
      json(r, 409, { error: 'The price changed. It is now 40 GOLDY.' }),
    );
    server.routes.set('POST /api/workflows/feed-animal', (r) => json(r, 200, result));
    server.routes.set('POST /api/workflows/play-animals-mini-game', (r) => json(r, 200, played));
    await expect(
      api().upgradeNft({ nftId: 'nft-1', idempotencyKey: KEY, goldy: '12.34', dfl: '1.5' }),
    ).resolves.toEqual(result);
    await expect(
      api().repairNft({ nftId: 'nft-1', idempotencyKey: KEY, goldy: '38.47' }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'The price changed. It is now 40 GOLDY.',
    });
    await expect(api().feedAnimal({ nftId: 'nft-1', idempotencyKey: KEY })).resolves.toEqual(result);
    await expect(api().playMiniGame({ nftId: 'nft-1', idempotencyKey: KEY })).resolves.toEqual(played);
    expect(server.seen.map((s) => [s.method, s.url, s.body])).toEqual([
      [
        'POST',
        '/api/workflows/upgrade-nft',
        JSON.stringify({ nftId: 'nft-1', idempotencyKey: KEY, goldy: '12.34', dfl: '1.5' }),
      ],
      [
        'POST',
        '/api/workflows/repair-nft',
        JSON.stringify({ nftId: 'nft-1', idempotencyKey: KEY, goldy: '38.47' }),
      ],
      ['POST', '/api/workflows/feed-animal', JSON.stringify({ nftId: 'nft-1', idempotencyKey: KEY })],
      [
        'POST',
        '/api/workflows/play-animals-mini-game',
        JSON.stringify({ nftId: 'nft-1', idempotencyKey: KEY }),
      ],
    ]);
  });

  it('posts a claim with its adventure, and reads an adventure on the NFT', async () => {
    const away = {
      ...NFT,
      lockedUntil: '2026-06-01T21:00:00.000Z',
      adventure: { hours: 3, endsAt: '2026-06-01T21:00:00.000Z', goldy: '24.3' },
    };
    server.routes.set('POST /api/workflows/claim-animal', (r) =>
      json(r, 200, { nft: away, funds: FUNDS, earned: null }),
    );
    await expect(
      api().claimAnimal({ nftId: 'nft-1', idempotencyKey: KEY, adventureHours: 3 }),
    ).resolves.toEqual({ nft: away, funds: FUNDS, earned: null });
    expect(server.seen.map((s) => [s.method, s.url, s.body])).toEqual([
      [
        'POST',
        '/api/workflows/claim-animal',
        JSON.stringify({ nftId: 'nft-1', idempotencyKey: KEY, adventureHours: 3 }),
      ],
    ]);
  });

  it('rejects an action answer whose earned GOLDY is a float as unexpected', async () => {
    server.routes.set('POST /api/workflows/play-animals-mini-game', (r) =>
      json(r, 200, { nft: NFT, funds: FUNDS, earned: { goldy: 37.5, xp: 10, score: 120 } }),
    );
    await expect(api().playMiniGame({ nftId: 'nft-1', idempotencyKey: KEY })).rejects.toMatchObject({
      message:
        'The game server answered with an unexpected response (POST /workflows/play-animals-mini-game)',
    });
  });
});
