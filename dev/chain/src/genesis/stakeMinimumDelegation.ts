import { PublicKey, Transaction, TransactionInstruction } from '@solana/web3.js';
import type { Keypair } from '@solana/web3.js';
import { STAKE_PROGRAM_ID } from '../accounts/stakeState';
import { FailedTransactionMetadata } from '../ledger/litesvm';
import type { LiteSvm } from '../ledger/litesvm';

// StakeInstruction::GetMinimumDelegation: the stake program answers in its return data.
const GET_MINIMUM_DELEGATION = 13;

/** Asks the stake program itself (a simulated GetMinimumDelegation), as a validator's RPC does. */
export function readStakeMinimumDelegation(svm: LiteSvm, payer: Keypair): bigint {
  const data = Buffer.alloc(4);
  data.writeUInt32LE(GET_MINIMUM_DELEGATION);
  const transaction = new Transaction({
    feePayer: payer.publicKey,
    recentBlockhash: svm.latestBlockhash(),
  }).add(new TransactionInstruction({ programId: new PublicKey(STAKE_PROGRAM_ID), keys: [], data }));
  transaction.sign(payer);
  const result = svm.simulateLegacyTransaction(transaction.serialize());
  if (result instanceof FailedTransactionMetadata) {
    throw new Error(`the stake program refused GetMinimumDelegation: ${result.toString()}`);
  }
  const returned = result.meta().returnData().data();
  return new DataView(returned.buffer, returned.byteOffset, returned.byteLength).getBigUint64(0, true);
}
