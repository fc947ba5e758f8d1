import bs58 from 'bs58';
import {
  PublicKey,
  SendTransactionError,
  Transaction,
  TransactionInstruction,
  type Connection,
  type Keypair,
} from '@solana/web3.js';
import { awaitSignature, errorText, type SignatureOutcome } from './signatureOutcome';

const MEMO_PROGRAM_ID = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

export interface ConfirmTiming {
  timeoutMs: number;
  intervalMs: number;
}

/**
 * Sends a transaction the game authority signs and pays for (withdrawals, LP mints, pool payouts, staking
 * payouts and refunds) and waits for `confirmed`. A memo names the game action on chain and keeps two
 * payouts of the same amount from being one transaction. `onSigned` runs before the transaction is sent,
 * so its signature is on record whatever happens next.
 */
export async function sendAuthorityTransaction(
  chain: { connection: Connection; authority: Keypair },
  instructions: TransactionInstruction[],
  memo: string,
  onSigned: (signature: string, lastValidBlockHeight: number) => void,
  timing: ConfirmTiming,
): Promise<SignatureOutcome> {
  const { connection, authority } = chain;
  let latest: { blockhash: string; lastValidBlockHeight: number };
  try {
    latest = await connection.getLatestBlockhash('confirmed');
  } catch (error) {
    // Nothing was signed, so nothing can land.
    return { kind: 'failed', reason: `the chain could not be reached (${errorText(error)})` };
  }

  const transaction = new Transaction({
    feePayer: authority.publicKey,
    recentBlockhash: latest.blockhash,
  }).add(
    ...instructions,
    new TransactionInstruction({ programId: MEMO_PROGRAM_ID, keys: [], data: Buffer.from(memo, 'utf8') }),
  );
  transaction.sign(authority);
  const signature = bs58.encode(transaction.signature ?? new Uint8Array());
  onSigned(signature, latest.lastValidBlockHeight);
  try {
    await connection.sendRawTransaction(transaction.serialize(), { preflightCommitment: 'confirmed' });
  } catch (error) {
    // The node answered with an error (preflight failed, bad blockhash, ...): it did not take the transaction.
    if (error instanceof SendTransactionError) {
      return { kind: 'failed', reason: `the chain refused the transaction (${chainRefusal(error)})` };
    }
    // A lost answer may hide a transaction that was received: only the chain can tell, so keep looking.
  }
  return awaitSignature(connection, signature, latest.lastValidBlockHeight, timing);
}

/** The node's message, plus the program's own words when its logs have them ("insufficient funds"). */
export function chainRefusal(error: SendTransactionError): string {
  const { message, logs } = error.transactionError;
  const programError = logs
    ?.map((line) => /^Program log: Error: (.+)$/.exec(line)?.[1])
    .find((text) => text !== undefined);
  return programError ? `${message}: ${programError}` : message;
}
