import { LAMPORTS_PER_SOL } from '@solana/web3.js';
import type { Chain, SimulationOutcome } from '../../ledger/Chain';
import { transactionErrorText } from '../../ledger/transactionErrors';
import { accountViewOf, encodeAccount } from '../encodeAccount';
import { parsedInnerInstructions } from '../formatTransaction';
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
import { RpcCode, RpcError } from '../RpcError';
import { transactionParam } from '../transactionParam';
import { mintDecimals, withContext } from './shared';

const MAX_AIRDROP_LAMPORTS = 1_000_000 * LAMPORTS_PER_SOL;

function preflightFailure(outcome: SimulationOutcome): RpcError {
  if (outcome.err === 'SignatureFailure') {
    return new RpcError(
      RpcCode.TransactionSignatureVerificationFailure,
      'Transaction signature verification failure',
    );
  }
  return new RpcError(
    RpcCode.SendTransactionPreflightFailure,
    `Transaction simulation failed: ${transactionErrorText(outcome.err ?? 'unknown')}`,
    {
      accounts: null,
      err: outcome.err,
      innerInstructions: null,
      logs: outcome.logMessages,
      replacementBlockhash: null,
      returnData: outcome.returnData,
      unitsConsumed: outcome.computeUnitsConsumed,
    },
  );
}

/** sendTransaction, simulateTransaction and requestAirdrop. */
export function sendMethods(chain: Chain): RpcMethods<unknown> {
  const decimalsOf = mintDecimals(chain);
  return {
    sendTransaction(params) {
      const [encoded, config] = positional(params);
      const options = configParam(config);
      const decoded = transactionParam(encoded, options);
      commitmentOf(options);
      if (!booleanOption(options, 'skipPreflight', false)) {
        checkMinContextSlot(options, chain.slot);
        const preflight = chain.simulate(decoded, { sigVerify: true, replaceRecentBlockhash: false });
        if (preflight.err !== null) throw preflightFailure(preflight);
      }
      // Like a validator, a transaction that cannot land is dropped silently once preflight is skipped:
      // the client sees it never confirm.
      chain.process(decoded);
      return decoded.signature;
    },

    simulateTransaction(params) {
      const [encoded, config] = positional(params);
      const options = configParam(config);
      const decoded = transactionParam(encoded, options);
      commitmentOf(options);
      checkMinContextSlot(options, chain.slot);
      const sigVerify = booleanOption(options, 'sigVerify', false);
      const replaceRecentBlockhash = booleanOption(options, 'replaceRecentBlockhash', false);
      if (sigVerify && replaceRecentBlockhash) {
        throw RpcError.invalidParams('sigVerify may not be used with replaceRecentBlockhash');
      }
      const outcome = chain.simulate(decoded, { sigVerify, replaceRecentBlockhash });

      let accounts: unknown = null;
      const accountsConfig = options.accounts;
      if (accountsConfig !== undefined && accountsConfig !== null) {
        const request = configParam(accountsConfig);
        if (!Array.isArray(request.addresses))
          throw RpcError.invalidParams('accounts.addresses must be an array');
        const view = accountViewOf(request, 'base64');
        accounts = request.addresses.map((address: unknown, i: number) => {
          const key = pubkeyParam(address, `accounts.addresses[${i}]`);
          const account = outcome.postAccounts.has(key)
            ? outcome.postAccounts.get(key)
            : chain.getAccount(key);
          return account ? encodeAccount(account, view, decimalsOf) : null;
        });
      }
      return withContext(chain, {
        err: outcome.err,
        logs: outcome.logMessages,
        accounts,
        unitsConsumed: outcome.computeUnitsConsumed,
        returnData: outcome.returnData,
        innerInstructions: booleanOption(options, 'innerInstructions', false)
          ? parsedInnerInstructions(outcome.innerInstructions, outcome.accountKeys)
          : null,
        replacementBlockhash: outcome.replacementBlockhash,
      });
    },

    requestAirdrop(params) {
      const [address, lamports, config] = positional(params);
      const key = pubkeyParam(address, 'recipient');
      const amount = integerParam(lamports, 'lamports', 1, MAX_AIRDROP_LAMPORTS);
      commitmentOf(configParam(config));
      const outcome = chain.airdrop(key, BigInt(amount));
      if (!outcome.landed) {
        throw new RpcError(RpcCode.InternalError, `airdrop rejected: ${transactionErrorText(outcome.err)}`);
      }
      return outcome.record.signature;
    },
  };
}
