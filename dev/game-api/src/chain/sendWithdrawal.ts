import bs58 from 'bs58';
import {
  PublicKey,
  SendTransactionError,
  Transaction,
  TransactionInstruction,
  type Keypair,
} from '@solana/web3.js';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { TRANSFER_DECIMALS } from '@companion/shared-state/schemas';
import { awaitSignature, errorText, type SignatureOutcome } from './signatureOutcome';
import type { TokenAccounts, TransferChain } from './transferChain';

const MEMO_PROGRAM_ID = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

export interface WithdrawalPlan {
  transferId: string;
  owner: PublicKey;
  accounts: TokenAccounts;
  /** Base units. */
  amount: bigint;
}

export interface ConfirmTiming {
  timeoutMs: number;
  intervalMs: number;
}

/**
 * Pays a withdrawal from the vault into the owner's associated token account (created when missing,
 * paid by the authority), signed by the game authority, and waits for `confirmed`. `onSigned` runs before
 * the transaction is sent, so its signature is on record whatever happens next.
 */
export async function sendWithdrawal(
  chain: TransferChain & { authority: Keypair },
  plan: WithdrawalPlan,
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

  const transaction = buildWithdrawal(authority, plan, latest.blockhash);
  const signature = bs58.encode(transaction.signature ?? new Uint8Array());
  onSigned(signature, latest.lastValidBlockHeight);
  try {
    await connection.sendRawTransaction(transaction.serialize(), { preflightCommitment: 'confirmed' });
  } catch (error) {
    // The node answered with an error (preflight failed, bad blockhash, ...): it did not take the transaction.
    if (error instanceof SendTransactionError) {
      return { kind: 'failed', reason: `the chain refused the transaction (${refusal(error)})` };
    }
    // A lost answer may hide a transaction that was received: only the chain can tell, so keep looking.
  }
  return awaitSignature(connection, signature, latest.lastValidBlockHeight, timing);
}

function buildWithdrawal(authority: Keypair, plan: WithdrawalPlan, blockhash: string): Transaction {
  const { mint, vault } = plan.accounts;
  const destination = getAssociatedTokenAddressSync(mint, plan.owner);
  const transaction = new Transaction({ feePayer: authority.publicKey, recentBlockhash: blockhash }).add(
    createAssociatedTokenAccountIdempotentInstruction(authority.publicKey, destination, plan.owner, mint),
    createTransferCheckedInstruction(
      vault,
      mint,
      destination,
      authority.publicKey,
      plan.amount,
      TRANSFER_DECIMALS,
    ),
    // Names the transfer on chain, and keeps two withdrawals of the same amount from being one transaction.
    new TransactionInstruction({
      programId: MEMO_PROGRAM_ID,
      keys: [],
      data: Buffer.from(`withdraw ${plan.transferId}`, 'utf8'),
    }),
  );
  transaction.sign(authority);
  return transaction;
}

/** The node's message, plus the program's own words when its logs have them ("insufficient funds"). */
function refusal(error: SendTransactionError): string {
  const { message, logs } = error.transactionError;
  const programError = logs
    ?.map((line) => /^Program log: Error: (.+)$/.exec(line)?.[1])
    .find((text) => text !== undefined);
  return programError ? `${message}: ${programError}` : message;
}
