import type { Block } from '../ledger/BlockLedger';
import type { TransactionRecord } from '../ledger/types';
import { decodeRecord, parsedAccountKeys, transactionEntry } from './formatTransaction';
import type { TransactionEncoding } from './formatTransaction';
import { RpcError } from './RpcError';

export const TRANSACTION_DETAILS = ['full', 'accounts', 'signatures', 'none'] as const;
export type TransactionDetails = (typeof TRANSACTION_DETAILS)[number];

export interface BlockView {
  encoding: TransactionEncoding;
  transactionDetails: TransactionDetails;
  rewards: boolean;
  maxSupportedTransactionVersion: number | undefined;
}

/** The 'accounts' form of a transaction: its signatures and account list, and the meta without logs. */
function accountsEntry(record: TransactionRecord, view: BlockView) {
  const decoded = decodeRecord(record);
  return {
    transaction: { signatures: decoded.signatures, accountKeys: parsedAccountKeys(decoded, record) },
    meta: {
      err: record.err,
      status: record.err === null ? { Ok: null } : { Err: record.err },
      fee: record.fee,
      preBalances: record.preBalances,
      postBalances: record.postBalances,
      preTokenBalances: record.preTokenBalances,
      postTokenBalances: record.postTokenBalances,
      ...(view.rewards ? { rewards: [] } : {}),
    },
    ...(view.maxSupportedTransactionVersion === undefined ? {} : { version: record.version }),
  };
}

/**
 * getBlock's answer for a block whose transactions are `records` (in block order), in the validator's shape.
 * Rewards are always empty: this chain pays none.
 */
export function formatBlock(block: Block, records: TransactionRecord[], view: BlockView) {
  const listsTransactions = view.transactionDetails === 'full' || view.transactionDetails === 'accounts';
  if (
    listsTransactions &&
    view.maxSupportedTransactionVersion === undefined &&
    records.some((record) => record.version === 0)
  ) {
    throw RpcError.unsupportedTransactionVersion();
  }
  const header = {
    blockHeight: block.blockHeight,
    blockTime: block.blockTime,
    blockhash: block.blockhash,
    parentSlot: block.parentSlot,
    previousBlockhash: block.previousBlockhash,
  };
  const rewards = view.rewards ? { rewards: [] } : {};
  switch (view.transactionDetails) {
    case 'none':
      return { ...header, ...rewards };
    case 'signatures':
      return { ...header, signatures: records.map((record) => record.signature), ...rewards };
    case 'accounts':
      return { ...header, transactions: records.map((record) => accountsEntry(record, view)), ...rewards };
    case 'full':
      return {
        ...header,
        transactions: records.map((record) =>
          transactionEntry(record, view.encoding, view.maxSupportedTransactionVersion),
        ),
        ...rewards,
      };
  }
}
