import bs58 from 'bs58';
import type { ChainAccount } from '../ledger/types';
import { integerParam, stringParam } from './params';
import type { Config } from './params';
import { RpcError } from './RpcError';

const MAX_FILTERS = 4;

export type AccountFilter = (account: ChainAccount) => boolean;

function memcmpFilter(value: unknown): AccountFilter {
  if (!value || typeof value !== 'object')
    throw RpcError.invalidParams('memcmp must be { offset, bytes, encoding? }');
  const { offset, bytes, encoding } = value as Record<string, unknown>;
  const start = integerParam(offset, 'memcmp.offset');
  const text = stringParam(bytes, 'memcmp.bytes');
  let expected: Uint8Array;
  if (encoding === 'base64') expected = Buffer.from(text, 'base64');
  else if (encoding === undefined || encoding === null || encoding === 'base58') {
    try {
      expected = bs58.decode(text);
    } catch {
      throw RpcError.invalidParams('memcmp.bytes is not valid base58');
    }
  } else throw RpcError.invalidParams('memcmp.encoding must be base58 or base64');
  return (account) =>
    account.data.length >= start + expected.length &&
    expected.every((byte, i) => account.data[start + i] === byte);
}

/** getProgramAccounts' and programSubscribe's `filters`: every one must hold. */
export function filtersOf(config: Config): AccountFilter[] {
  const filters = config.filters;
  if (filters === undefined || filters === null) return [];
  if (!Array.isArray(filters)) throw RpcError.invalidParams('filters must be an array');
  if (filters.length > MAX_FILTERS)
    throw RpcError.invalidParams(`too many filters provided; max ${MAX_FILTERS}`);
  return filters.map((filter: unknown) => {
    if (filter && typeof filter === 'object' && 'dataSize' in filter) {
      const size = integerParam((filter as { dataSize: unknown }).dataSize, 'dataSize');
      return (account: ChainAccount) => account.data.length === size;
    }
    if (filter && typeof filter === 'object' && 'memcmp' in filter) {
      return memcmpFilter((filter as { memcmp: unknown }).memcmp);
    }
    throw RpcError.invalidParams('each filter must be { dataSize } or { memcmp }');
  });
}
