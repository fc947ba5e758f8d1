import { getGameApi } from '@companion/shared-state';

/** GET {api}/p2e/xp/p2e?gameId=Total&walletId=… */
export interface PlayerXp {
  walletId: string;
  gameId: string;
  xp: number;
  level: number;
  nextLevelXp: number;
}

export type RaffleTicketType = 'TICKET' | 'GOLDEN_TICKET';
export type RaffleStatus = 'upcoming' | 'open' | 'closed';

/** GET {api}/raffles/events */
export interface RaffleEvent {
  id: string;
  name: string;
  ticketType: RaffleTicketType;
  ticketCost: number;
  prize: string;
  /** ISO 8601 */
  startsAt: string;
  /** ISO 8601 */
  endsAt: string;
  status: RaffleStatus;
}

/** GET {api}/workflows/events */
export interface GameEvent {
  id: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
}

/** The calls of the shared game client this tab uses. */
export interface HomeApi {
  getXp(walletId: string): Promise<PlayerXp>;
  getRaffleEvents(): Promise<RaffleEvent[]>;
  getGameEvents(): Promise<GameEvent[]>;
}

/**
 * The shared client seen through the calls this tab needs. Returned without a cast so that the type
 * checker flags any drift between the client's signatures and the ones this tab was written against.
 */
export function homeApi(): HomeApi {
  return getGameApi();
}
