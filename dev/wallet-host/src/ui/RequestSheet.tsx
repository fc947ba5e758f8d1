import { useEffect, useRef, useState } from 'react';
import type { PendingRequest } from '../host/useMiniAppHost';
import { describeMessage } from '../summary/describeMessage';
import type { BalanceChange } from '../summary/simulateBalanceChanges';
import {
  summarizeTransaction,
  type SummaryContext,
  type TransactionSummary,
} from '../summary/summarizeTransaction';

const TITLES = {
  signMessage: 'Sign message',
  signTransaction: 'Approve transaction',
  openLink: 'Open link',
} as const;

const short = (address: string) => `${address.slice(0, 4)}....${address.slice(-4)}`;

/** The signer's balances as the simulation says the transaction changes them, or why it cannot say. */
function BalanceChanges({ bytes, context }: { bytes: Uint8Array; context: SummaryContext }) {
  const [changes, setChanges] = useState<BalanceChange[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    if (!context.simulate) return;
    context
      .simulate(bytes)
      .then(setChanges, (e: unknown) =>
        setError(`The balance changes could not be simulated: ${(e as Error).message}`),
      );
  }, [bytes, context]);
  if (!context.simulate) return null;
  return (
    <section className="changes" aria-labelledby="changes-title">
      <h3 id="changes-title">Balance changes (simulated)</h3>
      {error ? (
        <p role="alert">{error}</p>
      ) : !changes ? (
        <p>Simulating…</p>
      ) : changes.length === 0 ? (
        <p data-testid="balance-changes">None of your balances change.</p>
      ) : (
        <ul data-testid="balance-changes">
          {changes.map((change) => (
            <li key={change.symbol}>
              {change.change} {change.symbol}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TransactionDetails({ bytes, context }: { bytes: Uint8Array; context: SummaryContext }) {
  const [summary, setSummary] = useState<TransactionSummary | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    summarizeTransaction(bytes, context).then(setSummary, (e: unknown) =>
      setError(`This transaction could not be read: ${(e as Error).message}`),
    );
  }, [bytes, context]);
  if (error) return <p role="alert">{error}</p>;
  if (!summary) return <p>Reading the transaction…</p>;
  return (
    <>
      {/* What the app says it does, in the player's words, first. */}
      {summary.memos.length > 0 && (
        <p className="what" data-testid="transaction-memo">
          {summary.memos.join(' · ')}
        </p>
      )}
      <BalanceChanges bytes={bytes} context={context} />
      <TransactionFacts summary={summary} />
    </>
  );
}

function TransactionFacts({ summary }: { summary: TransactionSummary }) {
  return (
    <dl className="details" data-testid="transaction-summary">
      <dt>Programs</dt>
      <dd>{summary.programs.join(', ')}</dd>
      {summary.tokenTransfers.map((t, i) => (
        <div key={`t${i}`}>
          <dt>Sends</dt>
          <dd>
            {t.amount} <span className="muted">to {short(t.destination)}</span>
          </dd>
        </div>
      ))}
      {summary.solTransfers.map((t, i) => (
        <div key={`s${i}`}>
          <dt>Sends</dt>
          <dd>
            {t.amount} <span className="muted">to {short(t.destination)}</span>
          </dd>
        </div>
      ))}
      <dt>Network fee</dt>
      <dd>{summary.fee} SOL</dd>
      <dt>Paid by</dt>
      <dd>{short(summary.feePayer)}</dd>
    </dl>
  );
}

/** The approval sheet for the first waiting request: what it signs or opens, Approve and Reject. */
export function RequestSheet({
  entry,
  appOrigin,
  context,
}: {
  entry: PendingRequest;
  appOrigin: string;
  context: SummaryContext;
}) {
  const { request, decide } = entry;
  const reject = useRef<HTMLButtonElement>(null);
  useEffect(() => reject.current?.focus(), [entry]);
  if (request.method === 'connect') return null;
  const isLink = request.method === 'openLink';
  return (
    <div className="sheet-overlay">
      <section
        className="sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby="request-title"
        onKeyDown={(event) => event.key === 'Escape' && decide(false)}
      >
        <h2 id="request-title">{TITLES[request.method]}</h2>
        <p className="muted">Requested by {appOrigin}</p>
        {'account' in request && <p className="muted">Account {short(request.account.address)}</p>}
        {request.method === 'signMessage' && (
          <pre className="message" data-testid="message-text">
            {describeMessage(request.message).content}
          </pre>
        )}
        {request.method === 'signTransaction' && (
          <TransactionDetails bytes={request.transaction} context={context} />
        )}
        {request.method === 'openLink' && (
          <p className="link" data-testid="link-url">
            {request.url}
          </p>
        )}
        <div className="actions">
          <button ref={reject} type="button" className="secondary" onClick={() => decide(false)}>
            {isLink ? 'Cancel' : 'Reject'}
          </button>
          <button type="button" className="primary" onClick={() => decide(true)}>
            {isLink ? 'Open' : 'Approve'}
          </button>
        </div>
      </section>
    </div>
  );
}
