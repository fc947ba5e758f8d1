// The game API client. The answer types (NonceResponse, FundsList, Nft, ...) come from the schema module.
export { createGameApi, type GameApiOptions } from './createGameApi';
export { GameApiError } from './GameApiError';
