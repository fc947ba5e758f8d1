// The two en-US date formats (docs/product-rules.md, "Formatting"). The time zone is a parameter (the user's own when omitted) so
// that output is reproducible where it must be, e.g. in tests.

type DateInput = Date | number | string;

const DATE_PARTS = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;

/** Building a formatter is the costly part (a list of 20 dates built 20), so each one is built once. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(
  options: Intl.DateTimeFormatOptions,
  timeZone: string | undefined,
): Intl.DateTimeFormat {
  const key = JSON.stringify([options, timeZone ?? null]);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

function format(date: DateInput, options: Intl.DateTimeFormatOptions, timeZone?: string): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) throw new RangeError(`Invalid date: ${String(date)}`);
  // Newer ICU data puts a narrow no-break space before AM/PM; a plain space reads the same and keeps the
  // text identical whatever ICU version the browser ships.
  return formatterFor(options, timeZone)
    .format(value)
    .replace(/\u202f/g, ' ');
}

/** "01/05/2026, 03:07 PM": 2-digit month, day, hour and minute, 12-hour clock. */
export function formatDate(date: DateInput, timeZone?: string): string {
  return format(date, { ...DATE_PARTS, hour: '2-digit', minute: '2-digit', hour12: true }, timeZone);
}

/** "01/05/2026, 15:07:09": as formatDate plus seconds, on a 24-hour clock (midnight is 00, not 24). */
export function formatDateTime24(date: DateInput, timeZone?: string): string {
  return format(
    date,
    { ...DATE_PARTS, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
    timeZone,
  );
}
