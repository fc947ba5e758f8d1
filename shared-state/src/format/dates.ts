// The two en-US date formats (docs/product-rules.md, "Formatting"). The time zone is a parameter (the user's own when omitted) so
// that output is reproducible where it must be, e.g. in tests.

type DateInput = Date | number | string;

/** A date's fields as shown: month, day, year, hour (0-23), minute, second. */
interface Fields {
  month: number;
  day: number;
  year: number;
  hour: number;
  minute: number;
  second: number;
}

const PARTS = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
} as const;

/** Building a formatter is the costly part, so each zone's is built once. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The fields in the user's own zone come from the Date itself: building the first Intl.DateTimeFormat of a
 * page costs about 70 ms on a slow phone (its locale and zone data), paid in the frame that first shows a
 * date. Another zone's come from Intl.
 */
function fieldsOf(value: Date, timeZone: string | undefined): Fields {
  if (timeZone === undefined) {
    return {
      month: value.getMonth() + 1,
      day: value.getDate(),
      year: value.getFullYear(),
      hour: value.getHours(),
      minute: value.getMinutes(),
      second: value.getSeconds(),
    };
  }
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...PARTS, timeZone });
    formatters.set(timeZone, formatter);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(formatter.formatToParts(value).find((one) => one.type === type)?.value);
  return {
    month: part('month'),
    day: part('day'),
    year: part('year'),
    hour: part('hour') % 24,
    minute: part('minute'),
    second: part('second'),
  };
}

function fields(date: DateInput, timeZone: string | undefined): Fields {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) throw new RangeError(`Invalid date: ${String(date)}`);
  return fieldsOf(value, timeZone);
}

const two = (n: number) => String(n).padStart(2, '0');
const day = ({ month, day, year }: Fields) => `${two(month)}/${two(day)}/${year}`;

/** "01/05/2026, 03:07 PM": 2-digit month, day, hour and minute, 12-hour clock. */
export function formatDate(date: DateInput, timeZone?: string): string {
  const f = fields(date, timeZone);
  return `${day(f)}, ${two(f.hour % 12 || 12)}:${two(f.minute)} ${f.hour < 12 ? 'AM' : 'PM'}`;
}

/** "01/05/2026, 15:07:09": as formatDate plus seconds, on a 24-hour clock (midnight is 00, not 24). */
export function formatDateTime24(date: DateInput, timeZone?: string): string {
  const f = fields(date, timeZone);
  return `${day(f)}, ${two(f.hour)}:${two(f.minute)}:${two(f.second)}`;
}
