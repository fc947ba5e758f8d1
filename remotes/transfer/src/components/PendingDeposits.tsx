import { useId } from 'react';
import { TOKENS } from '@companion/shared-state';
import type { PendingDeposit } from '../deposit/depositQueue';
import { SignatureLink } from './SignatureLink';

interface PendingDepositsProps {
  deposits: readonly PendingDeposit[];
  working: ReadonlySet<string>;
  retry: (deposit: PendingDeposit) => void;
}

/** Deposits that left the wallet but are not credited yet, each with "Retry crediting". */
export function PendingDeposits({ deposits, working, retry }: PendingDepositsProps) {
  const headingId = useId();
  // A deposit going through for the first time is the form's business; it is listed once an attempt has
  // left it uncredited (it then has a reason), or when nothing is working on it.
  const waiting = deposits.filter((d) => d.reason || !working.has(d.signature));
  if (waiting.length === 0) return null;
  return (
    <section className="transfer-card transfer-pending" aria-labelledby={headingId}>
      <h3 id={headingId} className="transfer-card__title">
        Deposits not yet credited
      </h3>
      <p className="transfer-pending__intro">
        These tokens left your global wallet. They are credited to your in-game wallet once the game has
        checked them on chain, never twice.
      </p>
      <ul className="transfer-pending__list">
        {waiting.map((deposit) => {
          const busy = working.has(deposit.signature);
          return (
            <li key={deposit.signature} className="transfer-pending__item">
              <span className="transfer-pending__amount">
                {deposit.amount} {TOKENS[deposit.token].label}
              </span>
              <SignatureLink signature={deposit.signature} />
              {deposit.reason && !busy && <p className="transfer-pending__error">{deposit.reason}</p>}
              <button
                type="button"
                className="button transfer-pending__retry"
                disabled={busy}
                onClick={() => retry(deposit)}
              >
                {busy ? 'Crediting…' : 'Retry crediting'}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
