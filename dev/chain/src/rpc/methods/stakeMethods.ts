import type { Chain } from '../../ledger/Chain';
import type { RpcMethods } from '../jsonRpc';
import {
  booleanOption,
  checkMinContextSlot,
  commitmentOf,
  configParam,
  integerParam,
  positional,
  pubkeyParam,
} from '../params';
import { decodeStakeAccount, STAKE_PROGRAM_ID } from '../../accounts/stakeState';
import { RpcCode, RpcError } from '../RpcError';
import { stakeActivation } from '../stakeActivation';
import { voteAccounts } from '../voteAccounts';
import type { VoteAccountInfo } from '../voteAccounts';
import { withContext } from './shared';

/** getInflationReward's widest address list, as on a validator. */
const MAX_REWARD_ADDRESSES = 256;

/** getVoteAccounts' entry: everything but the internal delinquency flag. */
function voteEntry({ delinquent: _delinquent, ...entry }: VoteAccountInfo) {
  return entry;
}

/**
 * Votes, stake and inflation. Vote accounts and their stake are read from the chain's accounts (the node's own
 * are made at genesis). The chain pays no inflation rewards (LiteSVM runs no epoch rewards), so the inflation
 * governor is the disabled one and every reward is null.
 */
export function stakeMethods(chain: Chain): RpcMethods<unknown> {
  return {
    getVoteAccounts(params) {
      const config = configParam(positional(params)[0]);
      commitmentOf(config);
      const votePubkey =
        config.votePubkey === undefined ? undefined : pubkeyParam(config.votePubkey, 'votePubkey');
      const keepUnstaked = booleanOption(config, 'keepUnstakedDelinquents', false);
      const accounts = voteAccounts(chain).filter(
        (account) =>
          (votePubkey === undefined || account.votePubkey === votePubkey) &&
          (!account.delinquent || account.activatedStake > 0 || keepUnstaked),
      );
      return {
        current: accounts.filter((account) => !account.delinquent).map(voteEntry),
        delinquent: accounts.filter((account) => account.delinquent).map(voteEntry),
      };
    },

    // Removed from validators' RPC in 2.0, still called by web3.js 1.x's getStakeActivation.
    getStakeActivation(params) {
      const [address, rawConfig] = positional(params);
      const key = pubkeyParam(address, 'stake account');
      const config = configParam(rawConfig);
      commitmentOf(config);
      checkMinContextSlot(config, chain.slot);
      const current = chain.epochOf(chain.slot).epoch;
      if (
        config.epoch !== undefined &&
        config.epoch !== null &&
        integerParam(config.epoch, 'epoch') !== current
      ) {
        throw new RpcError(
          RpcCode.InvalidParams,
          `Invalid param: epoch ${String(config.epoch)}. Only the current epoch (${current}) is supported`,
        );
      }
      const account = chain.getAccount(key);
      const state = account?.owner === STAKE_PROGRAM_ID ? decodeStakeAccount(account.data) : undefined;
      if (!account || !state) throw new RpcError(RpcCode.InvalidParams, 'Invalid param: not a stake account');
      return stakeActivation(account.lamports - state.rentExemptReserve, state.delegation, current);
    },

    getStakeMinimumDelegation(params) {
      commitmentOf(configParam(positional(params)[0]));
      return withContext(chain, Number(chain.stakeMinimumDelegation()));
    },

    getInflationGovernor(params) {
      commitmentOf(configParam(positional(params)[0]));
      return { initial: 0, terminal: 0, taper: 0, foundation: 0, foundationTerm: 0 };
    },

    getInflationRate: () => ({
      total: 0,
      validator: 0,
      foundation: 0,
      epoch: chain.epochOf(chain.slot).epoch,
    }),

    getInflationReward(params) {
      const [addresses, rawConfig] = positional(params);
      if (!Array.isArray(addresses))
        throw RpcError.invalidParams('the first parameter must be an array of addresses');
      if (addresses.length > MAX_REWARD_ADDRESSES) {
        throw RpcError.invalidParams(`too many addresses requested; max ${MAX_REWARD_ADDRESSES}`);
      }
      const config = configParam(rawConfig);
      commitmentOf(config);
      checkMinContextSlot(config, chain.slot);
      if (config.epoch !== undefined && config.epoch !== null) {
        const epoch = integerParam(config.epoch, 'epoch');
        if (epoch >= chain.epochOf(chain.slot).epoch) {
          throw RpcError.invalidParams(`Epoch ${epoch} is not finished: its rewards are not known yet`);
        }
      }
      return addresses.map((address, i) => {
        pubkeyParam(address, `address ${i}`);
        return null;
      });
    },
  };
}
