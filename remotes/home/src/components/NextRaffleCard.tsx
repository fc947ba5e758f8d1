import { useId } from 'react';
import { TOKENS, formatDuration, useNotification } from '@companion/shared-state';
import { homeApi, type RaffleEvent } from '../api/homeApi';
import { useAsyncData } from '../hooks/useAsyncData';
import { useNow } from '../hooks/useNow';
import { pickNextRaffle } from '../lib/nextRaffle';
import { Card } from './Card';
import { EmptyState, ErrorState, Skeleton } from './BlockStates';

/** The next raffle with a live countdown; refreshed when the server announces a raffle change. */
export function NextRaffleCard() {
  const { view, reload } = useAsyncData('raffles', () => homeApi().getRaffleEvents());
  useNotification('raffleUpdated', () => reload({ silent: true }));
  return (
    <Card title="Next raffle" className="home-raffle">
      {view.status === 'loading' && <Skeleton label="Loading the next raffle" />}
      {view.status === 'error' && (
        <ErrorState message="Could not load raffles." detail={view.error.message} onRetry={() => reload()} />
      )}
      {view.status === 'ready' && <RaffleCountdown raffles={view.data} />}
    </Card>
  );
}

/** A countdown shows 00:00:00 only when the moment has come, so partial seconds count as a whole one. */
const roundUpToSecond = (ms: number) => Math.ceil(ms / 1000) * 1000;

/** Mounted only with data, so the one-second clock runs only while there is something to count. */
function RaffleCountdown({ raffles }: { raffles: readonly RaffleEvent[] }) {
  const now = useNow(1000);
  const labelId = useId();
  const next = pickNextRaffle(raffles, now);
  if (!next) return <EmptyState>No upcoming raffle</EmptyState>;
  const { raffle, phase, at } = next;
  return (
    <div className="home-raffle__body">
      <p className="home-raffle__name">{raffle.name}</p>
      <p className="home-raffle__prize">Prize: {raffle.prize}</p>
      <p className="home-raffle__cost">
        Entry: {raffle.ticketCost} {TOKENS[raffle.ticketType].label}
      </p>
      <p className="home-raffle__countdown">
        <span id={labelId}>{phase === 'starts' ? 'Starts in' : 'Ends in'}</span>{' '}
        <span role="timer" aria-labelledby={labelId} className="home-raffle__timer">
          {formatDuration(roundUpToSecond(at - now))}
        </span>
      </p>
    </div>
  );
}
