import { VersionedMessage } from '@solana/web3.js';
import type { Chain } from '../../ledger/Chain';
import type { RpcMethods } from '../jsonRpc';
import { checkMinContextSlot, commitmentOf, configParam, positional, stringParam } from '../params';
import { RpcError } from '../RpcError';
import { withContext } from './shared';

const LAMPORTS_PER_SIGNATURE = 5000;
const COMPUTE_BUDGET_PROGRAM_ID = 'ComputeBudget111111111111111111111111111111';
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000;
const MAX_UNITS = 1_400_000;

/** Base fee per signature plus the priority fee its compute-budget instructions ask for. */
function feeForMessage(message: VersionedMessage): number {
  const keys = message.staticAccountKeys.map((key) => key.toBase58());
  let unitLimit: number | undefined;
  let microLamportsPerUnit = 0n;
  let otherInstructions = 0;
  for (const ix of message.compiledInstructions) {
    if (keys[ix.programIdIndex] !== COMPUTE_BUDGET_PROGRAM_ID) {
      otherInstructions += 1;
      continue;
    }
    const data = new DataView(ix.data.buffer, ix.data.byteOffset, ix.data.byteLength);
    if (ix.data[0] === 2 && ix.data.length >= 5) unitLimit = data.getUint32(1, true);
    if (ix.data[0] === 3 && ix.data.length >= 9) microLamportsPerUnit = data.getBigUint64(1, true);
  }
  const units = BigInt(Math.min(unitLimit ?? otherInstructions * DEFAULT_UNITS_PER_INSTRUCTION, MAX_UNITS));
  const priority = (microLamportsPerUnit * units + 999_999n) / 1_000_000n;
  return LAMPORTS_PER_SIGNATURE * message.header.numRequiredSignatures + Number(priority);
}

export function blockhashMethods(chain: Chain): RpcMethods<unknown> {
  return {
    getLatestBlockhash(params) {
      const config = configParam(positional(params)[0]);
      commitmentOf(config);
      checkMinContextSlot(config, chain.slot);
      return withContext(chain, chain.latestBlockhash());
    },
    isBlockhashValid(params) {
      const [blockhash, config] = positional(params);
      const options = configParam(config);
      commitmentOf(options);
      checkMinContextSlot(options, chain.slot);
      return withContext(chain, chain.isBlockhashValid(stringParam(blockhash, 'blockhash')));
    },
    getFeeForMessage(params) {
      const [encoded, config] = positional(params);
      commitmentOf(configParam(config));
      let message: VersionedMessage;
      try {
        message = VersionedMessage.deserialize(Buffer.from(stringParam(encoded, 'message'), 'base64'));
      } catch (error) {
        throw RpcError.invalidParams(
          `message is not a base64 transaction message: ${(error as Error).message}`,
        );
      }
      // A validator answers null for a message whose blockhash it no longer accepts.
      return withContext(
        chain,
        chain.isBlockhashValid(message.recentBlockhash) ? feeForMessage(message) : null,
      );
    },
  };
}
