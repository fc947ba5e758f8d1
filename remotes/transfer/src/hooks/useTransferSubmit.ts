import { useRef, useState } from 'react';
import { refreshBalances } from '@companion/shared-state';
import { transferApi } from '../api/transferApi';
import { runDeposit } from '../deposit/runDeposit';
import { messageOf } from '../lib/messageOf';
import type { TransferOutcome, TransferStep } from '../lib/outcome';
import type { Direction, TransferToken } from '../lib/transferTokens';
import { runWithdraw } from '../withdraw/runWithdraw';
import { useTransferEnv } from './useTransferEnv';

export const CONNECT_WALLET_MESSAGE = 'Connect the wallet you signed in with to deposit.';

/** Runs one transfer at a time and reports how it ended; `step` is non-null while one runs. */
export function useTransferSubmit(onOutcome: (outcome: TransferOutcome) => void) {
  const { connection, sendTransaction, walletId, owner } = useTransferEnv();
  const [step, setStep] = useState<TransferStep | null>(null);
  // State updates are not synchronous; this stops a second click landing before the button disables.
  const running = useRef(false);

  const run = async (
    direction: Direction,
    token: TransferToken,
    amount: string,
  ): Promise<TransferOutcome> => {
    try {
      if (direction === 'withdraw') return await runWithdraw(transferApi(), { token, amount }, setStep);
      if (!owner) return { kind: 'failed', message: CONNECT_WALLET_MESSAGE };
      const send = (transaction: Parameters<typeof sendTransaction>[0]) =>
        sendTransaction(transaction, connection);
      return await runDeposit(
        { connection, api: transferApi(), walletId, owner, send, onStep: setStep },
        { token, amount },
      );
    } catch (error) {
      // The flows report their own failures; this is a programming error (e.g. no game client yet).
      console.error('Transfer failed', error);
      return { kind: 'failed', message: `The transfer could not be started: ${messageOf(error)}` };
    }
  };

  const submit = async (direction: Direction, token: TransferToken, amount: string) => {
    if (running.current) return null;
    running.current = true;
    try {
      const outcome = await run(direction, token, amount);
      // A refusal in the wallet changed nothing; anything else may have moved balances.
      if (outcome.kind !== 'rejected') void refreshBalances();
      onOutcome(outcome);
      return outcome;
    } finally {
      running.current = false;
      setStep(null);
    }
  };

  return { step, submit, canDeposit: owner !== null };
}
