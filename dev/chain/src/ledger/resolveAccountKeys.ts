import bs58 from 'bs58';
import { AddressLookupTableAccount } from '@solana/web3.js';
import type { DecodedTransaction } from './decodeTransaction';
import type { ChainAccount, LoadedAddresses } from './types';

export interface ResolvedKeys {
  /** Static keys, then loaded writable, then loaded readonly. */
  keys: string[];
  loaded: LoadedAddresses;
  writable: string[];
}

/** The full account list of a transaction, reading address lookup tables for v0 messages. */
export function resolveAccountKeys(
  decoded: DecodedTransaction,
  read: (address: string) => ChainAccount | null,
): ResolvedKeys {
  const loaded: LoadedAddresses = { writable: [], readonly: [] };
  for (const lookup of decoded.addressTableLookups) {
    const table = read(lookup.accountKey.toBase58());
    // A missing or malformed table makes the runtime reject the transaction; nothing to resolve then.
    if (!table) continue;
    let addresses: string[];
    try {
      addresses = AddressLookupTableAccount.deserialize(table.data).addresses.map((key) => key.toBase58());
    } catch {
      continue;
    }
    for (const index of lookup.writableIndexes) {
      const address = addresses[index];
      if (address) loaded.writable.push(address);
    }
    for (const index of lookup.readonlyIndexes) {
      const address = addresses[index];
      if (address) loaded.readonly.push(address);
    }
  }
  const invoked = new Set(decoded.instructions.map((ix) => decoded.staticAccountKeys[ix.programIdIndex]));
  const writable = decoded.staticAccountKeys.filter(
    // The runtime demotes invoked programs to read-only whatever the header says.
    (key, index) => decoded.isStaticWritable(index) && !invoked.has(key),
  );
  return {
    keys: [...decoded.staticAccountKeys, ...loaded.writable, ...loaded.readonly],
    loaded,
    writable: [...writable, ...loaded.writable],
  };
}

export function isZeroSignature(signature: Uint8Array | string): boolean {
  const bytes = typeof signature === 'string' ? bs58.decode(signature) : signature;
  return bytes.every((byte) => byte === 0);
}
