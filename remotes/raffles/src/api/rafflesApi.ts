import { getGameApi, type GameApi } from '@companion/shared-state';

/** The calls of the shared game client this tab uses. */
export type RafflesApi = Pick<
  GameApi,
  | 'getRaffleEvents'
  | 'getWalletRaffles'
  | 'getTicketOffers'
  | 'getRaffleEntries'
  | 'buyTickets'
  | 'enterRaffle'
>;

/** The shared client, seen through the calls this tab needs (fakes in tests implement only these). */
export function rafflesApi(): RafflesApi {
  return getGameApi();
}
