import { formatDate, formatDuration } from '@companion/shared-state';

/**
 * Time left until `at` (ms) at `now` (ms, the game clock for anything the game times), as every countdown
 * shows it: HH:MM:SS, a started second counted whole, so "00:00:00" only once the moment has come.
 */
export function formatTimeLeft(at: number, now: number): string {
  return formatDuration(Math.ceil((at - now) / 1000) * 1000);
}

/** A moment as every screen writes it: "07/01/2026, 12:00 PM" (en-US, 2-digit month, day, hour, minute). */
export function formatMoment(at: string | number | Date): string {
  return formatDate(at);
}
