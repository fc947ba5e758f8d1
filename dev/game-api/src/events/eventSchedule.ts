import type { GameEvent } from '@companion/shared-state/schemas';
import { dateKey, utcDay, utcMonth, utcWeek, type Period } from '../time/utcPeriods';

interface EventSeries {
  id: string;
  title: string;
  description: string;
  period: (time: number) => Period;
}

/** Recurring events on the UTC calendar: one of each is always running. */
const SERIES: readonly EventSeries[] = [
  {
    id: 'daily-quests',
    title: 'Daily Quests',
    description: 'Play three mini-games today to earn a bonus of 50 GOLDY.',
    period: (time) => utcDay(time),
  },
  {
    id: 'weekly-tournament',
    title: 'Mini-game Tournament',
    description: 'The best mini-game scores of the week share 10,000 GOLDY when it ends.',
    period: (time) => utcWeek(time),
  },
  {
    id: 'harvest-season',
    title: 'Harvest Season',
    description: 'Cows, ducks and chickens produce 20% more GOLDY all month.',
    period: utcMonth,
  },
];

/** The events running at `now`, the one ending soonest first. */
export function gameEventsAt(now: number): GameEvent[] {
  return SERIES.map((series) => {
    const { start, end } = series.period(now);
    return {
      id: `${series.id}-${dateKey(start)}`,
      title: series.title,
      description: series.description,
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(end).toISOString(),
    };
  }).sort((a, b) => a.endsAt.localeCompare(b.endsAt));
}
