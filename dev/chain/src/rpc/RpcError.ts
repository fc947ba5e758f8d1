/** JSON-RPC 2.0 codes, and the Solana-specific ones clients (web3.js) recognise. */
export const RpcCode = {
  ParseError: -32700,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  InternalError: -32603,
  BlockCleanedUp: -32001,
  SendTransactionPreflightFailure: -32002,
  TransactionSignatureVerificationFailure: -32003,
  BlockNotAvailable: -32004,
  UnsupportedTransactionVersion: -32015,
  MinContextSlotNotReached: -32016,
} as const;

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }

  static invalidParams(message: string): RpcError {
    return new RpcError(RpcCode.InvalidParams, `Invalid params: ${message}`);
  }

  /** A v0 transaction asked for without maxSupportedTransactionVersion (getTransaction, getBlock). */
  static unsupportedTransactionVersion(): RpcError {
    return new RpcError(
      RpcCode.UnsupportedTransactionVersion,
      'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    );
  }
}
