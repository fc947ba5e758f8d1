import type { GameEvent } from '../api/homeApi';

/** Events that have not ended by `now`, soonest start first (ones with unreadable dates are left out). */
export function currentEvents(events: readonly GameEvent[], now: number): GameEvent[] {
  return events
    .filter((event) => Date.parse(event.endsAt) > now && !Number.isNaN(Date.parse(event.startsAt)))
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}
