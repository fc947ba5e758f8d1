import { VersionedTransaction } from '@solana/web3.js';
import { formatUnits } from './formatUnits';
import type { BalanceChange } from './simulateBalanceChanges';

/** What a person approves: who pays, which programs run, what moves, and the fee. */
export interface TransactionSummary {
  feePayer: string;
  programs: string[];
  /** e.g. "1.5 DFL" with the accounts it moves between */
  tokenTransfers: { amount: string; source: string; destination: string }[];
  solTransfers: { amount: string; destination: string }[];
  memos: string[];
  /** in SOL */
  fee: string;
}

export interface TokenAccountInfo {
  mint: string;
  decimals: number;
}

export interface SummaryContext {
  /** Mint → symbol of the tokens the wallet knows by name. */
  tokenNames: Record<string, string>;
  /** A token account's mint and decimals (from the chain), for transfers that do not carry them. */
  lookupTokenAccount: (address: string) => Promise<TokenAccountInfo | null>;
  /** The signer's balances as the chain says the transaction would change them (simulated). */
  simulate?: (bytes: Uint8Array) => Promise<BalanceChange[]>;
}

const PROGRAM_NAMES: Record<string, string> = {
  '11111111111111111111111111111111': 'System Program',
  TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA: 'Token Program',
  TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb: 'Token-2022 Program',
  ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL: 'Associated Token Account Program',
  MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr: 'Memo Program',
  Memo1UhkJRfHyvLMcVucJwxXeuD8HPZXRXR1TAu4: 'Memo Program (v1)',
  ComputeBudget111111111111111111111111111111: 'Compute Budget Program',
};
const TOKEN_PROGRAMS = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
]);
const MEMO_PROGRAMS = new Set([
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  'Memo1UhkJRfHyvLMcVucJwxXeuD8HPZXRXR1TAu4',
]);
const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const COMPUTE_BUDGET = 'ComputeBudget111111111111111111111111111111';

/** Solana's base fee per signature, in lamports. */
const LAMPORTS_PER_SIGNATURE = 5000n;
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000n;

const u64 = (data: Uint8Array, offset: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true);
const u32 = (data: Uint8Array, offset: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(offset, true);

/** Reads a serialized transaction (legacy or v0) into what the approval screen shows. */
export async function summarizeTransaction(
  bytes: Uint8Array,
  context: SummaryContext,
): Promise<TransactionSummary> {
  const { message } = VersionedTransaction.deserialize(bytes);
  const keys = message.staticAccountKeys.map((key) => key.toBase58());
  // Accounts from address lookup tables are not resolved here: they show as such.
  const key = (index: number) => keys[index] ?? '(looked-up account)';
  const name = (mint: string) => context.tokenNames[mint] ?? `tokens of mint ${mint}`;

  const summary: TransactionSummary = {
    feePayer: key(0),
    programs: [],
    tokenTransfers: [],
    solTransfers: [],
    memos: [],
    fee: '0',
  };
  let unitLimit: bigint | null = null;
  let microLamportsPerUnit = 0n;
  let instructionsNeedingUnits = 0n;

  for (const instruction of message.compiledInstructions) {
    const program = key(instruction.programIdIndex);
    const data = instruction.data;
    const accounts = instruction.accountKeyIndexes.map(key);
    const programName = PROGRAM_NAMES[program] ?? program;
    if (!summary.programs.includes(programName)) summary.programs.push(programName);
    if (program !== COMPUTE_BUDGET) instructionsNeedingUnits += 1n;

    if (TOKEN_PROGRAMS.has(program) && data[0] === 12 && data.length >= 10) {
      // TransferChecked: source, mint, destination, owner; amount and decimals in the data.
      const [source = '', mint = '', destination = ''] = accounts;
      const amount = formatUnits(u64(data, 1), data[9]!);
      summary.tokenTransfers.push({ amount: `${amount} ${name(mint)}`, source, destination });
    } else if (TOKEN_PROGRAMS.has(program) && data[0] === 3 && data.length >= 9) {
      // Transfer: source, destination, owner; the mint and decimals come from the source account.
      const [source = '', destination = ''] = accounts;
      const info = await context.lookupTokenAccount(source).catch(() => null);
      const amount = info
        ? `${formatUnits(u64(data, 1), info.decimals)} ${name(info.mint)}`
        : `${u64(data, 1)} base units of an unknown token`;
      summary.tokenTransfers.push({ amount, source, destination });
    } else if (program === SYSTEM_PROGRAM && data.length >= 12 && u32(data, 0) === 2) {
      summary.solTransfers.push({
        amount: `${formatUnits(u64(data, 4), 9)} SOL`,
        destination: accounts[1] ?? '',
      });
    } else if (MEMO_PROGRAMS.has(program)) {
      summary.memos.push(new TextDecoder().decode(data));
    } else if (program === COMPUTE_BUDGET && data[0] === 2 && data.length >= 5) {
      unitLimit = BigInt(u32(data, 1));
    } else if (program === COMPUTE_BUDGET && data[0] === 3 && data.length >= 9) {
      microLamportsPerUnit = u64(data, 1);
    }
  }

  const units = unitLimit ?? instructionsNeedingUnits * DEFAULT_UNITS_PER_INSTRUCTION;
  const priorityFee = (microLamportsPerUnit * units + 999_999n) / 1_000_000n;
  const lamports = LAMPORTS_PER_SIGNATURE * BigInt(message.header.numRequiredSignatures) + priorityFee;
  summary.fee = formatUnits(lamports, 9);
  return summary;
}
