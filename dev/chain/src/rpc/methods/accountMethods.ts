import bs58 from 'bs58';
import type { Chain } from '../../ledger/Chain';
import type { ChainAccount } from '../../ledger/types';
import { accountViewOf, encodeAccount } from '../encodeAccount';
import type { RpcMethods } from '../jsonRpc';
import {
  booleanOption,
  checkMinContextSlot,
  commitmentOf,
  configParam,
  integerParam,
  positional,
  pubkeyParam,
  stringParam,
} from '../params';
import type { Config } from '../params';
import { RpcError } from '../RpcError';
import { mintDecimals, withContext } from './shared';

const MAX_MULTIPLE_ACCOUNTS = 100;
const MAX_FILTERS = 4;

type AccountFilter = (account: ChainAccount) => boolean;

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

function filtersOf(config: Config): AccountFilter[] {
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

export function accountMethods(chain: Chain): RpcMethods<unknown> {
  const decimalsOf = mintDecimals(chain);
  const read = (params: unknown) => {
    const [address, config] = positional(params);
    const options = configParam(config);
    commitmentOf(options);
    checkMinContextSlot(options, chain.slot);
    return { address: pubkeyParam(address, 'account address'), options };
  };
  return {
    getBalance(params) {
      const { address } = read(params);
      return withContext(chain, Number(chain.getAccount(address)?.lamports ?? 0n));
    },
    getAccountInfo(params) {
      const { address, options } = read(params);
      const view = accountViewOf(options, 'base64');
      const account = chain.getAccount(address);
      return withContext(chain, account ? encodeAccount(account, view, decimalsOf) : null);
    },
    getMultipleAccounts(params) {
      const [addresses, config] = positional(params);
      if (!Array.isArray(addresses))
        throw RpcError.invalidParams('the first parameter must be an array of addresses');
      if (addresses.length > MAX_MULTIPLE_ACCOUNTS) {
        throw RpcError.invalidParams(`too many accounts requested; max ${MAX_MULTIPLE_ACCOUNTS}`);
      }
      const options = configParam(config);
      commitmentOf(options);
      checkMinContextSlot(options, chain.slot);
      const view = accountViewOf(options, 'base64');
      const keys = addresses.map((address, i) => pubkeyParam(address, `address ${i}`));
      return withContext(
        chain,
        keys.map((key) => {
          const account = chain.getAccount(key);
          return account ? encodeAccount(account, view, decimalsOf) : null;
        }),
      );
    },
    getProgramAccounts(params) {
      const [programId, config] = positional(params);
      const options = configParam(config);
      commitmentOf(options);
      checkMinContextSlot(options, chain.slot);
      const view = accountViewOf(options, 'base64');
      const filters = filtersOf(options);
      const accounts = chain
        .getProgramAccounts(pubkeyParam(programId, 'program id'))
        .filter(({ account }) => filters.every((filter) => filter(account)))
        .map(({ pubkey, account }) => ({ pubkey, account: encodeAccount(account, view, decimalsOf) }));
      return booleanOption(options, 'withContext', false) ? withContext(chain, accounts) : accounts;
    },
  };
}
