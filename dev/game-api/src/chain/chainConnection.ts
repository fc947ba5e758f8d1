import { Connection } from '@solana/web3.js';

/** A chain call that takes longer than this counts as failed; web3.js itself never gives up. */
export const CHAIN_CALL_TIMEOUT_MS = 10_000;

/** A JSON-RPC connection at the `confirmed` commitment whose every request has a time limit. */
export function createChainConnection(rpcUrl: string): Connection {
  return new Connection(rpcUrl, {
    commitment: 'confirmed',
    disableRetryOnRateLimit: true,
    fetch: async (input, init) => {
      try {
        return await fetch(input, { ...init, signal: AbortSignal.timeout(CHAIN_CALL_TIMEOUT_MS) });
      } catch (cause) {
        // web3.js reports a failed request only when `error instanceof Error`; an error from another realm
        // (e.g. the runtime's own fetch under a test sandbox) would leave its call waiting forever.
        throw new Error(cause instanceof Error || isErrorLike(cause) ? cause.message : String(cause), {
          cause,
        });
      }
    },
  });
}

function isErrorLike(value: unknown): value is { message: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}
