import { useCallback } from 'react';
import { notify, useHeaderOptions } from '@companion/shared-state';
import { TransferForm } from '../components/TransferForm';
import { TransferHistory } from '../components/TransferHistory';
import { useTransferHistory } from '../hooks/useTransferHistory';
import type { TransferOutcome } from '../lib/outcome';

const TONES = { done: 'success', sent: 'info' } as const;

export function TransferPage() {
  useHeaderOptions({ title: 'Transfer' });
  const history = useTransferHistory();
  const { upsert } = history;
  // One message per event: what moved through the shell's toasts (docs/tab-kit.md, "Messages"); a refusal
  // or failure stays beside the form instead (TransferForm, "Actions").
  const showOutcome = useCallback(
    (outcome: TransferOutcome) => {
      if (outcome.kind === 'done' || outcome.kind === 'sent') notify(outcome.message, TONES[outcome.kind]);
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
