import { useBalanceReadStore, useHeaderStore, useLoginStore } from '@companion/shared-state/host';
import { PublicKey, Transaction, TransactionInstruction } from '@solana/web3.js';
import {
  WalletType,
  type CollectNftOffer,
  type Nft,
  type NftActionResult,
  type NftQuote,
} from '@companion/shared-state';
import { provideFakeGameApi } from '@companion/shared-state/testing';
import type { InventoryApi } from '../api/inventoryApi';

export const PLAYER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
/** The game clock of the fakes; tests that count down run jest's clock from here. */
export const NOW = '2026-06-01T12:00:00.000Z';
export const NOW_MS = Date.parse(NOW);

/** A p2e NFT's mint address on the chain. */
export const COW_MINT = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

const STATS = {
  currentMaxEnergy: 100,
  currentEnergyRate: 5,
  currentHealthRestoringCost: 60,
  currentReward: 10,
  bonusMultiplier: 1.25,
  bonusChance: 0.05,
  criticalDamageProbability: 0.02,
  criticalDamageMultiplier: 1.6,
  fuelConsumptionRate: 0,
  feedMeterIncrement: 10,
};

export function nft(overrides: Partial<Nft> = {}): Nft {
  return {
    id: 'cow-1',
    name: 'Cow #12',
    collection: 'p2e',
    mint: COW_MINT,
    inWallet: true,
    kind: 'pet',
    type: 'cow',
    level: 3,
    hp: 80,
    maxHp: 100,
    energy: 40,
    maxEnergy: 100,
    loveMeter: 50,
    rarity: 'epic',
    image: '/nfts/cow.svg',
    lockedUntil: null,
    adventure: null,
    stats: STATS,
    ...overrides,
  };
}

export function quote(overrides: Partial<NftQuote> = {}): NftQuote {
  return {
    nftId: 'cow-1',
    levelCap: 90,
    upgrade: {
      goldy: '85.2',
      dfl: '0',
      durationMs: 7_200_000,
      stats: { ...STATS, currentMaxEnergy: 110, currentReward: 11 },
    },
    repair: { goldy: '38.47', hp: 20 },
    energy: 40,
    energyFullAt: '2026-06-01T20:00:00.000Z',
    energyPerHour: 7.5,
    loveMeter: 50,
    loveDecayAt: '2026-06-02T04:00:00.000Z',
    claim: { goldy: '27.75', hp: 1 },
    adventures: [],
    ...overrides,
  };
}

/** The starting grid: six NFTs across both collections, kinds, rarities and states. */
export const NFTS: Nft[] = [
  nft(),
  nft({
    id: 'rod-1',
    mint: 'Fq8WxYkd3pMh4rRV3sLgCKz6cM1oU5yGGvZKQhP6x4Rn',
    name: 'Fishing Rod #7',
    kind: 'tool',
    type: 'fishingRod',
    rarity: 'common',
    level: 5,
    hp: 100,
    energy: 90,
    loveMeter: null,
  }),
  nft({
    id: 'gun-1',
    mint: 'BQ6vWXH7w5sG8g1r1G4c7rKkK6eZbVf3p1m8yJkN2uXa',
    inWallet: false,
    name: 'Gun #3',
    kind: 'tool',
    type: 'gun',
    rarity: 'uncommon',
    level: 2,
    hp: 60,
    energy: 0.4,
    loveMeter: null,
  }),
  nft({
    id: 'duck-1',
    mint: 'D9zV5h3nB7xQy2kLm4PfRt8sWc6uJgE1aHoN3iKvT5Yb',
    name: 'Duck #40',
    type: 'duck',
    rarity: 'common',
    level: 1,
    hp: 100,
    energy: 70,
    lockedUntil: '2026-06-01T16:45:00.000Z',
  }),
  nft({
    id: 'dog-1',
    name: 'Dog #2',
    collection: 'f2p',
    mint: null,
    type: 'dog',
    rarity: 'legendary',
    level: 9,
    hp: 95,
    energy: 100,
  }),
  nft({
    id: 'cat-1',
    name: 'Cat #9',
    collection: 'f2p',
    mint: null,
    type: 'cat',
    rarity: 'rare',
    level: 2,
    hp: 100,
    energy: 55,
  }),
];

