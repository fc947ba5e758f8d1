import type { Chain } from '../../ledger/Chain';
import { formatTransaction, memoOf, TRANSACTION_ENCODINGS } from '../formatTransaction';
import type { RpcMethods } from '../jsonRpc';
import {
  atLeastConfirmed,
  checkMinContextSlot,
  configParam,
  encodingOf,
  integerParam,
  maxSupportedVersionOf,
  positional,
  pubkeyParam,
  signatureParam,
} from '../params';
import { RpcError } from '../RpcError';
import { withContext } from './shared';

const MAX_STATUSES = 256;
const MAX_SIGNATURES = 1000;

export function historyMethods(chain: Chain): RpcMethods<unknown> {
  const methods: RpcMethods<unknown> = {
    getSignatureStatuses(params) {
      const [signatures, config] = positional(params);
      configParam(config);
      if (!Array.isArray(signatures))
        throw RpcError.invalidParams('the first parameter must be an array of signatures');
      if (signatures.length > MAX_STATUSES) {
        throw RpcError.invalidParams(`too many signatures requested; max ${MAX_STATUSES}`);
      }
      const statuses = signatures.map((signature, i) => {
        const record = chain.index.get(signatureParam(signature, `signature ${i}`));
        if (!record) return null;
        // Landed but not on disk yet: `processed`. Once on disk it is final (there are no forks to wait
        // out), so a crash never loses a transaction a client was told is confirmed.
        const durable = chain.isDurable(record);
        return {
          slot: record.slot,
          confirmations: durable ? null : 0,
          err: record.err,
          status: record.err === null ? { Ok: null } : { Err: record.err },
          confirmationStatus: durable ? 'finalized' : 'processed',
        };
      });
      return withContext(chain, statuses);
    },

    getTransaction(params) {
      const [signature, rawConfig] = positional(params);
      const key = signatureParam(signature);
      // The second parameter may still be a bare encoding string in older clients.
      const config = typeof rawConfig === 'string' ? { encoding: rawConfig } : configParam(rawConfig);
      atLeastConfirmed(config);
      const encoding = encodingOf(config, TRANSACTION_ENCODINGS, 'json');
      const maxSupported = maxSupportedVersionOf(config);
      const record = chain.index.get(key);
      // Asked at confirmed or finalized: a transaction not on disk yet is not there at that commitment.
      if (!record || !chain.isDurable(record)) return null;
      if (record.version === 0 && maxSupported === undefined) throw RpcError.unsupportedTransactionVersion();
      return formatTransaction(record, encoding, maxSupported);
    },

    getSignaturesForAddress(params) {
      const [address, rawConfig] = positional(params);
      const key = pubkeyParam(address, 'address');
      const config = configParam(rawConfig);
      atLeastConfirmed(config);
      checkMinContextSlot(config, chain.slot);
      const limit =
        config.limit === undefined || config.limit === null
          ? MAX_SIGNATURES
          : integerParam(config.limit, 'limit', 1, MAX_SIGNATURES);
      const before = config.before == null ? undefined : signatureParam(config.before, 'before');
      const until = config.until == null ? undefined : signatureParam(config.until, 'until');
      const found = chain.index.signaturesFor(key, { limit, before, until });
      return found
        .filter((record) => chain.isDurable(record))
        .map((record) => ({
          signature: record.signature,
          slot: record.slot,
          err: record.err,
          memo: memoOf(record),
          blockTime: record.blockTime,
          confirmationStatus: 'finalized',
        }));
    },
    // Removed from validators' RPC in 2.0, still called by web3.js 1.x's getConfirmedSignaturesForAddress2.
    getConfirmedSignaturesForAddress2(params, context) {
      return methods.getSignaturesForAddress?.(params, context);
    },
  };
  return methods;
}
