import type { Connection, ParsedTransactionWithMeta } from '@solana/web3.js';
import { HttpError } from '../http/HttpError';
import { errorText } from './signatureOutcome';

export const NOT_ON_CHAIN_YET = 'Transaction not found on chain yet';

/**
 * A transaction the player says they sent (a deposit, a stake, liquidity), read at `confirmed`: 404 while
 * the chain does not know it yet (the client asks again), 502 when the chain cannot be asked.
 */
export async function readConfirmedTransaction(
  connection: Connection,
  signature: string,
): Promise<ParsedTransactionWithMeta> {
  let transaction: ParsedTransactionWithMeta | null;
  try {
    transaction = await connection.getParsedTransaction(signature, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    });
  } catch (error) {
    throw new HttpError(502, `the chain could not be asked for this transaction (${errorText(error)})`);
  }
  if (!transaction) throw new HttpError(404, NOT_ON_CHAIN_YET);
  return transaction;
}
