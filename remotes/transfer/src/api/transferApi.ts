import { getGameApi } from '@companion/shared-state';
import type { TransferToken } from '../lib/transferTokens';

export type TransferDirection = 'deposit' | 'withdraw';
export type TransferStatus = 'pending' | 'confirmed' | 'failed';

/** One deposit or withdrawal as the game server records it. */
export interface Transfer {
  id: string;
  direction: TransferDirection;
  token: TransferToken;
  /** Decimal string in token units. */
  amount: string;
  status: TransferStatus;
  /** The on-chain transaction; null until a withdrawal has been sent. */
  signature: string | null;
  /** ISO 8601 */
  createdAt: string;
  error?: string | null;
}

export interface FundsEntry {
  mint: string;
  amount: string;
}

export interface TransferResult {
  transfer: Transfer;
  /** The wallet's in-game funds after the transfer. */
  funds: FundsEntry[];
}

/** The calls of the shared game client this tab uses. */
export interface TransferApi {
  /** Credits a confirmed deposit transaction; idempotent per signature. */
  deposit(body: { signature: string }): Promise<TransferResult>;
  /** POST {api}/p2e/withdraw: debits in-game funds and sends the tokens on chain. */
  withdraw(body: { token: TransferToken; amount: string }): Promise<TransferResult>;
  getTransfers(): Promise<Transfer[]>;
}

/**
 * The shared client seen through the calls this tab needs. Returned without a cast so that the type
 * checker flags any drift between the client's signatures and the ones this tab was written against.
 */
export function transferApi(): TransferApi {
  return getGameApi();
}
