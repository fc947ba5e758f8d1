import bs58 from 'bs58';
import { decodeTransaction, TransactionDecodeError } from '../ledger/decodeTransaction';
import type { DecodedTransaction } from '../ledger/decodeTransaction';
import type { Config } from './params';
import { encodingOf } from './params';
import { RpcError } from './RpcError';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The encoded transaction of sendTransaction / simulateTransaction (base58 unless told otherwise). */
export function transactionParam(value: unknown, config: Config): DecodedTransaction {
  if (typeof value !== 'string') throw RpcError.invalidParams('the transaction must be an encoded string');
  const encoding = encodingOf(config, ['base58', 'base64'] as const, 'base58');
  let bytes: Uint8Array;
  if (encoding === 'base64') {
    if (!BASE64.test(value)) throw RpcError.invalidParams('the transaction is not valid base64');
    bytes = Buffer.from(value, 'base64');
  } else {
    try {
      bytes = bs58.decode(value);
    } catch {
      throw RpcError.invalidParams(
        'the transaction is not valid base58 (pass encoding: "base64" for base64)',
      );
    }
  }
  try {
    return decodeTransaction(bytes);
  } catch (error) {
    if (error instanceof TransactionDecodeError) throw RpcError.invalidParams(error.message);
    throw error;
  }
}
