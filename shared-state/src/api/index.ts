// The game API client: a typed call per declared route (../routes) and `call` for any declaration. The answer
// types (NonceResponse, FundsList, Nft, ...) come from the schema module.
export { createGameApi, type GameApiOptions } from './createGameApi';
export { GameApiError } from './GameApiError';
export type { CallableRoute, RouteCaller } from './createRouteCaller';
