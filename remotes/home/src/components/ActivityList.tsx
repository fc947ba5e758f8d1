import { formatDate } from '@companion/shared-state';
import { ExplorerLink } from '@companion/tab-kit';
import type { ActivityItem } from '../api/homeApi';
import { KIND_LABELS, STATUS_LABELS, aboutText, changeText } from '../lib/activityText';

/** Activity items, newest first, each with its status, what it moved and its transactions on the explorer. */
export function ActivityList({ items, label }: { items: readonly ActivityItem[]; label: string }) {
  return (
    <ul className="home-activity__list" aria-label={label}>
      {items.map((item) => (
        <ActivityRow key={item.id} item={item} />
      ))}
    </ul>
  );
}

function ActivityRow({ item }: { item: ActivityItem }) {
  const about = aboutText(item);
  return (
    <li className="home-activity__item">
      <div className="home-activity__head">
        <span className="home-activity__kind">{KIND_LABELS[item.kind]}</span>
        <span className={`home-activity__status home-activity__status--${item.status}`}>
          {STATUS_LABELS[item.status]}
        </span>
      </div>
      {about && <p className="home-activity__about">{about}</p>}
      {item.changes.length > 0 && (
        <ul className="home-activity__changes" aria-label="Amounts">
          {item.changes.map((change) => (
            <li
              key={change.token}
              className={change.amount.startsWith('-') ? 'home-activity__out' : 'home-activity__in'}
            >
              {changeText(change)}
            </li>
          ))}
        </ul>
      )}
      {item.error && <p className="home-activity__error">{item.error}</p>}
      <div className="home-activity__meta">
        <time dateTime={item.at}>{formatDate(item.at)}</time>
        <TransactionLinks item={item} />
      </div>
    </li>
  );
}

/** The player's transaction and the game's, where each went on chain. */
function TransactionLinks({ item }: { item: ActivityItem }) {
  const { signature, payoutSignature } = item;
  if (signature && payoutSignature) {
    return (
      <span className="home-activity__links">
        <ExplorerLink target={{ tx: signature }}>Your transaction</ExplorerLink>
        <ExplorerLink target={{ tx: payoutSignature }}>Game transaction</ExplorerLink>
      </span>
    );
  }
  const only = signature ?? payoutSignature;
  return only ? <ExplorerLink target={{ tx: only }}>View on explorer</ExplorerLink> : null;
}
