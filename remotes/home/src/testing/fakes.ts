import { type GameApi, type NftsByCollection } from '@companion/shared-state';
import { provideFakeGameApi, raffleEvent } from '@companion/shared-state/testing';
import type { GameEvent, HomeApi, PlayerXp, RaffleEvent } from '../api/homeApi';

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
    // The game clock agrees with the (fake) device clock unless a test says otherwise.
    getClock: jest.fn(async () => ({ now: new Date(Date.now()).toISOString() })),
    ...overrides,
  };
  provideFakeGameApi(api);
  return api;
}

export { provideFakeSocket } from '@companion/shared-state/testing';

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