/** A prize NFT won in a raffle and not collected yet: the player's, not in their wallet. */
export function prize(overrides: Partial<Nft> = {}): Nft {
  return nft({
    id: 'prize-1',
    name: 'Chicken #1',
    mint: PRIZE_MINT,
    inWallet: false,
    toCollect: true,
    type: 'chicken',
    rarity: 'legendary',
    level: 1,
    hp: 300,
    maxHp: 300,
    ...overrides,
  });
}
export const PRIZE_MINT = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';

/** The game's collect transaction of a prize NFT: paid by the player, waiting for their signature. */
export function collectOffer(nftId = 'prize-1', costSol = '0.00621136'): CollectNftOffer {
  const transaction = new Transaction({
    feePayer: new PublicKey(PLAYER),
    blockhash: PRIZE_MINT,
    lastValidBlockHeight: 100,
  }).add(
    new TransactionInstruction({ programId: new PublicKey(PRIZE_MINT), keys: [], data: Buffer.from(nftId) }),
  );
  return {
    nftId,
    transaction: transaction.serialize({ requireAllSignatures: false }).toString('base64'),
    costSol,
  };
}

export type FakeInventoryApi = { [K in keyof InventoryApi]: jest.Mock };

const result = (over: Partial<NftActionResult> = {}): NftActionResult => ({
  nft: nft(),
  funds: [],
  earned: null,
  ...over,
});

/** A game client whose inventory calls answer from the fixtures above; tests override single calls. */
export function provideFakeApi(nfts: Nft[] = NFTS, quotes: Record<string, NftQuote> = {}): FakeInventoryApi {
  const api: FakeInventoryApi = {
    getNfts: jest.fn(async (collection: string) => nfts.filter((item) => item.collection === collection)),
    getNftQuote: jest.fn(async (id: string) => quotes[id] ?? quote({ nftId: id })),
    upgradeNft: jest.fn(async () =>
      result({ nft: nft({ level: 4, lockedUntil: '2026-06-01T14:00:00.000Z' }) }),
    ),
    repairNft: jest.fn(async () => result({ nft: nft({ hp: 100 }) })),
    feedAnimal: jest.fn(async () => result({ nft: nft({ energy: 39, loveMeter: 60 }) })),
    claimAnimal: jest.fn(async () =>
      result({ nft: nft({ hp: 79, loveMeter: 0 }), earned: { goldy: '27.75', xp: 0, score: 0 } }),
    ),
    playMiniGame: jest.fn(async () =>
      result({ nft: nft({ energy: 39 }), earned: { goldy: '37.5', xp: 7, score: 75 } }),
    ),
    getNftCollect: jest.fn(async (id: string) => collectOffer(id)),
    collectNft: jest.fn(async ({ nftId }: { nftId: string }) => ({
      nft: prize({ id: nftId, inWallet: true, toCollect: undefined }),
    })),
  };
  provideFakeGameApi({ ...api, getClock: jest.fn(async () => ({ now: NOW })) });
  return api;
}

/** A signed-in player with IN_GAME balances, as the shell would have them. */
export function signedIn(balances: { GOLDY: string; DFL: string } = { GOLDY: '1000', DFL: '500' }): void {
  useLoginStore.getState().setPublicKey(PLAYER);
  useHeaderStore.getState().setTokenBalance(WalletType.IN_GAME, 'GOLDY', { amount: balances.GOLDY });
  useHeaderStore.getState().setTokenBalance(WalletType.IN_GAME, 'DFL', { amount: balances.DFL });
  // The session's first read of them has answered.
  useBalanceReadStore.getState().setInGameRead('known');
}
