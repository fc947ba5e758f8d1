/** Calendar periods in UTC, so schedules are the same on every machine whatever its time zone. */

export const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEK_MS = 7 * DAY_MS;

export interface Period {
  start: number;
  end: number;
}

/** The UTC day holding `time`, moved by `offset` days. */
export function utcDay(time: number, offset = 0): Period {
  const start = Math.floor(time / DAY_MS) * DAY_MS + offset * DAY_MS;
  return { start, end: start + DAY_MS };
}

/** The week (Monday 00:00 UTC to the next Monday) holding `time`, moved by `offset` weeks. */
export function utcWeek(time: number, offset = 0): Period {
  const day = utcDay(time).start;
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  const start = day - sinceMonday * DAY_MS + offset * WEEK_MS;
  return { start, end: start + WEEK_MS };
}

/** The UTC calendar month holding `time`. */
export function utcMonth(time: number): Period {
  const date = new Date(time);
  return {
    start: Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1),
    end: Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1),
  };
}

/** "2025-06-01": the UTC date a period starts on, for ids. */
export function dateKey(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}
