import { getGameApi, type GameApi } from '@companion/shared-state';

export type {
  XpResponse as PlayerXp,
  RaffleEvent,
  RaffleStatus,
  RaffleTicketType,
  GameEvent,
  Portfolio,
  PortfolioPart,
  PriceList,
  TokenPrice,
  ValuedToken,
  ActivityItem,
  ActivityPage,
  ActivityKind,
  ActivityStatus,
  ActivityChange,
} from '@companion/shared-state';

/** The calls of the shared game client this tab uses. */
export type HomeApi = Pick<
  GameApi,
  'getXp' | 'getRaffleEvents' | 'getGameEvents' | 'getPortfolio' | 'getActivity'
>;

/** The shared client, seen through the calls this tab needs (fakes in tests implement only these). */
export function homeApi(): HomeApi {
  return getGameApi();
}
