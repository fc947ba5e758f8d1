import { useId } from 'react';
import { TOKENS, formatDate } from '@companion/shared-state';
import type { Transfer, TransferStatus } from '../api/transferApi';
import type { HistoryState } from '../hooks/useTransferHistory';
import { DIRECTIONS } from '../lib/transferTokens';
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
export function TransferHistory({ state, retry }: { state: HistoryState; retry: () => void }) {
  const headingId = useId();
  return (
    <section className="transfer-card transfer-history" aria-labelledby={headingId}>
      <h3 id={headingId} className="transfer-card__title">
        History
      </h3>
      {state.status === 'loading' && (
        <div className="transfer-skeleton" role="status" aria-busy="true" aria-label="Loading transfers">
          <span className="transfer-skeleton__line" />
          <span className="transfer-skeleton__line" />
        </div>
      )}
      {state.status === 'error' && (
        <div className="transfer-error" role="alert">
          <p>Could not load your transfers.</p>
          {state.error && <p className="transfer-error__detail">{state.error}</p>}
          <button type="button" className="button" onClick={retry}>
            Retry
          </button>
        </div>
      )}
      {state.status === 'ready' &&
        (state.transfers.length === 0 ? (
          <p className="transfer-empty">No transfers yet</p>
        ) : (
          <ul className="transfer-history__list">
            {state.transfers.map((transfer) => (
              <HistoryItem key={transfer.id} transfer={transfer} />
            ))}
          </ul>
        ))}
    </section>
  );
}

function HistoryItem({ transfer }: { transfer: Transfer }) {
  return (
    <li className="transfer-item">
      <div className="transfer-item__row">
        <span className="transfer-item__direction">{DIRECTIONS[transfer.direction].label}</span>
        <span className="transfer-item__amount">
          {transfer.amount} {TOKENS[transfer.token].label}
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
