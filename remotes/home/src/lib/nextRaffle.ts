import type { RaffleEvent } from '../api/homeApi';

export interface NextRaffle {
  raffle: RaffleEvent;
  /** An upcoming raffle counts down to its start, an open one to its end. */
  phase: 'starts' | 'ends';
  /** When the countdown reaches zero, in ms since the epoch. */
  at: number;
}

/**
 * The raffle whose next moment (start if upcoming, end if open) comes soonest after `now`. Raffles past
 * their entries (drawing, drawn, cancelled) and ones whose moment has passed are skipped, so as time goes
 * by the next one takes over without a refetch.
 */
export function pickNextRaffle(raffles: readonly RaffleEvent[], now: number): NextRaffle | null {
  let next: NextRaffle | null = null;
  for (const raffle of raffles) {
    if (raffle.status !== 'upcoming' && raffle.status !== 'open') continue;
    const startsAt = Date.parse(raffle.startsAt);
    const endsAt = Date.parse(raffle.endsAt);
    // The status can lag behind the clock: an "upcoming" raffle whose start has passed is running.
    const candidate: NextRaffle =
      raffle.status === 'upcoming' && startsAt > now
        ? { raffle, phase: 'starts', at: startsAt }
        : { raffle, phase: 'ends', at: endsAt };
    if (!(candidate.at > now)) continue;
    if (!next || candidate.at < next.at) next = candidate;
  }
  return next;
}
