import type { Chain } from '../../ledger/Chain';
import type { RpcMethods } from '../jsonRpc';
import {
  checkMinContextSlot,
  commitmentOf,
  configParam,
  integerParam,
  positional,
  pubkeyParam,
} from '../params';
import type { Config } from '../params';
import { API_VERSION, FEATURE_SET } from './shared';

const MAX_SLOT_LEADERS = 5000;

/** Where this node serves (host:port), filled in once the servers listen. */
export interface NodeAddresses {
  rpc: string | null;
  pubsub: string | null;
}

function leaderScheduleArgs(params: unknown): { slot: number | undefined; config: Config } {
  const [first, second] = positional(params);
  // getLeaderSchedule(config) is accepted as well as getLeaderSchedule(slot | null, config).
  if (first !== null && typeof first === 'object') return { slot: undefined, config: configParam(first) };
  return {
    slot: first === undefined || first === null ? undefined : integerParam(first, 'slot'),
    config: configParam(second),
  };
}

/**
 * One node produces every block, so it leads every slot: the leader schedule, slot leaders and cluster nodes
 * name it alone, as a single-node validator's do.
 */
export function leaderMethods(chain: Chain, node: NodeAddresses): RpcMethods<unknown> {
  return {
    getEpochSchedule: () => chain.epochSchedule,

    getLeaderSchedule(params) {
      const { slot, config } = leaderScheduleArgs(params);
      commitmentOf(config);
      const identity = config.identity === undefined ? undefined : pubkeyParam(config.identity, 'identity');
      const { epoch, slotsInEpoch } = chain.epochOf(slot ?? chain.slot);
      const current = chain.epochOf(chain.slot).epoch;
      const firstEpoch = chain.epochOf(chain.blocks.first?.slot ?? chain.slot).epoch;
      // Known for the epochs the chain has lived in and the next one, as a validator's banks know them.
      if (epoch > current + 1 || epoch < firstEpoch) return null;
      if (identity !== undefined && identity !== chain.identity) return {};
      return { [chain.identity]: Array.from({ length: slotsInEpoch }, (_, index) => index) };
    },

    getSlotLeader(params) {
      const config = configParam(positional(params)[0]);
      commitmentOf(config);
      checkMinContextSlot(config, chain.slot);
      return chain.identity;
    },

    getSlotLeaders(params) {
      const [start, limit] = positional(params);
      integerParam(start, 'start slot');
      const count = integerParam(limit, 'limit', 1, MAX_SLOT_LEADERS);
      return Array.from({ length: count }, () => chain.identity);
    },

    getClusterNodes: () => [
      {
        pubkey: chain.identity,
        // No gossip, no TPU: transactions reach this node through sendTransaction only.
        gossip: null,
        tpu: null,
        tpuQuic: null,
        tpuForwards: null,
        tpuForwardsQuic: null,
        tpuVote: null,
        serveRepair: null,
        rpc: node.rpc,
        pubsub: node.pubsub,
        version: API_VERSION,
        featureSet: FEATURE_SET,
        shredVersion: 0,
      },
    ],

    getMaxRetransmitSlot: () => chain.slot,
    getMaxShredInsertSlot: () => chain.slot,
  };
}
