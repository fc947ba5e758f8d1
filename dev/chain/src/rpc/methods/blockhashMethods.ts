import { VersionedMessage } from '@solana/web3.js';
import type { Chain } from '../../ledger/Chain';
import { computeBudgetOf, priorityFee } from '../../ledger/computeBudget';
import type { RpcMethods } from '../jsonRpc';
import { checkMinContextSlot, commitmentOf, configParam, positional, stringParam } from '../params';
import { RpcError } from '../RpcError';
import { withContext } from './shared';

const LAMPORTS_PER_SIGNATURE = 5000;

/** Base fee per signature plus the priority fee its compute-budget instructions ask for. */
function feeForMessage(message: VersionedMessage): number {
  const keys = message.staticAccountKeys.map((key) => key.toBase58());
  const budget = computeBudgetOf(keys, message.compiledInstructions);
  return LAMPORTS_PER_SIGNATURE * message.header.numRequiredSignatures + priorityFee(budget);
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
    // Removed from validators' RPC in 2.0, still called by web3.js 1.x's getFeeCalculatorForBlockhash.
    getFeeCalculatorForBlockhash(params) {
      const [blockhash, config] = positional(params);
      const options = configParam(config);
      commitmentOf(options);
      checkMinContextSlot(options, chain.slot);
      const valid = chain.isBlockhashValid(stringParam(blockhash, 'blockhash'));
      return withContext(
        chain,
        valid ? { feeCalculator: { lamportsPerSignature: LAMPORTS_PER_SIGNATURE } } : null,
      );
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
