import type { Block } from '../../ledger/BlockLedger';
import type { Chain } from '../../ledger/Chain';
import { firstSlotOfEpoch } from '../../ledger/epochSchedule';
import type { RpcMethods } from '../jsonRpc';
import { commitmentOf, configParam, integerParam, positional, pubkeyParam } from '../params';
import { RpcError } from '../RpcError';
import { withContext } from './shared';

const MAX_PERFORMANCE_SAMPLES = 720;
const SAMPLE_PERIOD_SECS = 60;
/** getRecentPrioritizationFees looks at the last 150 blocks, as a validator's fee cache does. */
const PRIORITIZATION_FEE_BLOCKS = 150;
const MAX_FEE_ACCOUNTS = 128;

/**
 * A block's prioritization fee as a validator reports it: the lowest compute-unit price among its transactions,
 * raised to the lowest price paid by transactions that write-locked each requested account.
 */
function blockFee(block: Block, accounts: readonly string[]): number {
  if (block.fees.length === 0) return 0;
  let fee = Math.min(...block.fees.map((entry) => entry.unitPrice));
  for (const account of accounts) {
    const prices = block.fees
      .filter((entry) => entry.writable.includes(account))
      .map((entry) => entry.unitPrice);
    if (prices.length > 0) fee = Math.max(fee, Math.min(...prices));
  }
  return fee;
}

/**
 * Performance samples of 60 s windows counted from the oldest block held, newest first, complete windows only
 * (a validator samples once a minute). Windows the chain was down for have no sample.
 */
function performanceSamples(blocks: Block[], now: number) {
  const first = blocks[0];
  if (!first) return [];
  const windows = new Map<number, Block[]>();
  for (const block of blocks) {
    const window = Math.floor((block.blockTime - first.blockTime) / SAMPLE_PERIOD_SECS);
    if (first.blockTime + (window + 1) * SAMPLE_PERIOD_SECS > now) break; // still open
    const list = windows.get(window);
    if (list) list.push(block);
    else windows.set(window, [block]);
  }
  return [...windows.values()].reverse().map((sampled) => {
    const transactions = sampled.reduce((count, block) => count + block.signatures.length, 0);
    return {
      slot: (sampled[sampled.length - 1] as Block).slot,
      numSlots: sampled.length,
      numTransactions: transactions,
      // The node does not vote, so no transaction here is a vote.
      numNonVoteTransactions: transactions,
      samplePeriodSecs: SAMPLE_PERIOD_SECS,
    };
  });
}

/** getBlockProduction, getRecentPerformanceSamples and getRecentPrioritizationFees, from the blocks held. */
export function blockStatsMethods(chain: Chain): RpcMethods<unknown> {
  return {
    getBlockProduction(params) {
      const config = configParam(positional(params)[0]);
      const slot = chain.slotAt(commitmentOf(config));
      const identity = config.identity === undefined ? undefined : pubkeyParam(config.identity, 'identity');
      // By default the current epoch, from its first slot the chain still holds a block for.
      let firstSlot = Math.max(
        firstSlotOfEpoch(chain.epochSchedule, chain.epochOf(slot).epoch),
        chain.blocks.first?.slot ?? slot,
      );
      let lastSlot = slot;
      if (config.range !== undefined && config.range !== null) {
        const range = configParam(config.range);
        firstSlot = integerParam(range.firstSlot, 'range.firstSlot');
        lastSlot = range.lastSlot === undefined ? slot : integerParam(range.lastSlot, 'range.lastSlot');
        if (lastSlot < firstSlot)
          throw RpcError.invalidParams('lastSlot must be greater than or equal to firstSlot');
        if (lastSlot > slot)
          throw RpcError.invalidParams(`lastSlot, ${lastSlot}, cannot be greater than ${slot}`);
      }
      // Every slot is this node's, and every slot it held a block for was produced.
      const produced = chain.blocks.range(firstSlot, lastSlot).length;
      const byIdentity =
        identity === undefined || identity === chain.identity
          ? { [chain.identity]: [produced, produced] }
          : {};
      return withContext(chain, { byIdentity, range: { firstSlot, lastSlot } });
    },

    getRecentPerformanceSamples(params) {
      const [limit] = positional(params);
      const count =
        limit === undefined || limit === null
          ? MAX_PERFORMANCE_SAMPLES
          : integerParam(limit, 'limit', 0, MAX_PERFORMANCE_SAMPLES);
      const blocks = chain.blocks.range(0, chain.slot);
      return performanceSamples(blocks, Date.now() / 1000).slice(0, count);
    },

    getRecentPrioritizationFees(params) {
      const [addresses] = positional(params);
      const accounts = addresses === undefined || addresses === null ? [] : addresses;
      if (!Array.isArray(accounts))
        throw RpcError.invalidParams('the first parameter must be an array of addresses');
      if (accounts.length > MAX_FEE_ACCOUNTS) {
        throw RpcError.invalidParams(`too many accounts requested; max ${MAX_FEE_ACCOUNTS}`);
      }
      const keys = accounts.map((address: unknown, i: number) => pubkeyParam(address, `address ${i}`));
      return chain.blocks
        .recent(chain.slot, PRIORITIZATION_FEE_BLOCKS)
        .map((block) => ({ slot: block.slot, prioritizationFee: blockFee(block, keys) }));
    },
  };
}
