import { HISTORY_DAYS } from '@companion/shared-state/schemas';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** One point of a series: its UTC day and the instant its value is read at (game time, ms). */
export interface Sample {
  day: string;
  at: number;
}

/**
 * One sample per UTC day from the day of `firstAt` to the day of `now` (game time, ms), the last `maxDays` of
 * them: each read at the last millisecond of its day, today's at `now`. A `firstAt` after `now` gives today only.
 */
export function dailySamples(firstAt: number, now: number, maxDays: number = HISTORY_DAYS): Sample[] {
  const today = Math.floor(now / DAY_MS);
  const first = Math.max(Math.min(Math.floor(firstAt / DAY_MS), today), today - maxDays + 1);
  const samples: Sample[] = [];
  for (let day = first; day <= today; day++) {
    samples.push({
      day: new Date(day * DAY_MS).toISOString().slice(0, 10),
      at: day === today ? now : (day + 1) * DAY_MS - 1,
    });
  }
  return samples;
}
