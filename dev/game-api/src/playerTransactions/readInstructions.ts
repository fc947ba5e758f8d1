import { PublicKey, type Transaction } from '@solana/web3.js';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  decodeBurnCheckedInstruction,
  decodeTransferCheckedInstruction,
  TOKEN_PROGRAM_ID,
  TokenInstruction,
} from '@solana/spl-token';
import { HttpError } from '../http/HttpError';

/** What a player transaction does, instruction by instruction, in the terms the game checks. */
export type PlayerInstruction =
  | {
      type: 'transfer';
      source: PublicKey;
      mint: PublicKey;
      destination: PublicKey;
      owner: PublicKey;
      amount: bigint;
      decimals: number;
    }
  | { type: 'burn'; account: PublicKey; mint: PublicKey; owner: PublicKey; amount: bigint; decimals: number }
  | { type: 'createAccount'; payer: PublicKey; account: PublicKey; owner: PublicKey; mint: PublicKey };

const COMPUTE_BUDGET = new PublicKey('ComputeBudget111111111111111111111111111111');
const MEMO_PROGRAMS = new Set([
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
]);
/** The associated token account program's CreateIdempotent: never fails when the account exists. */
const CREATE_IDEMPOTENT = 1;

const refuse = (reason: string) => new HttpError(400, reason);

/**
 * The transaction's instructions as the game reads them: SPL Token transferChecked and burnChecked,
 * idempotent creations of associated token accounts, and compute-budget and memo instructions (kept out of
 * the list: they move nothing). Anything else is refused, so whatever lands is something the game books.
 */
export function readInstructions(transaction: Transaction): PlayerInstruction[] {
  const read: PlayerInstruction[] = [];
  for (const instruction of transaction.instructions) {
    const program = instruction.programId;
    if (program.equals(COMPUTE_BUDGET) || MEMO_PROGRAMS.has(program.toBase58())) continue;
    if (program.equals(TOKEN_PROGRAM_ID)) {
      read.push(readTokenInstruction(instruction));
      continue;
    }
    if (program.equals(ASSOCIATED_TOKEN_PROGRAM_ID)) {
      const [payer, account, owner, mint, , tokenProgram] = instruction.keys.map((key) => key.pubkey);
      if (
        instruction.data.length !== 1 ||
        instruction.data[0] !== CREATE_IDEMPOTENT ||
        !payer ||
        !account ||
        !owner ||
        !mint ||
        !tokenProgram?.equals(TOKEN_PROGRAM_ID)
      ) {
        throw refuse('the transaction may only create token accounts with "create if missing"');
      }
      read.push({ type: 'createAccount', payer, account, owner, mint });
      continue;
    }
    throw refuse(`the transaction calls a program the game does not take (${program.toBase58()})`);
  }
  return read;
}

function readTokenInstruction(instruction: Transaction['instructions'][number]): PlayerInstruction {
  try {
    if (instruction.data[0] === TokenInstruction.TransferChecked) {
      const { keys, data } = decodeTransferCheckedInstruction(instruction);
      return {
        type: 'transfer',
        source: keys.source.pubkey,
        mint: keys.mint.pubkey,
        destination: keys.destination.pubkey,
        owner: keys.owner.pubkey,
        amount: data.amount,
        decimals: data.decimals,
      };
    }
    if (instruction.data[0] === TokenInstruction.BurnChecked) {
      const { keys, data } = decodeBurnCheckedInstruction(instruction);
      return {
        type: 'burn',
        account: keys.account.pubkey,
        mint: keys.mint.pubkey,
        owner: keys.owner.pubkey,
        amount: data.amount,
        decimals: data.decimals,
      };
    }
  } catch {
    // Falls through to the refusal: a token instruction the decoder does not accept.
  }
  throw refuse('the transaction may only move tokens with transferChecked or burnChecked');
}
