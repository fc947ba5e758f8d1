import { useServices } from '@companion/shared-state/host';
import {
  type RaffleEntryList,
  type RaffleEvent,
  type TicketOffers,
  type WalletRaffle,
} from '@companion/shared-state';
import type { RafflesApi } from '../api/rafflesApi';
import {
  provideFakeGameApi,
  raffleEvent,
  signInAs,
  type TestBalances,
} from '@companion/shared-state/testing';
import serverDraw from './serverDraw.json';

/** A draw the game server made (recorded from a real run: four wallets, 14 entries, three prizes). */
export const SERVER_DRAW = serverDraw as { raffle: RaffleEvent; entries: RaffleEntryList };

/** The signed-in player: the first winner of the recorded draw. */
export const PLAYER = SERVER_DRAW.raffle.winners[0]!.walletId;

/** The daily raffle with three prizes and seven entries, as the game API sends it. */
export function raffle(overrides: Partial<RaffleEvent> = {}): RaffleEvent {
  return raffleEvent({
    id: 'daily-2026-01-01',
    name: 'Daily GOLDY Raffle',
    prizes: [
      { place: 1, kind: 'GOLDY', amount: '500', label: '500 GOLDY' },
      { place: 2, kind: 'GOLDY', amount: '200', label: '200 GOLDY' },
      { place: 3, kind: 'DFL', amount: '50', label: '50 DFL' },
    ],
    entries: 7,
    ...overrides,
  });
}

export const OFFERS: TicketOffers = {
  offers: [
    { ticketType: 'TICKET', price: [{ token: 'GOLDY', amount: '100' }] },
    {
      ticketType: 'GOLDEN_TICKET',
      price: [
        { token: 'GOLDY', amount: '2000' },
        { token: 'DFL', amount: '200' },
      ],
    },
  ],
  maxPerPurchase: 100,
};

export type FakeRafflesApi = { [K in keyof RafflesApi | 'getClock']: jest.Mock };

/** A game client answering the tab's calls; the game clock is `clock` (ISO), whatever the device says. */
export function provideFakeApi(
  raffles: RaffleEvent[],
  mine: WalletRaffle[] = [],
  clock = '2026-01-01T12:00:00.000Z',
): FakeRafflesApi {
  const api: FakeRafflesApi = {
    getClock: jest.fn(async () => ({ now: clock })),
    getRaffleEvents: jest.fn(async () => raffles),
    getWalletRaffles: jest.fn(async () => mine),
    getTicketOffers: jest.fn(async () => OFFERS),
    getRaffleEntries: jest.fn(async (id: string) => ({ raffleId: id, entries: [] })),
    buyTickets: jest.fn(async () => ({ ticketType: 'TICKET', quantity: 1, cost: [], funds: [] })),
    enterRaffle: jest.fn(async () => ({ raffle: raffles[0], entries: 1, funds: [] })),
  };
  provideFakeGameApi(api);
  useServices.getState().provide({ refreshBalances: jest.fn(async () => undefined) });
  return api;
}

/** A signed-in player with these IN_GAME balances, as the shell would have them. */
export function signedIn(balances: TestBalances['IN_GAME']): void {
  signInAs(PLAYER, { IN_GAME: balances });
}
