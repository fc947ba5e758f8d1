import bs58 from 'bs58';
import type { ChainAccount } from '../ledger/types';
import type { Config } from './params';
import { encodingOf, integerParam } from './params';
import { parsedAccountData } from './parsedAccountData';
import type { ParsedAccountData } from './parsedAccountData';
import { RpcCode, RpcError } from './RpcError';

export const ACCOUNT_ENCODINGS = ['base64', 'base58', 'jsonParsed', 'base64+zstd'] as const;
export type AccountEncoding = (typeof ACCOUNT_ENCODINGS)[number];

export interface DataSlice {
  offset: number;
  length: number;
}

export interface AccountView {
  encoding: AccountEncoding;
  dataSlice?: DataSlice;
}

export interface RpcAccountInfo {
  data: [string, string] | ParsedAccountData;
  executable: boolean;
  lamports: number;
  owner: string;
  rentEpoch: number;
  space: number;
}

const MAX_BASE58_BYTES = 128;

/** Reads `encoding` and `dataSlice` from a request's configuration. */
export function accountViewOf(config: Config, fallback: AccountEncoding = 'base64'): AccountView {
  const encoding = encodingOf(config, ACCOUNT_ENCODINGS, fallback);
  if (encoding === 'base64+zstd') {
    throw RpcError.invalidParams('encoding base64+zstd is not supported by this local chain: use base64');
  }
  const slice = config.dataSlice;
  if (slice === undefined || slice === null) return { encoding };
  if (typeof slice !== 'object' || Array.isArray(slice)) {
    throw RpcError.invalidParams('dataSlice must be an object { offset, length }');
  }
  const { offset, length } = slice as Record<string, unknown>;
  return {
    encoding,
    dataSlice: {
      offset: integerParam(offset, 'dataSlice.offset'),
      length: integerParam(length, 'dataSlice.length'),
    },
  };
}

/** An account in the RPC's `value` shape, encoded as the client asked. */
export function encodeAccount(
  account: ChainAccount,
  view: AccountView,
  decimalsOf: (mint: string) => number | undefined,
): RpcAccountInfo {
  const base = {
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.owner,
    rentEpoch: Number(account.rentEpoch),
    space: account.data.length,
  };
  if (view.encoding === 'jsonParsed' && !view.dataSlice) {
    const parsed = parsedAccountData(account, decimalsOf);
    if (parsed) return { ...base, data: parsed };
  }
  const data = view.dataSlice
    ? account.data.subarray(view.dataSlice.offset, view.dataSlice.offset + view.dataSlice.length)
    : account.data;
  if (view.encoding === 'base58') {
    if (data.length > MAX_BASE58_BYTES) {
      throw new RpcError(
        RpcCode.InvalidRequest,
        'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
      );
    }
    return { ...base, data: [bs58.encode(data), 'base58'] };
  }
  return { ...base, data: [Buffer.from(data).toString('base64'), 'base64'] };
}
