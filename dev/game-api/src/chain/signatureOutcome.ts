import type { Connection } from '@solana/web3.js';

/**
 * confirmed: landed without error. failed: cannot have moved tokens (it failed on chain, or its blockhash
 * expired before it landed). pending: not known yet.
 */
export type SignatureOutcome =
  { kind: 'confirmed' } | { kind: 'failed'; reason: string } | { kind: 'pending'; reason: string };

/** One look at the chain for a signed transaction. Never throws: an unreachable chain is `pending`. */
export async function checkSignature(
  connection: Connection,
  signature: string,
  lastValidBlockHeight: number,
): Promise<SignatureOutcome> {
  try {
    const { value } = await connection.getSignatureStatuses([signature], { searchTransactionHistory: true });
    const status = value[0];
    if (status && status.confirmationStatus !== 'processed') {
      return status.err === null
        ? { kind: 'confirmed' }
        : { kind: 'failed', reason: `the transaction failed on chain (${JSON.stringify(status.err)})` };
    }
    // Asked after the status lookup: a transaction that lands at the last moment is found above first.
    if ((await connection.getBlockHeight('confirmed')) > lastValidBlockHeight) {
      return { kind: 'failed', reason: 'the transaction expired before it reached the chain' };
    }
    return { kind: 'pending', reason: 'the chain has not confirmed the transaction yet' };
  } catch (error) {
    return { kind: 'pending', reason: `the chain could not be asked (${errorText(error)})` };
  }
}

/** Looks every `intervalMs` until the outcome is known or `timeoutMs` has passed. */
export async function awaitSignature(
  connection: Connection,
  signature: string,
  lastValidBlockHeight: number,
  { timeoutMs, intervalMs }: { timeoutMs: number; intervalMs: number },
): Promise<SignatureOutcome> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const outcome = await checkSignature(connection, signature, lastValidBlockHeight);
    if (outcome.kind !== 'pending' || Date.now() + intervalMs > deadline) return outcome;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // web3.js wraps fetch failures as "failed to get ...: TypeError: fetch failed"; keep the first line.
  return text.split('\n')[0]?.slice(0, 300) ?? 'unknown error';
}
