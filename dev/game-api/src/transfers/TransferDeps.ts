import type { Database } from 'better-sqlite3';
import type { Transfer } from '@companion/shared-state/schemas';
import type { TransferStore } from '../db/transferStore';
import type { FundsLedger } from '../funds/FundsLedger';
import { HttpError } from '../http/HttpError';
import type { TransferChain } from '../chain/transferChain';

/** What deposits and withdrawals share. */
export interface TransferDeps {
  /** The database the ledger writes to (a withdrawal's idempotency key is stored with its debit). */
  db: Database;
  ledger: FundsLedger;
  transfers: TransferStore;
  /** Undefined when the server knows no game vault (no local chain, no authority). */
  chain: TransferChain | undefined;
  now: () => number;
  newId: () => string;
  /** Tells the wallet's sockets that a transfer was created or changed status. */
  publish: (walletId: string, transfer: Transfer) => void;
}

export function requireChain(chain: TransferChain | undefined): TransferChain {
  if (!chain) {
    throw new HttpError(503, 'on-chain transfers are not set up on this server: it knows no game vault');
  }
  return chain;
}
