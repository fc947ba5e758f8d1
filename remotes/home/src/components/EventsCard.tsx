import { formatDate } from '@companion/shared-state';
import { Card, ErrorState, Skeleton, useGameRead } from '@companion/tab-kit';
import { eventsRead } from '../api/homeReads';
import { EmptyWithAction } from './EmptyWithAction';
import { NEXT_STEPS } from '../lib/nextSteps';

/** The game's events that are running or still to come, with en-US dates. */
export function EventsCard() {
  const { view, retry } = useGameRead(eventsRead);
  return (
    <Card title="Current events" className="home-events">
      {view.status === 'loading' && <Skeleton label="Loading events" lines={3} />}
      {view.status === 'error' && <ErrorState what="Events" error={view.error} onRetry={retry} />}
      {view.status === 'ready' &&
        (view.data.length === 0 ? (
          <EmptyWithAction next={NEXT_STEPS.raffles}>No current events</EmptyWithAction>
        ) : (
          <ul className="home-events__list">
            {view.data.map((event) => (
              <li key={event.id} className="home-event">
                <p className="home-event__title">{event.title}</p>
                {event.description && <p className="home-event__description">{event.description}</p>}
                <p className="home-event__dates">
                  <time dateTime={event.startsAt}>{formatDate(event.startsAt)}</time>
                  {' – '}
                  <time dateTime={event.endsAt}>{formatDate(event.endsAt)}</time>
                </p>
              </li>
            ))}
          </ul>
        ))}
    </Card>
  );
}
