// Every game API route, declared once (docs/game-api.md, "Routes"): the server registers them, the client
// calls them and the HTTP reference is generated from them. Not a shared singleton: a tab that imports a
// declaration ships it in its own bundle and calls it through the shell's client (`getGameApi().call`).
import { authRoutes } from './authRoutes';
import { devRoutes } from './devRoutes';
import { fundsRoutes } from './fundsRoutes';
import { historyRoutes } from './historyRoutes';
import { homeRoutes } from './homeRoutes';
import { inventoryRoutes } from './inventoryRoutes';
import { nftMetadataRoutes } from './nftMetadataRoutes';
import { raffleRoutes } from './raffleRoutes';
import { stakingRoutes } from './stakingRoutes';

/** The routes the app's client calls, by name: {auth} and {api}. */
export const gameRoutes = {
  ...authRoutes,
  ...fundsRoutes,
  ...inventoryRoutes,
  ...raffleRoutes,
  ...stakingRoutes,
  ...homeRoutes,
  ...historyRoutes,
} as const;

/** Every route the game API serves, by name. */
export const allRoutes = { ...gameRoutes, ...devRoutes, ...nftMetadataRoutes } as const;

export { SIGN_IN_INPUT_PATH } from './authPaths';
export {
  authRoutes,
  devRoutes,
  fundsRoutes,
  historyRoutes,
  homeRoutes,
  inventoryRoutes,
  nftMetadataRoutes,
  raffleRoutes,
  stakingRoutes,
};
export { AREA_PREFIX, defineRoute } from './defineRoute';
export type {
  ErrorStatus,
  NoInput,
  RateLimitClass,
  RouteArea,
  RouteDeclaration,
  RouteInput,
  RouteRequestParts,
  RouteResponses,
  RouteResult,
  RouteSchema,
} from './defineRoute';
export { fillPath } from './fillPath';
export { nftMetadataSchema, nftMintParamsSchema, type NftMetadata } from './nftMetadataRoutes';
export { raffleIdParamsSchema } from './raffleRoutes';
