/** JSON-RPC 2.0 codes, and the Solana-specific ones clients (web3.js) recognise. */
export const RpcCode = {
  ParseError: -32700,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  InternalError: -32603,
  SendTransactionPreflightFailure: -32002,
  TransactionSignatureVerificationFailure: -32003,
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
}
