import { Link } from 'react-router-dom';
import { Card, ErrorState, Skeleton } from '@companion/tab-kit';
import { useActivityFeed } from '../hooks/useActivityFeed';
import { NEXT_STEPS } from '../lib/nextSteps';
import { ACTIVITY_VIEW } from '../lib/views';
import { EmptyWithAction } from './EmptyWithAction';
import { ActivityList } from './ActivityList';

/** How many of the latest items the home card shows. */
export const CARD_ITEMS = 5;

/** The latest of the player's activity, live, with the way to the whole feed. */
export function ActivityCard() {
  const { view, retry } = useActivityFeed(CARD_ITEMS);
  return (
    <Card title="Activity" className="home-activity">
      {view.status === 'loading' && <Skeleton label="Loading your activity" lines={3} />}
      {view.status === 'error' && <ErrorState what="Your activity" error={view.error} onRetry={retry} />}
      {view.status === 'ready' &&
        (view.data.items.length === 0 ? (
          <EmptyWithAction next={NEXT_STEPS.deposit}>
            Nothing yet: your deposits, purchases and game actions will show here.
          </EmptyWithAction>
        ) : (
          <ActivityList items={view.data.items} label="Latest activity" />
        ))}
      <Link className="kit-link" to={ACTIVITY_VIEW}>
        See all activity
      </Link>
    </Card>
  );
}
