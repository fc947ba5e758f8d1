import { TOKENS } from '@companion/shared-state';
import type { TransferApi } from '../api/transferApi';
import { playerMessage } from '@companion/tab-kit';
import type { TransferOutcome, TransferStep } from '../lib/outcome';
import type { TransferToken } from '../lib/transferTokens';

/**
 * A withdrawal from IN_GAME to the player's GLOBAL wallet. The server debits and sends in one atomic step
 * and restores the in-game balance if the chain transfer fails, so the app only reports what it answers.
 */
export async function runWithdraw(
  api: Pick<TransferApi, 'withdraw'>,
  request: { token: TransferToken; amount: string },
  onStep?: (step: TransferStep) => void,
): Promise<TransferOutcome> {
  const what = `${request.amount} ${TOKENS[request.token].label}`;
  onStep?.('withdrawing');
  try {
    const { transfer } = await api.withdraw({ token: request.token, amount: request.amount });
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
    return { kind: 'failed', message: `The withdrawal of ${what} failed. ${playerMessage(error)}` };
  }
}
