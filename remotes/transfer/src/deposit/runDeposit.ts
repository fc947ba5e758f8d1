import {
  isSubmissionPending,
  TOKENS,
  toBaseUnits,
  type DepositResponse,
  type SubmissionPending,
} from '@companion/shared-state';
import { MAYBE_BOOKED_MESSAGE } from '@companion/tab-kit';
import { runWalletTransaction, type WalletTransactionDeps } from '@companion/tab-kit/wallet';
import type { TransferApi } from '../api/transferApi';
import type { TransferOutcome, TransferStep } from '../lib/outcome';
import type { TransferToken } from '../lib/transferTokens';
import { buildDepositTransaction, depositAccounts } from './depositTransaction';

export interface DepositContext {
  wallet: WalletTransactionDeps;
  api: Pick<TransferApi, 'deposit'>;
  onStep?: (step: TransferStep) => void;
}

/**
 * A deposit from the player's GLOBAL wallet to IN_GAME in one request: the transfer to the game vault is
 * built and checked for its fee, signed in the wallet (through the tab kit: one at a time, time-out,
 * Cancel), and handed to the game, which sends it, waits for the chain and credits it once
 * (docs/game-api.md, "Value moves in one request"). Closing the app after that loses nothing.
 */
export async function runDeposit(
  ctx: DepositContext,
  request: { token: TransferToken; amount: string },
): Promise<TransferOutcome> {
  const { decimals, label } = TOKENS[request.token];
  const what = `${request.amount} ${label}`;
  ctx.onStep?.('wallet');
  let accounts;
  try {
    accounts = depositAccounts(request.token);
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  const result = await runWalletTransaction<DepositResponse | SubmissionPending>(
    ctx.wallet,
    (owner, recent) =>
      buildDepositTransaction({
        ...accounts,
        owner,
        baseUnits: toBaseUnits(request.amount, decimals),
        ...recent,
      }),
    {
      label: `Deposit ${what}`,
      notifyFailure: false,
      onStatus: (status) => {
        if (status === 'sending') ctx.onStep?.('crediting');
      },
      submit: (transaction) => ctx.api.deposit({ transaction }),
    },
  );
  if (!result.ok) {
    // Refused, cancelled or timed out in the wallet: nothing was signed, so nothing moved.
    if (result.reason === 'declined' || result.reason === 'cancelled' || result.reason === 'timeout') {
      return { kind: 'rejected', message: result.message };
    }
    // Handed over but unanswered: it may be credited yet, so the amount is not offered again.
    if (result.maybeBooked) {
      return {
        kind: 'sent',
        message: `Your ${what} deposit reached the game, but its answer did not come back. ${MAYBE_BOOKED_MESSAGE}`,
      };
    }
    return {
      kind: 'failed',
      message: result.handedOver
        ? `The ${label} deposit did not go through. ${result.message}`
        : `The ${label} deposit was not sent. ${result.message}`,
    };
  }
  if (isSubmissionPending(result.value)) return { kind: 'sent', message: result.value.message };
  // A repeat of an earlier deposit answers the transfer as it was recorded, which may be refused or pending.
  const { transfer } = result.value;
  if (transfer.status === 'failed') {
    const reason = transfer.error ? `: ${transfer.error}` : '.';
    return { kind: 'failed', transfer, message: `The game could not verify the deposit${reason}` };
  }
  if (transfer.status === 'pending') {
    return { kind: 'done', transfer, message: `Deposit of ${what} received; the game is verifying it.` };
  }
  return { kind: 'done', transfer, message: `Deposited ${what} to your in-game wallet.` };
}
