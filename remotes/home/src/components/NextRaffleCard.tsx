import { TOKENS } from '@companion/shared-state';
import type { RaffleEvent } from '../api/homeApi';
import { raffleRead } from '../api/homeReads';
import { pickNextRaffle } from '../lib/nextRaffle';
import {
  amountText,
  Card,
  Countdown,
  ErrorState,
  LastVisitNote,
  Skeleton,
  useGameNow,
  useGameRead,
} from '@companion/tab-kit';

import { EmptyWithAction } from './EmptyWithAction';
import { NEXT_STEPS } from '../lib/nextSteps';

const RAFFLE_MESSAGES = ['raffleUpdated'];

/** The next raffle with a live countdown; refreshed when the server announces a raffle change. */
export function NextRaffleCard() {
  const { view, retry } = useGameRead(raffleRead, { refreshOn: RAFFLE_MESSAGES, lastVisit: true });
  return (
    <Card title="Next raffle" className="home-raffle">
      {view.status === 'loading' && <Skeleton label="Loading the next raffle" />}
      {view.status === 'error' && <ErrorState what="Raffles" error={view.error} onRetry={retry} />}
      {view.status === 'ready' && <RaffleCountdown raffles={view.data} />}
      {view.status === 'ready' && <LastVisitNote savedAt={view.savedAt} />}
    </Card>
  );
}

/**
 * Mounted only with data, so the one-second clock runs only while there is something to count. The clock
 * is the game's (the raffles tab counts down on the same one), so the draw moves when the game clock does.
 */
function RaffleCountdown({ raffles }: { raffles: readonly RaffleEvent[] }) {
  const now = useGameNow();
  const next = pickNextRaffle(raffles, now);
  if (!next) return <EmptyWithAction next={NEXT_STEPS.raffles}>No upcoming raffle</EmptyWithAction>;
  const { raffle, phase, at } = next;
  return (
    <div className="home-raffle__body">
      <p className="home-raffle__name">{raffle.name}</p>
      <p className="home-raffle__prize">Prize: {raffle.prize}</p>
      <p className="home-raffle__cost">
        Entry: {amountText(raffle.ticketCost, TOKENS[raffle.ticketType].label)}
      </p>
      <p className="home-raffle__countdown">
        <Countdown
          label={phase === 'starts' ? 'Starts in' : 'Ends in'}
          at={at}
          now={now}
          className="home-raffle__timer"
        />
      </p>
    </div>
  );
}
