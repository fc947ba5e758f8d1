import { useCallback, useState } from 'react';
import { useHeaderOptions } from '@companion/shared-state';
import { Notice } from '../components/Notice';
import { PendingDeposits } from '../components/PendingDeposits';
import { TransferForm } from '../components/TransferForm';
import { TransferHistory } from '../components/TransferHistory';
import { usePendingDeposits } from '../hooks/usePendingDeposits';
import { useTransferHistory } from '../hooks/useTransferHistory';
import type { TransferOutcome } from '../lib/outcome';

export function TransferPage() {
  useHeaderOptions({ title: 'Transfer' });
  const history = useTransferHistory();
  const [notice, setNotice] = useState<TransferOutcome | null>(null);
  const { upsert } = history;
  const showOutcome = useCallback(
    (outcome: TransferOutcome) => {
      setNotice(outcome);
      if ('transfer' in outcome && outcome.transfer) upsert(outcome.transfer);
    },
    [upsert],
  );
  const pending = usePendingDeposits(showOutcome);

  return (
    <section className="tab-page transfer-page" aria-labelledby="transfer-heading">
      <h2 id="transfer-heading" className="transfer-page__heading">
        Transfer
      </h2>
      <TransferForm onOutcome={showOutcome} />
      {notice && <Notice outcome={notice} onDismiss={() => setNotice(null)} />}
      <PendingDeposits {...pending} />
      <TransferHistory state={history.state} retry={history.retry} />
    </section>
  );
}
