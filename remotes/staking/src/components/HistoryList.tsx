import type { PoolAction } from '@companion/shared-state';
import { EmptyState, ExplorerLink, formatMoment, Section } from '@companion/tab-kit';
import { NextStep } from './NextStep';
import { actionLabel, STATUS_LABEL } from '../lib/labels';

/** The player's pool and staking actions, newest first, each with its transaction on the explorer. */
export function HistoryList({ history }: { history: PoolAction[] }) {
  return (
    <Section title="Your history">
      {history.length === 0 ? (
        <>
          <EmptyState>Nothing yet: your stakes, claims and liquidity will show here.</EmptyState>
          <NextStep text="Or start in the pool:" to="/staking/add-lp" action="Add liquidity" />
        </>
      ) : (
        <ul className="staking-history">
          {history.map((action) => {
            const signature = action.payoutSignature ?? action.signature;
            return (
              <li key={action.id}>
                <span>{actionLabel(action)}</span>
                <span className="staking-note">
                  {STATUS_LABEL[action.status]} · {formatMoment(action.createdAt)}
                  {action.error ? ` · ${action.error}` : ''}
                </span>
                {signature && <ExplorerLink target={{ tx: signature }}>View on explorer</ExplorerLink>}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
