import { collectNftOfferSchema, collectNftRequestSchema, nftSchema } from './nfts';

const NFT = {
  id: 'nft-1',
  name: 'Chicken #1',
  collection: 'p2e',
  mint: 'So11111111111111111111111111111111111111112',
  inWallet: false,
  kind: 'pet',
  type: 'chicken',
  level: 1,
  hp: 300,
  maxHp: 300,
  energy: 10,
  maxEnergy: 10,
  loveMeter: 0,
  rarity: 'legendary',
  image: '/nfts/chicken.png',
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

describe('a prize NFT to collect', () => {
  it('is marked toCollect: true, or not marked at all', () => {
    expect(nftSchema.parse({ ...NFT, toCollect: true }).toCollect).toBe(true);
    expect(nftSchema.parse(NFT).toCollect).toBeUndefined();
    expect(nftSchema.safeParse({ ...NFT, toCollect: false }).success).toBe(false);
  });

  it("its offer carries the transaction and the cost in SOL; the collect request takes the wallet's signed bytes", () => {
    expect(collectNftOfferSchema.parse({ nftId: 'nft-1', transaction: 'AQID', costSol: '0.0062' })).toEqual({
      nftId: 'nft-1',
      transaction: 'AQID',
      costSol: '0.0062',
    });
    const signed = Buffer.alloc(300, 1).toString('base64');
    expect(collectNftRequestSchema.safeParse({ nftId: 'nft-1', transaction: signed }).success).toBe(true);
    expect(collectNftRequestSchema.safeParse({ nftId: 'nft-1', transaction: 'not base64!' }).success).toBe(
      false,
    );
    expect(collectNftRequestSchema.safeParse({ nftId: '', transaction: signed }).success).toBe(false);
  });
});
