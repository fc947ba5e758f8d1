import bs58 from 'bs58';
import { Transaction } from '@solana/web3.js';
import { HttpError } from '../http/HttpError';

export interface SignedTransaction {
  transaction: Transaction;
  /** The fee payer's signature in base58: the transaction's id on chain and its key here. */
  signature: string;
  /** The wire bytes, exactly as the wallet signed them. */
  bytes: Buffer;
}

const invalid = (reason: string) => new HttpError(400, reason);

/**
 * A legacy transaction the player's wallet signed, paid by that wallet, with every signature it needs
 * present and valid. Anything else is refused before it is recorded or sent. `cosign` adds the game's own
 * signature first where a kind needs one (a prize NFT's collect transaction): the wallet signed after the
 * game made it, so the game signs the message as the wallet saw it.
 */
export function decodeSignedTransaction(
  base64: string,
  walletId: string,
  cosign?: (transaction: Transaction) => void,
): SignedTransaction {
  const received = Buffer.from(base64, 'base64');
  let transaction: Transaction;
  try {
    transaction = Transaction.from(received);
  } catch {
    throw invalid('this is not a signed transaction the game can read (a legacy transaction, base64)');
  }
  if (transaction.feePayer?.toBase58() !== walletId) {
    throw invalid('the transaction must be paid by the wallet you signed in with');
  }
  cosign?.(transaction);
  if (!transaction.signature || !transaction.verifySignatures(true)) {
    throw invalid('the transaction is not signed by every account it needs: sign it in your wallet again');
  }
  const bytes = cosign ? transaction.serialize() : received;
  return { transaction, signature: bs58.encode(transaction.signature), bytes };
}

/** The fee payer's signature of a transaction as received (base58), before any check; undefined if unreadable. */
export function feePayerSignature(base64: string): string | undefined {
  try {
    const signature = Transaction.from(Buffer.from(base64, 'base64')).signature;
    return signature ? bs58.encode(signature) : undefined;
  } catch {
    return undefined;
  }
}
