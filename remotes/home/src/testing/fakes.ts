import { type GameApi, type NftsByCollection } from '@companion/shared-state';
import { PRICES_READ_AT, priceList, provideFakeGameApi, raffleEvent } from '@companion/shared-state/testing';
import type {
  ActivityItem,
  ActivityPage,
  GameEvent,
  HomeApi,
  PlayerXp,
  Portfolio,
  RaffleEvent,
} from '../api/homeApi';

export const PLAYER_KEY = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

export const sampleXp = (walletId: string): PlayerXp => ({
  walletId,
  gameId: 'Total',
  xp: 1250,
  level: 3,
  nextLevelXp: 2000,
});

/** A raffle for the home tab's cards: the shared fixture, as the game API sends it. */
export const raffle = raffleEvent;

export function gameEvent(overrides: Partial<GameEvent> = {}): GameEvent {
  return {
    id: 'e1',
    title: 'Harvest festival',
    description: 'Double GOLDY from harvesters',
    startsAt: '2026-01-01T09:00:00.000Z',
    endsAt: '2026-01-08T09:00:00.000Z',
    ...overrides,
  };
}

/** A game client with the calls the home tab makes, provided the way the shell provides the real one. */
export function provideFakeApi(overrides: Partial<HomeApi & Pick<GameApi, 'getNfts' | 'getClock'>> = {}) {
  const api = {
    getXp: jest.fn(async (walletId: string) => sampleXp(walletId)),
    getRaffleEvents: jest.fn(async (): Promise<RaffleEvent[]> => []),
    getGameEvents: jest.fn(async (): Promise<GameEvent[]> => []),
    getNfts: jest.fn(async () => []),
    getPortfolio: jest.fn(async (): Promise<Portfolio> => portfolio()),
    getActivity: jest.fn(async (): Promise<ActivityPage> => ({ items: [], next: null })),
    // The game clock agrees with the (fake) device clock unless a test says otherwise.
    getClock: jest.fn(async () => ({ now: new Date(Date.now()).toISOString() })),
    ...overrides,
  };
  provideFakeGameApi(api);
  return api;
}

export { provideFakeSocket } from '@companion/shared-state/testing';

export { priceList, PRICES_READ_AT } from '@companion/shared-state/testing';

/** A new player's portfolio as the game API answers it: starting funds in game, faucet tokens in the wallet. */
export function portfolio(overrides: Partial<Portfolio> = {}): Portfolio {
  return {
    readAt: PRICES_READ_AT,
    usd: '3150',
    unpriced: [
      { token: 'GOLDY', amount: '2000' },
      { token: 'TICKET', amount: '5' },
      { token: 'GOLDEN_TICKET', amount: '1' },
    ],
    parts: [
      {
        part: 'inGame',
        usd: '50',
        holdings: [
          { token: 'GOLDY', amount: '1000', usd: null },
          { token: 'DFL', amount: '500', usd: '50' },
          { token: 'TICKET', amount: '5', usd: null },
          { token: 'GOLDEN_TICKET', amount: '1', usd: null },
        ],
        error: null,
      },
      {
        part: 'wallet',
        usd: '1100',
        holdings: [
          { token: 'GOLDY', amount: '1000', usd: null },
          { token: 'DFL', amount: '1000', usd: '100' },
          { token: 'USDC', amount: '1000', usd: '1000' },
        ],
        error: null,
      },
      { part: 'staked', usd: '0', holdings: [], error: null },
      {
        part: 'pool',
        usd: '2000',
        holdings: [{ token: 'DFL_USDC', amount: '100', usd: '2000' }],
        error: null,
      },
    ],
    prices: priceList(),
    ...overrides,
  };
}

/** An activity item as the game API answers it: a confirmed ticket purchase unless told otherwise. */
export function activityItem(overrides: Partial<ActivityItem> = {}): ActivityItem {
  return {
    id: 'movement:000000000001',
    kind: 'ticketPurchase',
    at: '2026-03-01T12:00:00.000Z',
    status: 'confirmed',
    subject: null,
    detail: null,
    changes: [
      { token: 'GOLDY', amount: '-300' },
      { token: 'TICKET', amount: '3' },
    ],
    signature: null,
    payoutSignature: null,
    error: null,
    ...overrides,
  };
}

type Nft = NftsByCollection['p2e'][number];

export function nft(
  id: string,
  kind: Nft['kind'],
  rarity: Nft['rarity'],
  collection: Nft['collection'] = 'p2e',
): Nft {
  return {
    id,
    name: id,
    collection,
    mint: collection === 'p2e' ? `mint-${id}` : null,
    inWallet: true,
    kind,
    type: kind === 'tool' ? 'gun' : 'cow',
    level: 1,
    hp: 10,
    maxHp: 10,
    energy: 5,
    maxEnergy: 5,
    loveMeter: kind === 'pet' ? 0 : null,
    rarity,
    image: '',
    lockedUntil: null,
    adventure: null,
    stats: {
      currentMaxEnergy: 0,
      currentEnergyRate: 0,
      currentHealthRestoringCost: 0,
      currentReward: 0,
      bonusMultiplier: 0,
      bonusChance: 0,
      criticalDamageProbability: 0,
      criticalDamageMultiplier: 0,
      fuelConsumptionRate: 0,
      feedMeterIncrement: 0,
    },
  };
}
