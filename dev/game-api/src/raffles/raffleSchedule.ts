import type { RaffleEvent, RaffleStatus, RaffleTicketType } from '@companion/shared-state/schemas';
import { dateKey, utcDay, utcWeek, type Period } from '../time/utcPeriods';

interface RaffleSeries {
  id: string;
  name: string;
  ticketType: RaffleTicketType;
  ticketCost: number;
  prize: string;
  period: (time: number, offset: number) => Period;
}

/**
 * The raffles run on a rolling calendar: a daily one for tickets and a weekly one for golden tickets. At
 * any moment each has a round open (the daily one ending within a day), the next one upcoming, and the
 * previous one closed, so the raffles tab always has current, upcoming and past rounds to show.
 */
const SERIES: readonly RaffleSeries[] = [
  {
    id: 'daily',
    name: 'Daily GOLDY Raffle',
    ticketType: 'TICKET',
    ticketCost: 1,
    prize: '500 GOLDY',
    period: utcDay,
  },
  {
    id: 'weekly-golden',
    name: 'Weekly Golden Raffle',
    ticketType: 'GOLDEN_TICKET',
    ticketCost: 1,
    prize: 'A legendary Gen-0 Chicken NFT',
    period: utcWeek,
  },
];

export function raffleStatus(period: Period, now: number): RaffleStatus {
  if (now < period.start) return 'upcoming';
  return now < period.end ? 'open' : 'closed';
}

/** The previous, current and next round of every raffle at `now`, by start time. */
export function raffleEventsAt(now: number): RaffleEvent[] {
  return SERIES.flatMap((series) =>
    [-1, 0, 1].map((offset) => {
      const period = series.period(now, offset);
      return {
        id: `${series.id}-${dateKey(period.start)}`,
        name: series.name,
        ticketType: series.ticketType,
        ticketCost: series.ticketCost,
        prize: series.prize,
        startsAt: new Date(period.start).toISOString(),
        endsAt: new Date(period.end).toISOString(),
        status: raffleStatus(period, now),
      };
    }),
  ).sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id));
}
