import type { Chain } from '../../ledger/Chain';
import { filtersOf } from '../accountFilters';
import { accountViewOf, encodeAccount } from '../encodeAccount';
import type { RpcMethods } from '../jsonRpc';
import {
  booleanOption,
  checkMinContextSlot,
  commitmentOf,
  configParam,
  positional,
  pubkeyParam,
} from '../params';
import { RpcError } from '../RpcError';
import { mintDecimals, withContext } from './shared';

const MAX_MULTIPLE_ACCOUNTS = 100;
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
