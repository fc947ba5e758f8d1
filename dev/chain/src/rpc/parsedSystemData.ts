import { AddressLookupTableAccount, NONCE_ACCOUNT_LENGTH, NonceAccount } from '@solana/web3.js';
import { SYSTEM_PROGRAM_ID } from '../accounts/programIds';
import type { ChainAccount } from '../ledger/types';
import type { ParsedAccountData } from './parsedAccountData';

export const LOOKUP_TABLE_PROGRAM_ID = 'AddressLookupTab1e1111111111111111111111111';
const LOOKUP_TABLE_INITIALIZED = 1;

/** An address lookup table in the validator's jsonParsed shape (slots as strings, as it prints u64 here). */
function lookupTable(account: ChainAccount): ParsedAccountData | undefined {
  const space = account.data.length;
  const view = new DataView(account.data.buffer, account.data.byteOffset, account.data.byteLength);
  if (space < 4 || view.getUint32(0, true) !== LOOKUP_TABLE_INITIALIZED) {
    return { program: 'address-lookup-table', parsed: { type: 'uninitialized', info: {} }, space };
  }
  let state: AddressLookupTableAccount['state'];
  try {
    state = AddressLookupTableAccount.deserialize(account.data);
  } catch {
    return undefined;
  }
  const info: Record<string, unknown> = {
    deactivationSlot: state.deactivationSlot.toString(),
    lastExtendedSlot: String(state.lastExtendedSlot),
    lastExtendedSlotStartIndex: state.lastExtendedSlotStartIndex,
  };
  if (state.authority) info.authority = state.authority.toBase58();
  info.addresses = state.addresses.map((address) => address.toBase58());
  return { program: 'address-lookup-table', parsed: { type: 'lookupTable', info }, space };
}

/** A durable-nonce account (a System account of 80 bytes). */
function nonce(account: ChainAccount): ParsedAccountData | undefined {
  const space = account.data.length;
  const view = new DataView(account.data.buffer, account.data.byteOffset, account.data.byteLength);
  if (view.getUint32(4, true) !== 1)
    return { program: 'nonce', parsed: { type: 'uninitialized', info: {} }, space };
  const state = NonceAccount.fromAccountData(account.data);
  return {
    program: 'nonce',
    parsed: {
      type: 'initialized',
      info: {
        authority: state.authorizedPubkey.toBase58(),
        blockhash: state.nonce,
        feeCalculator: { lamportsPerSignature: String(state.feeCalculator.lamportsPerSignature) },
      },
    },
    space,
  };
}

/** jsonParsed data for lookup tables and nonce accounts; undefined for anything else. */
export function parsedSystemData(account: ChainAccount): ParsedAccountData | undefined {
  if (account.owner === LOOKUP_TABLE_PROGRAM_ID) return lookupTable(account);
  if (account.owner === SYSTEM_PROGRAM_ID && account.data.length === NONCE_ACCOUNT_LENGTH)
    return nonce(account);
  return undefined;
}
