import { useCallback } from 'react';
import { notify, useHeaderOptions } from '@companion/shared-state';
import { TransferForm } from '../components/TransferForm';
import { TransferHistory } from '../components/TransferHistory';
import { useTransferHistory } from '../hooks/useTransferHistory';
import type { TransferOutcome } from '../lib/outcome';

const TONES = { done: 'success', rejected: 'info', failed: 'error', sent: 'info' } as const;

export function TransferPage() {
  useHeaderOptions({ title: 'Transfer' });
  const history = useTransferHistory();
  const { upsert } = history;
  // One message per event, through the shell's toasts (docs/tab-kit.md, "Messages").
  const showOutcome = useCallback(
    (outcome: TransferOutcome) => {
      notify(outcome.message, TONES[outcome.kind]);
      if ('transfer' in outcome && outcome.transfer) upsert(outcome.transfer);
    },
    [upsert],
  );

  return (
    <section className="tab-page transfer-page" aria-labelledby="transfer-heading">
      <h2 id="transfer-heading" className="transfer-page__heading">
        Transfer
      </h2>
      <TransferForm onOutcome={showOutcome} />
      <TransferHistory history={history} />
    </section>
  );
}
