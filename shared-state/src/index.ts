// The contract between the shell and the tabs. Everything a remote may use is exported here.
export * from './config';
export * from './stores';
export * from './tokens';
export * from './format';
export * from './socket';
export * from './api';
export * from './services';
// Schemas the tabs validate socket data with (the full set is at '@companion/shared-state/schemas').
export { fundsListSchema } from './schemas';
// The wire types the tabs render (their schemas are at '@companion/shared-state/schemas').
export type {
  XpResponse,
  RaffleEvent,
  RaffleStatus,
  RaffleTicketType,
  GameEvent,
  Transfer,
  TransferStatus,
  TransferDirection,
  DepositResponse,
  WithdrawResponse,
  FundsList,
  Nft,
} from './schemas';
