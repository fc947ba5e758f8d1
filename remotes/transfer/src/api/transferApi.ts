import { getGameApi, type DepositResponse, type GameApi } from '@companion/shared-state';

export type { Transfer, TransferDirection, TransferStatus } from '@companion/shared-state';

/** What deposit and withdraw answer: the transfer and the wallet's in-game funds after it. */
export type TransferResult = DepositResponse;

/** The calls of the shared game client this tab uses. */
export type TransferApi = Pick<GameApi, 'deposit' | 'withdraw' | 'getTransfers' | 'getWithdrawable'>;

/** The shared client, seen through the calls this tab needs (fakes in tests implement only these). */
export function transferApi(): TransferApi {
  return getGameApi();
}
