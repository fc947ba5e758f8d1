import type { RaffleEvent } from '@companion/shared-state';

export interface RaffleGroups {
  open: RaffleEvent[];
  upcoming: RaffleEvent[];
  /** Drawing, drawn and cancelled, the latest first. */
  past: RaffleEvent[];
}

export function groupRaffles(raffles: readonly RaffleEvent[]): RaffleGroups {
  return {
    open: raffles.filter((r) => r.status === 'open'),
    upcoming: raffles.filter((r) => r.status === 'upcoming'),
    past: raffles
      .filter((r) => r.status === 'drawing' || r.status === 'drawn' || r.status === 'cancelled')
      .sort((a, b) => b.endsAt.localeCompare(a.endsAt)),
  };
}

/** The next moment a raffle changes state (opens, closes, is drawn), so the page knows when to refresh. */
export function nextChangeAt(raffles: readonly RaffleEvent[], now: number): number | null {
  let next: number | null = null;
  for (const raffle of raffles) {
    const at =
      raffle.status === 'upcoming'
        ? raffle.startsAt
        : raffle.status === 'open'
          ? raffle.endsAt
          : raffle.status === 'drawing'
            ? raffle.drawAt
            : null;
    const time = at === null ? NaN : Date.parse(at);
    if (time > now && (next === null || time < next)) next = time;
  }
  return next;
}
