// Durations show as HH:MM:SS; minutes round up when the seconds are 30 or more (docs/product-rules.md, "Formatting").
// Rounding minutes up while also showing the seconds would show 00:01:30 as 00:02:30, so the rule is
// read as belonging to the display that drops the seconds: formatDuration shows whole elapsed seconds
// (HH:MM:SS, no rounding) and formatHoursMinutes (HH:MM) rounds the minute up when 30 s or more are left.
// Both floor sub-second remainders, show negative or non-finite input as zero, and never cap the hours.

const pad = (n: number) => String(n).padStart(2, '0');

function wholeSeconds(ms: number): number {
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
}

/** 3_723_000 → "01:02:03"; 360_000_000 → "100:00:00". */
export function formatDuration(ms: number): string {
  const total = wholeSeconds(ms);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(total % 60)}`;
}

/** 89_000 (1 min 29 s) → "00:01"; 90_000 (1 min 30 s) → "00:02"; 59 min 30 s → "01:00". */
export function formatHoursMinutes(ms: number): string {
  const total = wholeSeconds(ms);
  const roundedMinutes = Math.floor(total / 60) + (total % 60 >= 30 ? 1 : 0);
  return `${pad(Math.floor(roundedMinutes / 60))}:${pad(roundedMinutes % 60)}`;
}
