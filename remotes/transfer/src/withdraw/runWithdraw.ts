import { TOKENS } from '@companion/shared-state';
import { RetryKeys, answerLost, playerMessage } from '@companion/tab-kit';
import type { TransferApi } from '../api/transferApi';
import type { TransferOutcome, TransferStep } from '../lib/outcome';
import type { TransferToken } from '../lib/transferTokens';

/** Kept while the app is open: a withdrawal retried after leaving the tab is still the same withdrawal. */
const withdrawKeys = new RetryKeys();

/**
 * A withdrawal from IN_GAME to the player's GLOBAL wallet. The server debits and sends in one atomic step
 * and restores the in-game balance if the chain transfer fails, so the app only reports what it answers.
 * The same withdrawal confirmed again after its answer was lost carries the same key: it is paid once.
 */
export async function runWithdraw(
  api: Pick<TransferApi, 'withdraw'>,
  request: { token: TransferToken; amount: string },
  onStep?: (step: TransferStep) => void,
  keys: RetryKeys = withdrawKeys,
): Promise<TransferOutcome> {
  const what = `${request.amount} ${TOKENS[request.token].label}`;
  onStep?.('withdrawing');
  try {
    const { transfer } = await keys.send(`withdraw ${request.amount} ${request.token}`, (idempotencyKey) =>
      api.withdraw({ token: request.token, amount: request.amount, idempotencyKey }),
    );
    if (transfer.status === 'failed') {
      const reason = transfer.error ? ` (${transfer.error})` : '';
      return {
        kind: 'failed',
        transfer,
        message: `The withdrawal of ${what} failed${reason}. Your in-game balance was restored.`,
      };
    }
    const message =
      transfer.status === 'confirmed'
        ? `Withdrew ${what} to your global wallet.`
        : `Withdrawal of ${what} sent to your global wallet.`;
    return { kind: 'done', transfer, message };
  } catch (error) {
    // No answer is not a failure: the game may have paid it. Confirming it again sends the same key.
    if (answerLost(error)) {
      return {
        kind: 'failed',
        message: `No answer came about the withdrawal of ${what}: it may have gone through. Confirm it again to find out; it is never paid twice.`,
      };
    }
    return { kind: 'failed', message: `The withdrawal of ${what} failed. ${playerMessage(error)}` };
  }
}
