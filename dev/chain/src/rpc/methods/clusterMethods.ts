import type { Chain } from '../../ledger/Chain';
import type { RpcMethods } from '../jsonRpc';
import { checkMinContextSlot, commitmentOf, configParam, integerParam, positional } from '../params';
import { API_VERSION } from './shared';

const SLOTS_PER_EPOCH = 432_000;
// An arbitrary but stable feature-set id: clients only compare it between calls.
const FEATURE_SET = 3_294_202_862;

/** Slot, block height, version, health and the other questions about the node itself. */
export function clusterMethods(chain: Chain): RpcMethods<unknown> {
  const withSlotCheck = (params: unknown) => {
    const config = configParam(positional(params)[0]);
    commitmentOf(config);
    checkMinContextSlot(config, chain.slot);
  };
  return {
    getSlot(params) {
      withSlotCheck(params);
      return chain.slot;
    },
    getBlockHeight(params) {
      withSlotCheck(params);
      return chain.blockHeight;
    },
    getEpochInfo(params) {
      withSlotCheck(params);
      const slot = chain.slot;
      return {
        absoluteSlot: slot,
        blockHeight: chain.blockHeight,
        // LiteSVM's clock keeps epoch 0 however far the slot moves; derive it so the numbers agree.
        epoch: Math.floor(slot / SLOTS_PER_EPOCH),
        slotIndex: slot % SLOTS_PER_EPOCH,
        slotsInEpoch: SLOTS_PER_EPOCH,
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
    getIdentity: () => ({ identity: chain.faucetKeypair.publicKey.toBase58() }),
    getFirstAvailableBlock: () => 0,
    getMinimumBalanceForRentExemption(params) {
      const [length, config] = positional(params);
      commitmentOf(configParam(config));
      return chain.minimumBalanceForRentExemption(
        integerParam(length, 'account data length', 0, 10 * 1024 * 1024),
      );
    },
    getRecentPrioritizationFees: () => [{ slot: chain.slot, prioritizationFee: 0 }],
  };
}
