import type { Chain } from '../../ledger/Chain';
import type { RpcMethods } from '../jsonRpc';
import { checkMinContextSlot, commitmentOf, configParam, integerParam, positional } from '../params';
import { API_VERSION, FEATURE_SET } from './shared';

/** Slot, block height, version, health and the other questions about the node itself. */
export function clusterMethods(chain: Chain): RpcMethods<unknown> {
  /** The commitment asked (checking minContextSlot against the newest slot). */
  const withSlotCheck = (params: unknown) => {
    const config = configParam(positional(params)[0]);
    checkMinContextSlot(config, chain.slot);
    return commitmentOf(config);
  };
  return {
    getSlot(params) {
      // `processed` is the slot accepting transactions; `confirmed` and `finalized` the root.
      return chain.slotAt(withSlotCheck(params));
    },
    getBlockHeight(params) {
      withSlotCheck(params);
      return chain.blockHeight;
    },
    getEpochInfo(params) {
      const slot = chain.slotAt(withSlotCheck(params));
      return {
        absoluteSlot: slot,
        blockHeight: chain.blockHeight,
        ...chain.epochOf(slot),
        transactionCount: chain.index.transactionCount,
      };
    },
    getTransactionCount(params) {
      withSlotCheck(params);
      return chain.index.transactionCount;
    },
    getVersion: () => ({ 'solana-core': API_VERSION, 'feature-set': FEATURE_SET }),
    getHealth: () => 'ok',
    getGenesisHash: () => chain.genesisHash,
    getIdentity: () => ({ identity: chain.identity }),
    getMinimumBalanceForRentExemption(params) {
      const [length, config] = positional(params);
      commitmentOf(configParam(config));
      return chain.minimumBalanceForRentExemption(
        integerParam(length, 'account data length', 0, 10 * 1024 * 1024),
      );
    },
  };
}
