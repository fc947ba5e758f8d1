import bs58 from 'bs58';
import { isMemoProgram } from '../accounts/programIds';
import { decodeTransaction } from '../ledger/decodeTransaction';
import type { DecodedTransaction } from '../ledger/decodeTransaction';
import type { InnerInstructionSet, TransactionRecord } from '../ledger/types';
import { parseInstruction } from '../instructions/parseInstruction';
import type { UiInstruction } from '../instructions/parseInstruction';

export const TRANSACTION_ENCODINGS = ['json', 'jsonParsed', 'base64', 'base58'] as const;
export type TransactionEncoding = (typeof TRANSACTION_ENCODINGS)[number];

export function decodeRecord(record: TransactionRecord): DecodedTransaction {
  return decodeTransaction(Buffer.from(record.transaction, 'base64'));
}

/** Inner instructions in jsonParsed form, resolved against the transaction's full account list. */
export function parsedInnerInstructions(sets: InnerInstructionSet[], accountKeys: string[]) {
  return sets.map((set) => ({
    index: set.index,
    instructions: set.instructions.map((ix) =>
      parseInstruction(
        accountKeys[ix.programIdIndex] ?? '',
        ix.accounts.map((i) => accountKeys[i] ?? ''),
        bs58.decode(ix.data),
        ix.stackHeight,
      ),
    ),
  }));
}

function jsonMessage(decoded: DecodedTransaction) {
  return {
    accountKeys: decoded.staticAccountKeys,
    header: decoded.header,
    recentBlockhash: decoded.recentBlockhash,
    instructions: decoded.instructions.map((ix) => ({
      programIdIndex: ix.programIdIndex,
      accounts: ix.accountKeyIndexes,
      data: bs58.encode(ix.data),
      stackHeight: null,
    })),
    ...(decoded.version === 0 ? { addressTableLookups: lookupsJson(decoded) } : {}),
  };
}

function lookupsJson(decoded: DecodedTransaction) {
  return decoded.addressTableLookups.map((lookup) => ({
    accountKey: lookup.accountKey.toBase58(),
    writableIndexes: lookup.writableIndexes,
    readonlyIndexes: lookup.readonlyIndexes,
  }));
}

/** Every account of the transaction with its role, as jsonParsed messages and 'accounts' blocks list them. */
export function parsedAccountKeys(decoded: DecodedTransaction, record: TransactionRecord) {
  const keys = record.accountKeys;
  const staticCount = decoded.staticAccountKeys.length;
  const invoked = new Set(decoded.instructions.map((ix) => keys[ix.programIdIndex]));
  const loadedWritable = record.loadedAddresses.writable.length;
  return keys.map((pubkey, index) => ({
    pubkey,
    signer: index < decoded.header.numRequiredSignatures,
    writable:
      index < staticCount
        ? decoded.isStaticWritable(index) && !invoked.has(pubkey)
        : index < staticCount + loadedWritable,
    source: index < staticCount ? 'transaction' : 'lookupTable',
  }));
}

function parsedMessage(decoded: DecodedTransaction, record: TransactionRecord) {
  const keys = record.accountKeys;
  const accountKeys = parsedAccountKeys(decoded, record);
  const instructions: UiInstruction[] = decoded.instructions.map((ix) =>
    parseInstruction(
      keys[ix.programIdIndex] ?? '',
      ix.accountKeyIndexes.map((i) => keys[i] ?? ''),
      ix.data,
      null,
    ),
  );
  return {
    accountKeys,
    recentBlockhash: decoded.recentBlockhash,
    instructions,
    ...(decoded.version === 0 ? { addressTableLookups: lookupsJson(decoded) } : {}),
  };
}

function metaJson(record: TransactionRecord, parsed: boolean) {
  return {
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    fee: record.fee,
    preBalances: record.preBalances,
    postBalances: record.postBalances,
    innerInstructions: parsed
      ? parsedInnerInstructions(record.innerInstructions, record.accountKeys)
      : record.innerInstructions,
    logMessages: record.logMessages,
    preTokenBalances: record.preTokenBalances,
    postTokenBalances: record.postTokenBalances,
    rewards: [],
    ...(parsed ? {} : { loadedAddresses: record.loadedAddresses }),
    computeUnitsConsumed: record.computeUnitsConsumed,
    ...(record.returnData ? { returnData: record.returnData } : {}),
  };
}

/** A recorded transaction and its meta in the requested encoding (a block's entry; getTransaction adds the slot). */
export function transactionEntry(
  record: TransactionRecord,
  encoding: TransactionEncoding,
  maxSupportedTransactionVersion: number | undefined,
) {
  const decoded = decodeRecord(record);
  let transaction: unknown;
  if (encoding === 'base64') transaction = [record.transaction, 'base64'];
  else if (encoding === 'base58') transaction = [bs58.encode(decoded.bytes), 'base58'];
  else {
    transaction = {
      signatures: decoded.signatures,
      message: encoding === 'jsonParsed' ? parsedMessage(decoded, record) : jsonMessage(decoded),
    };
  }
  return {
    transaction,
    meta: metaJson(record, encoding === 'jsonParsed'),
    ...(maxSupportedTransactionVersion === undefined ? {} : { version: record.version }),
  };
}

/** getTransaction's result for a recorded transaction, in the requested encoding. */
export function formatTransaction(
  record: TransactionRecord,
  encoding: TransactionEncoding,
  maxSupportedTransactionVersion: number | undefined,
) {
  return {
    slot: record.slot,
    blockTime: record.blockTime,
    ...transactionEntry(record, encoding, maxSupportedTransactionVersion),
  };
}

const utf8 = new TextDecoder('utf-8', { fatal: false });

/** getSignaturesForAddress's `memo`: each memo instruction as "[length] text", joined by "; ". */
export function memoOf(record: TransactionRecord): string | null {
  const decoded = decodeRecord(record);
  const memos = decoded.instructions
    .filter((ix) => isMemoProgram(record.accountKeys[ix.programIdIndex] ?? ''))
    .map((ix) => `[${ix.data.length}] ${utf8.decode(ix.data)}`);
  return memos.length > 0 ? memos.join('; ') : null;
}
