import type { TransferOutcome } from '../lib/outcome';
import { lookUpOnChain } from './chainStatus';
import { settleDeposit, type CreditContext } from './creditDeposit';
import { useDepositQueue, type PendingDeposit } from './depositQueue';

/**
 * Finishes a queued deposit (on tab mount, or "Retry crediting"): one not yet seen confirmed is looked up
 * on chain first, then the server is asked to credit it. Null when another flow is already on it.
 */
export async function resumeDeposit(
  ctx: CreditContext,
  deposit: PendingDeposit,
): Promise<TransferOutcome | null> {
  const queue = useDepositQueue.getState();
  if (!queue.claim(deposit.signature)) return null;
  try {
    const chain = deposit.confirmed ? 'confirmed' : await lookUpOnChain(ctx.connection, deposit);
    return await settleDeposit(ctx, deposit, chain);
  } finally {
    useDepositQueue.getState().release(deposit.signature);
  }
}
