import type { Block } from '../../ledger/BlockLedger';
import type { Chain } from '../../ledger/Chain';
import type { TransactionRecord } from '../../ledger/types';
import { formatBlock, TRANSACTION_DETAILS } from '../formatBlock';
import { TRANSACTION_ENCODINGS } from '../formatTransaction';
import type { RpcMethods } from '../jsonRpc';
import {
  atLeastConfirmed,
  booleanOption,
  configParam,
  encodingOf,
  integerParam,
  maxSupportedVersionOf,
  positional,
} from '../params';
import type { Config } from '../params';
import { RpcCode, RpcError } from '../RpcError';
import { activeStakeByVoter } from '../voteAccounts';

/** getBlocks' widest range, as on a validator. */
const MAX_SLOT_RANGE = 500_000;

function detailsOf(config: Config) {
  const value = config.transactionDetails ?? 'full';
  if (typeof value !== 'string' || !(TRANSACTION_DETAILS as readonly string[]).includes(value)) {
    throw RpcError.invalidParams(`transactionDetails must be one of ${TRANSACTION_DETAILS.join(', ')}`);
  }
  return value as (typeof TRANSACTION_DETAILS)[number];
}

/** getBlock, getBlocks, getBlocksWithLimit, getBlockTime, getBlockCommitment and the ledger's bounds. */
export function blockMethods(chain: Chain): RpcMethods<unknown> {
  const firstSlot = () => chain.blocks.first?.slot ?? chain.root;

  /** The block at `slot` if a client may see it at `confirmed` or `finalized`, else the validator's error. */
  const visibleBlock = (slot: number): Block => {
    const block = chain.blocks.get(slot);
    if (slot < firstSlot()) {
      throw new RpcError(
        RpcCode.BlockCleanedUp,
        `Block ${slot} cleaned up, does not exist on node. First available block: ${firstSlot()}`,
      );
    }
    if (!block || slot > chain.root) {
      throw new RpcError(RpcCode.BlockNotAvailable, `Block not available for slot ${slot}`);
    }
    return block;
  };

  /** Slots of the blocks from `start` to `end` (both included) that a client may see. */
  const slotsBetween = (start: number, end: number) =>
    chain.blocks.range(start, Math.min(end, chain.root)).map((block) => block.slot);

  return {
    getBlock(params) {
      const [slotParam, rawConfig] = positional(params);
      const slot = integerParam(slotParam, 'slot');
      // The second parameter may still be a bare encoding string in older clients.
      const config = typeof rawConfig === 'string' ? { encoding: rawConfig } : configParam(rawConfig);
      atLeastConfirmed(config);
      const view = {
        encoding: encodingOf(config, TRANSACTION_ENCODINGS, 'json'),
        transactionDetails: detailsOf(config),
        rewards: booleanOption(config, 'rewards', true),
        maxSupportedTransactionVersion: maxSupportedVersionOf(config),
      };
      const block = visibleBlock(slot);
      const records = block.signatures
        .map((signature) => chain.index.get(signature))
        .filter((record): record is TransactionRecord => record !== undefined);
      return formatBlock(block, records, view);
    },

    getBlocks(params) {
      const [startParam, endOrConfig, maybeConfig] = positional(params);
      const start = integerParam(startParam, 'start slot');
      const hasEnd = typeof endOrConfig === 'number';
      atLeastConfirmed(configParam(hasEnd ? maybeConfig : endOrConfig));
      const end = hasEnd ? integerParam(endOrConfig, 'end slot') : chain.root;
      if (end - start > MAX_SLOT_RANGE) {
        throw RpcError.invalidParams(`Slot range too large; max ${MAX_SLOT_RANGE}`);
      }
      return slotsBetween(start, end);
    },

    getBlocksWithLimit(params) {
      const [startParam, limitParam, config] = positional(params);
      const start = integerParam(startParam, 'start slot');
      const limit = integerParam(limitParam, 'limit', 0, MAX_SLOT_RANGE);
      atLeastConfirmed(configParam(config));
      return slotsBetween(start, start + limit - 1).slice(0, limit);
    },

    getBlockTime(params) {
      return visibleBlock(integerParam(positional(params)[0], 'slot')).blockTime;
    },

    getBlockCommitment(params) {
      visibleBlock(integerParam(positional(params)[0], 'slot'));
      // Every visible block is rooted, and a rooted block has no vote tally left to report.
      let totalStake = 0n;
      for (const stake of activeStakeByVoter(chain).values()) totalStake += stake;
      return { commitment: null, totalStake: Number(totalStake) };
    },

    getFirstAvailableBlock: () => firstSlot(),
    minimumLedgerSlot: () => firstSlot(),
  };
}
