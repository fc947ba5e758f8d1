import { useState } from 'react';
import {
  formatDate,
  ordinal,
  type RaffleEvent,
  type RaffleStatus,
  type WalletRaffle,
} from '@companion/shared-state';
import { amountText, Card, Countdown } from '@companion/tab-kit';
import { formatChance, winChance } from '../lib/odds';
import { EnterForm } from './EnterForm';
import { VerifyPanel } from './VerifyPanel';
import { Winners } from './Winners';

const STATUS_TEXT: Record<RaffleStatus, string> = {
  upcoming: 'Upcoming',
  open: 'Open',
  drawing: 'Entries closed, drawing soon',
  drawn: 'Drawn',
  cancelled: 'Cancelled, refunded',
};

interface RaffleCardProps {
  raffle: RaffleEvent;
  mine: WalletRaffle | undefined;
  walletId: string;
  now: number;
  onChanged: () => void;
}

/** One raffle: timing, prizes, entries, the player's entries and odds, and what can be done with it now. */
export function RaffleCard({ raffle, mine, walletId, now, onChanged }: RaffleCardProps) {
  const [verifying, setVerifying] = useState(false);
  const myEntries = mine?.entries ?? 0;
  const wins = mine?.wins ?? [];
  const live = raffle.status === 'open' || raffle.status === 'upcoming' || raffle.status === 'drawing';
  return (
    <Card
      title={raffle.name}
      label={`${raffle.name}, ${formatDate(raffle.startsAt)}`}
      className={`raffles-card raffles-card--${raffle.status}`}
    >
      <p className="raffles-status">{STATUS_TEXT[raffle.status]}</p>
      <Timing raffle={raffle} now={now} />
      <p className="raffles-dates">
        {formatDate(raffle.startsAt)} to {formatDate(raffle.endsAt)} · {amountText(1, raffle.ticketType)} per
        entry
      </p>
      <ol className="raffles-prizes" aria-label="Prizes">
        {raffle.prizes.map((prize) => (
          <li key={prize.place}>
            <span className="raffles-place">{ordinal(prize.place)}</span> {prize.label}
          </li>
        ))}
      </ol>
      <dl className="kit-facts">
        <dt>Entries so far</dt>
        <dd>
          {raffle.entries} (drawn with at least {raffle.minEntries}, at most {raffle.maxEntries})
        </dd>
        <dt>Your entries</dt>
        <dd>
          {myEntries} (cap {raffle.walletCap})
        </dd>
        {live && (
          <>
            <dt>Your odds</dt>
            <dd>{formatChance(winChance(myEntries, raffle.entries, raffle.prizes.length))}</dd>
          </>
        )}
      </dl>
      {raffle.status === 'open' && <EnterForm raffle={raffle} mine={myEntries} onEntered={onChanged} />}
      {wins.length > 0 && (
        <p className="raffles-you-won">You won {wins.map((place) => ordinal(place)).join(', ')} place!</p>
      )}
      {raffle.status === 'cancelled' && (
        <p>
          Cancelled: fewer than {raffle.minEntries} entries. Every ticket was refunded
          {myEntries > 0 ? `, your ${amountText(myEntries, raffle.ticketType)} included` : ''}.
        </p>
      )}
      {raffle.status === 'drawn' && (
        <>
          <Winners raffle={raffle} walletId={walletId} />
          <button
            type="button"
            className="kit-button"
            aria-expanded={verifying}
            onClick={() => setVerifying((open) => !open)}
          >
            Verify
          </button>
          {verifying && <VerifyPanel raffle={raffle} />}
        </>
      )}
    </Card>
  );
}

function Timing({ raffle, now }: { raffle: RaffleEvent; now: number }) {
  if (raffle.status === 'upcoming')
    return <Countdown label="Starts in" at={Date.parse(raffle.startsAt)} now={now} />;
  if (raffle.status === 'open') return <Countdown label="Ends in" at={Date.parse(raffle.endsAt)} now={now} />;
  if (raffle.status === 'drawing')
    return <Countdown label="Draw in" at={Date.parse(raffle.drawAt)} now={now} />;
  if (raffle.status === 'drawn') return <p>Drawn {formatDate(raffle.drawAt)}</p>;
  return <p>Cancelled {formatDate(raffle.endsAt)}</p>;
}
