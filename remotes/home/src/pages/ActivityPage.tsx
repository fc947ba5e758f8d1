import { useHeaderOptions } from '@companion/shared-state';
import { ErrorState, Skeleton, playerMessage } from '@companion/tab-kit';
import { EmptyWithAction } from '../components/EmptyWithAction';
import { NEXT_STEPS } from '../lib/nextSteps';
import { ActivityList } from '../components/ActivityList';
import { useActivityFeed } from '../hooks/useActivityFeed';

/** How many items each page of the feed brings. */
export const PAGE_ITEMS = 20;

/** The player's whole activity, newest first, live, an older page at a time. */
export function ActivityPage() {
  useHeaderOptions({ title: 'Activity', hasBack: true });
  const { view, retry, loadMore, more } = useActivityFeed(PAGE_ITEMS);
  return (
    <section className="tab-page home-page" aria-labelledby="activity-heading">
      <h2 id="activity-heading" className="home-page__heading">
        Activity
      </h2>
      {view.status === 'loading' && <Skeleton label="Loading your activity" lines={6} />}
      {view.status === 'error' && <ErrorState what="Your activity" error={view.error} onRetry={retry} />}
      {view.status === 'ready' &&
        (view.data.items.length === 0 ? (
          <EmptyWithAction next={NEXT_STEPS.deposit}>
            Nothing yet: your deposits, purchases and game actions will show here.
          </EmptyWithAction>
        ) : (
          <>
            <ActivityList items={view.data.items} label="Your activity" />
            {more.status === 'error' && (
              <p className="home-activity__error" role="alert">
                Older activity could not be loaded. {playerMessage(more.error)}
              </p>
            )}
            {view.data.next !== null ? (
              <button
                type="button"
                className="kit-button"
                onClick={loadMore}
                disabled={more.status === 'loading'}
              >
                {more.status === 'loading'
                  ? 'Loading…'
                  : more.status === 'error'
                    ? 'Try again'
                    : 'Show older'}
              </button>
            ) : (
              <p className="home-activity__end">That is everything.</p>
            )}
          </>
        ))}
    </section>
  );
}
