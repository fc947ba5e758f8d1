import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { refreshBalances, useNotification } from '@companion/shared-state';
import { transferApi } from '../api/transferApi';
import { NO_DEPOSITS, useDepositQueue, type PendingDeposit } from '../deposit/depositQueue';
import { resumeDeposit } from '../deposit/resumeDeposit';
import type { TransferOutcome } from '../lib/outcome';
import { parseTransfer } from '../lib/transferList';
import { useTransferEnv } from './useTransferEnv';

/**
 * The signed-in wallet's deposits that are not credited yet: resumed when the tab mounts, retried on
 * request, and dropped when the server announces their verdict.
 */
export function usePendingDeposits(onOutcome: (outcome: TransferOutcome) => void) {
  const { connection, walletId } = useTransferEnv();
  const deposits = useDepositQueue((s) => (walletId ? s.byWallet[walletId] : undefined) ?? NO_DEPOSITS);
  const working = useDepositQueue((s) => s.working);
  const latestOnOutcome = useRef(onOutcome);
  useLayoutEffect(() => {
    latestOnOutcome.current = onOutcome;
  });

  /** `quiet`: an automatic resume that fails again says nothing; the list already shows why. */
  const resume = useCallback(
    async (deposit: PendingDeposit, quiet: boolean) => {
      if (!walletId) return;
      let outcome: TransferOutcome | null;
      try {
        outcome = await resumeDeposit({ connection, api: transferApi(), walletId }, deposit);
      } catch (error) {
        console.error('Could not resume the deposit', error);
        return;
      }
      if (!outcome || (quiet && outcome.kind === 'uncredited')) return;
      if (outcome.kind === 'done') void refreshBalances();
      latestOnOutcome.current(outcome);
    },
    [connection, walletId],
  );

  useEffect(() => {
    if (!walletId) return;
    for (const deposit of useDepositQueue.getState().byWallet[walletId] ?? NO_DEPOSITS) {
      void resume(deposit, true);
    }
  }, [walletId, resume]);

  useNotification('transferUpdated', (data) => {
    const transfer = parseTransfer(data);
    if (!walletId || transfer?.direction !== 'deposit' || !transfer.signature) return;
    if (transfer.status !== 'pending') useDepositQueue.getState().remove(walletId, transfer.signature);
  });

  const retry = useCallback((deposit: PendingDeposit) => void resume(deposit, false), [resume]);
  return { deposits, working, retry };
}
