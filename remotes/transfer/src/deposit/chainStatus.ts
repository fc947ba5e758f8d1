import type { Connection } from '@solana/web3.js';
import type { PendingDeposit } from './depositQueue';

/** What the app needs of the chain connection for a deposit. */
export type DepositConnection = Pick<
  Connection,
  'getLatestBlockhash' | 'confirmTransaction' | 'getSignatureStatuses' | 'getBlockHeight'
>;

/**
 * confirmed: landed without error; failed: landed with an error (the transfer did not happen);
 * expired: can no longer land; unknown: not seen yet, or the chain could not be asked.
 */
export type ChainStatus = 'confirmed' | 'failed' | 'expired' | 'unknown';

type Sent = Pick<PendingDeposit, 'signature' | 'blockhash' | 'lastValidBlockHeight'>;

/** Waits for a just-sent deposit at the `confirmed` commitment. */
export async function awaitConfirmation(connection: DepositConnection, sent: Sent): Promise<ChainStatus> {
  try {
    const { value } = await connection.confirmTransaction(
      {
        signature: sent.signature,
        blockhash: sent.blockhash,
        lastValidBlockHeight: sent.lastValidBlockHeight,
      },
      'confirmed',
    );
    return value.err ? 'failed' : 'confirmed';
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionExpiredBlockheightExceededError')
      return 'expired';
    console.warn('Could not confirm the deposit', error);
    return 'unknown';
  }
}

/**
 * Looks up a deposit sent earlier (possibly long ago, so the transaction history is searched). The block
 * height is read before the status: a height past the blockhash's validity followed by "not found" means
 * the transaction can never land.
 */
export async function lookUpOnChain(connection: DepositConnection, sent: Sent): Promise<ChainStatus> {
  try {
    const height = await connection.getBlockHeight('confirmed');
    const {
      value: [status],
    } = await connection.getSignatureStatuses([sent.signature], { searchTransactionHistory: true });
    if (status) {
      if (status.err) return 'failed';
      return status.confirmationStatus === 'processed' ? 'unknown' : 'confirmed';
    }
    return height > sent.lastValidBlockHeight ? 'expired' : 'unknown';
  } catch (error) {
    console.warn('Could not look up the deposit on chain', error);
    return 'unknown';
  }
}
