import type { Chain } from '../../ledger/Chain';
import type { RpcMethods } from '../jsonRpc';
import { booleanOption, commitmentOf, configParam, positional } from '../params';
import { RpcError } from '../RpcError';
import { withContext } from './shared';

const LARGEST_ACCOUNTS = 20;

/**
 * getSupply and getLargestAccounts, summed over every account the chain holds. A validator counts as
 * non-circulating only the accounts on a list of the cluster's own (foundation and team stakes); this chain has
 * none, so all of its SOL circulates.
 */
export function supplyMethods(chain: Chain): RpcMethods<unknown> {
  return {
    getSupply(params) {
      const config = configParam(positional(params)[0]);
      commitmentOf(config);
      booleanOption(config, 'excludeNonCirculatingAccountsList', false);
      let total = 0n;
      for (const account of chain.allAccounts()) total += account.lamports;
      return withContext(chain, {
        total: Number(total),
        circulating: Number(total),
        nonCirculating: 0,
        nonCirculatingAccounts: [],
      });
    },

    getLargestAccounts(params) {
      const config = configParam(positional(params)[0]);
      commitmentOf(config);
      const filter = config.filter ?? null;
      if (filter !== null && filter !== 'circulating' && filter !== 'nonCirculating') {
        throw RpcError.invalidParams('filter must be circulating or nonCirculating');
      }
      const accounts =
        filter === 'nonCirculating'
          ? []
          : chain
              .allAccounts()
              .sort((a, b) => (a.lamports === b.lamports ? 0 : a.lamports > b.lamports ? -1 : 1))
              .slice(0, LARGEST_ACCOUNTS)
              .map(({ address, lamports }) => ({ address, lamports: Number(lamports) }));
      return withContext(chain, accounts);
    },
  };
}
