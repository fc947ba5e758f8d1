import { TOKENS, formatDate } from '@companion/shared-state';
import type { Transfer, TransferStatus } from '../api/transferApi';
import { Amount, Card, ErrorState, Skeleton } from '@companion/tab-kit';
import type { TransferHistory as TransferHistoryData } from '../hooks/useTransferHistory';
import { DIRECTIONS } from '../lib/transferTokens';
import { ReceiveNote } from './ReceiveLink';
import { SignatureLink } from './SignatureLink';

const STATUS_LABELS: Readonly<Record<TransferStatus, string>> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  failed: 'Failed',
};

function safeDate(iso: string): string {
  try {
    return formatDate(iso);
  } catch {
    return iso;
  }
}

/** The player's transfers with status and signature. */
export function TransferHistory({ history }: { history: Pick<TransferHistoryData, 'view' | 'retry'> }) {
  const { view, retry } = history;
  return (
    <Card title="History" className="transfer-history">
      {view.status === 'loading' && <Skeleton label="Loading transfers" />}
      {view.status === 'error' && <ErrorState what="Your transfers" error={view.error} onRetry={retry} />}
      {view.status === 'ready' &&
        (view.data.length === 0 ? (
          <ReceiveNote className="kit-empty" text="No transfers yet" />
        ) : (
          <ul className="transfer-history__list">
            {view.data.map((transfer) => (
              <HistoryItem key={transfer.id} transfer={transfer} />
            ))}
          </ul>
        ))}
    </Card>
  );
}

function HistoryItem({ transfer }: { transfer: Transfer }) {
  return (
    <li className="transfer-item">
      <div className="transfer-item__row">
        <span className="transfer-item__direction">{DIRECTIONS[transfer.direction].label}</span>
        <span className="transfer-item__amount">
          <Amount value={transfer.amount} unit={TOKENS[transfer.token].label} />
        </span>
        <span className={`transfer-status transfer-status--${transfer.status}`}>
          {STATUS_LABELS[transfer.status]}
        </span>
      </div>
      <div className="transfer-item__row transfer-item__meta">
        <time dateTime={transfer.createdAt}>{safeDate(transfer.createdAt)}</time>
        {transfer.signature ? <SignatureLink signature={transfer.signature} /> : <span>Not sent yet</span>}
      </div>
      {transfer.status === 'failed' && transfer.error && (
        <p className="transfer-item__error">{transfer.error}</p>
      )}
    </li>
  );
}
