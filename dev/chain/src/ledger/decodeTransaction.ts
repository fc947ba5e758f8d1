import bs58 from 'bs58';
import { VersionedTransaction } from '@solana/web3.js';
import type { MessageAddressTableLookup, MessageCompiledInstruction, MessageHeader } from '@solana/web3.js';

/** The largest transaction a cluster accepts (one network packet). */
export const MAX_TRANSACTION_BYTES = 1232;

export interface DecodedTransaction {
  /** Canonical wire bytes, re-serialized from the parsed transaction. */
  bytes: Uint8Array;
  signature: string;
  signatures: string[];
  version: 'legacy' | 0;
  header: MessageHeader;
  staticAccountKeys: string[];
  recentBlockhash: string;
  instructions: MessageCompiledInstruction[];
  addressTableLookups: MessageAddressTableLookup[];
  isStaticWritable(index: number): boolean;
  /** The message with another blockhash (simulateTransaction's replaceRecentBlockhash). */
  withBlockhash(blockhash: string): DecodedTransaction;
}

export class TransactionDecodeError extends Error {}

function fromParsed(transaction: VersionedTransaction): DecodedTransaction {
  const { message } = transaction;
  const version = message.version;
  if (version !== 'legacy' && version !== 0) {
    throw new TransactionDecodeError(`unsupported transaction version ${String(version)}`);
  }
  // LiteSVM aborts the whole process on bytes it cannot deserialize, so it only ever sees bytes that
  // web3.js produced from a parsed transaction, never the client's bytes as they came.
  const bytes = transaction.serialize();
  if (bytes.length > MAX_TRANSACTION_BYTES) {
    throw new TransactionDecodeError(
      `transaction too large: ${bytes.length} bytes (max: ${MAX_TRANSACTION_BYTES} bytes)`,
    );
  }
  const signatures = transaction.signatures.map((signature) => bs58.encode(signature));
  return {
    bytes,
    signature: signatures[0] ?? bs58.encode(new Uint8Array(64)),
    signatures,
    version,
    header: message.header,
    staticAccountKeys: message.staticAccountKeys.map((key) => key.toBase58()),
    recentBlockhash: message.recentBlockhash,
    instructions: message.compiledInstructions,
    addressTableLookups: message.addressTableLookups,
    isStaticWritable: (index) => message.isAccountWritable(index),
    withBlockhash(blockhash) {
      const copy = VersionedTransaction.deserialize(bytes);
      copy.message.recentBlockhash = blockhash;
      return fromParsed(copy);
    },
  };
}

/** Parses wire bytes (legacy or v0); throws TransactionDecodeError with a reason when they are not a transaction. */
export function decodeTransaction(wire: Uint8Array): DecodedTransaction {
  if (wire.length > MAX_TRANSACTION_BYTES) {
    throw new TransactionDecodeError(
      `transaction too large: ${wire.length} bytes (max: ${MAX_TRANSACTION_BYTES} bytes)`,
    );
  }
  let parsed: VersionedTransaction;
  try {
    parsed = VersionedTransaction.deserialize(wire);
  } catch (error) {
    throw new TransactionDecodeError(`failed to deserialize transaction: ${(error as Error).message}`);
  }
  if (parsed.signatures.length === 0) throw new TransactionDecodeError('transaction has no signatures');
  if (parsed.message.staticAccountKeys.length === 0)
    throw new TransactionDecodeError('transaction has no accounts');
  try {
    return fromParsed(parsed);
  } catch (error) {
    if (error instanceof TransactionDecodeError) throw error;
    throw new TransactionDecodeError(`failed to deserialize transaction: ${(error as Error).message}`);
  }
}
