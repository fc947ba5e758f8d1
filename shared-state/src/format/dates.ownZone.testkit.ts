// Run by dates.test.ts in a process whose TZ is the zone to check: formatDate and formatDateTime24 in the
// user's own zone (read from the Date) against Intl's en-US formatting of that zone, over a year.
import { formatDate, formatDateTime24 } from './dates';

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const date = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
  timeZone: zone,
});
const time = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: zone,
});
const differ: string[] = [];
let checked = 0;
// Every 33 minutes 29 seconds over a year: every hour of the day, both clock changes.
for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 2_009_000) {
  checked += 1;
  const expected = [date.format(at).replace(/\u202f/g, ' '), time.format(at)];
  const got = [formatDate(at), formatDateTime24(at)];
  if (got[0] !== expected[0] || got[1] !== expected[1])
    differ.push(`${new Date(at).toISOString()}: ${got} ≠ ${expected}`);
}
process.stdout.write(JSON.stringify({ zone, checked, differ: differ.slice(0, 5) }));
