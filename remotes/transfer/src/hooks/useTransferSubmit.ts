import { useRef, useState } from 'react';
import { chainErrorMessage, refreshBalances } from '@companion/shared-state';
import { transferApi } from '../api/transferApi';
import { runDeposit } from '../deposit/runDeposit';
import type { TransferOutcome, TransferStep } from '../lib/outcome';
import type { Direction, TransferToken } from '../lib/transferTokens';
import { runWithdraw } from '../withdraw/runWithdraw';
import { useTransferEnv } from './useTransferEnv';

export const CONNECT_WALLET_MESSAGE = 'Connect the wallet you signed in with to deposit.';

/** Runs one transfer at a time and reports how it ended; `step` is non-null while one runs. */
export function useTransferSubmit(onOutcome: (outcome: TransferOutcome) => void) {
  const { connection, signTransaction, owner } = useTransferEnv();
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
      if (!owner || !signTransaction) return { kind: 'failed', message: CONNECT_WALLET_MESSAGE };
      return await runDeposit(
        { wallet: { connection, owner, signTransaction }, api: transferApi(), onStep: setStep },
        { token, amount },
      );
    } catch (error) {
      // The flows report their own failures; this is a programming error (e.g. no game client yet).
      console.error('Transfer failed', error);
      return { kind: 'failed', message: `The transfer could not be started. ${chainErrorMessage(error)}` };
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
