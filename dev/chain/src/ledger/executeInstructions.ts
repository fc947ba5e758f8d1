import { Transaction } from '@solana/web3.js';
import type { Keypair, TransactionInstruction } from '@solana/web3.js';
import type { Chain } from './Chain';
import { decodeTransaction } from './decodeTransaction';
import { transactionErrorText } from './transactionErrors';
import type { TransactionRecord } from './types';

/**
 * Runs the chain's own set-up transactions (seed, faucet) through the same path as client transactions, so
 * they show up in history and subscriptions. The first signer pays. Throws when the transaction fails.
 */
export function executeInstructions(
  chain: Chain,
  instructions: TransactionInstruction[],
  signers: [Keypair, ...Keypair[]],
): TransactionRecord {
  const transaction = new Transaction({
    feePayer: signers[0].publicKey,
    recentBlockhash: chain.latestBlockhash().blockhash,
  }).add(...instructions);
  transaction.sign(...signers);
  const outcome = chain.process(decodeTransaction(transaction.serialize()));
  if (!outcome.landed) throw new Error(`transaction rejected: ${transactionErrorText(outcome.err)}`);
  if (outcome.record.err) {
    throw new Error(
      `transaction failed: ${transactionErrorText(outcome.record.err)}\n${outcome.record.logMessages.join('\n')}`,
    );
  }
  return outcome.record;
}
