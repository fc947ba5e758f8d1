import { GameApiError, TOKENS } from '@companion/shared-state';
import type { TransferApi, TransferResult } from '../api/transferApi';
import { playerMessage } from '@companion/tab-kit';
import type { TransferOutcome, TransferStep } from '../lib/outcome';
import type { ChainStatus, DepositConnection } from './chainStatus';
import { useDepositQueue, type PendingDeposit } from './depositQueue';

/** What crediting a deposit needs; resuming one needs nothing more. */
export interface CreditContext {
  connection: DepositConnection;
  api: Pick<TransferApi, 'deposit'>;
  /** The signed-in wallet, the key of its pending deposits. */
  walletId: string;
  onStep?: (step: TransferStep) => void;
  /** Pause between asks while the server's chain node has not seen the deposit yet; 1.5 s unless set. */
  retryDelayMs?: number;
}

/** The server answers 404 while its chain node does not show the transaction yet. */
const NOT_SEEN_YET = 404;
const CREDIT_ATTEMPTS = 3;

const what = (d: PendingDeposit) => `${d.amount} ${TOKENS[d.token].label}`;

/** Acts on what the chain says about a sent deposit: forget it if it cannot have moved tokens, else credit it. */
export async function settleDeposit(
  ctx: CreditContext,
  deposit: PendingDeposit,
  chain: ChainStatus,
): Promise<TransferOutcome> {
  const queue = useDepositQueue.getState();
  switch (chain) {
    case 'failed':
      queue.remove(ctx.walletId, deposit.signature);
      return { kind: 'failed', message: 'The deposit failed on chain. No tokens were moved.' };
    case 'expired':
      queue.remove(ctx.walletId, deposit.signature);
      return {
        kind: 'failed',
        message: 'The deposit expired before it was confirmed. No tokens were moved; please try again.',
      };
    case 'unknown': {
      const message = `The deposit of ${what(deposit)} was sent but is not confirmed yet. Use "Retry crediting" in a moment.`;
      queue.update(ctx.walletId, deposit.signature, { reason: 'Not confirmed on chain yet' });
      return { kind: 'uncredited', message, signature: deposit.signature };
    }
    case 'confirmed':
      if (!deposit.confirmed) queue.update(ctx.walletId, deposit.signature, { confirmed: true });
      return creditDeposit(ctx, deposit);
  }
}

/**
 * Asks the server to credit a confirmed deposit. The server's credit is idempotent per signature, so this
 * is safe to repeat; the deposit stays queued until the server has given its verdict.
 */
async function creditDeposit(ctx: CreditContext, deposit: PendingDeposit): Promise<TransferOutcome> {
  const queue = useDepositQueue.getState();
  ctx.onStep?.('crediting');
  try {
    const { transfer } = await askToCredit(ctx, deposit.signature);
    if (transfer.status === 'pending') {
      // The server has it and will settle it (transferUpdated); a later resume just asks again.
      queue.update(ctx.walletId, deposit.signature, {
        reason: 'The game is still verifying this deposit',
      });
      return {
        kind: 'done',
        transfer,
        message: `Deposit of ${what(deposit)} received; the game is verifying it.`,
      };
    }
    // A verdict either way; a refused deposit stays visible, with its reason, in the history.
    queue.remove(ctx.walletId, deposit.signature);
    if (transfer.status === 'failed') {
      const reason = transfer.error ? `: ${transfer.error}` : '.';
      return { kind: 'failed', transfer, message: `The game could not verify the deposit${reason}` };
    }
    return { kind: 'done', transfer, message: `Deposited ${what(deposit)} to your in-game wallet.` };
  } catch (error) {
    const reason = playerMessage(error);
    queue.update(ctx.walletId, deposit.signature, { reason });
    return {
      kind: 'uncredited',
      signature: deposit.signature,
      message: `Your deposit of ${what(deposit)} is on chain but not credited yet. ${reason} Use "Retry crediting": it is never credited twice.`,
    };
  }
}

/** The server's node may lag a moment behind the app's confirmation, so "not seen yet" is asked again. */
async function askToCredit(ctx: CreditContext, signature: string): Promise<TransferResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.api.deposit({ signature });
    } catch (error) {
      const notSeenYet = error instanceof GameApiError && error.status === NOT_SEEN_YET;
      if (!notSeenYet || attempt >= CREDIT_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, ctx.retryDelayMs ?? 1500));
    }
  }
}
