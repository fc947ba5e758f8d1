import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { formatDate, formatDateTime24 } from './dates';

const afternoon = new Date(Date.UTC(2026, 0, 5, 15, 7, 9));
const midnight = new Date(Date.UTC(2026, 11, 31, 0, 0, 5));

describe('formatDate', () => {
  it('shows en-US 2-digit month, day, hour and minute on a 12-hour clock', () => {
    expect(formatDate(afternoon, 'UTC')).toBe('01/05/2026, 03:07 PM');
    expect(formatDate(midnight, 'UTC')).toBe('12/31/2026, 12:00 AM');
  });

  it('uses the time zone it is given', () => {
    expect(formatDate(afternoon, 'America/New_York')).toBe('01/05/2026, 10:07 AM');
    expect(formatDate(afternoon, 'Asia/Tokyo')).toBe('01/06/2026, 12:07 AM');
  });

  it('accepts epoch milliseconds and ISO text', () => {
    expect(formatDate(afternoon.getTime(), 'UTC')).toBe('01/05/2026, 03:07 PM');
    expect(formatDate('2026-01-05T15:07:09Z', 'UTC')).toBe('01/05/2026, 03:07 PM');
  });

  it("defaults to the user's time zone", () => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatDate(afternoon)).toBe(formatDate(afternoon, own));
    expect(formatDateTime24(afternoon)).toBe(formatDateTime24(afternoon, own));
  });

  it("reads the user's own zone as Intl's en-US format does, around midnight, noon and clock changes", () => {
    // A process of its own per zone: the zone a Date reads is the process's, fixed as it starts.
    for (const zone of ['America/New_York', 'Asia/Tokyo', 'Australia/Lord_Howe']) {
      const out = execFileSync(
        process.execPath,
        ['--require', 'tsx/cjs', join(__dirname, 'dates.ownZone.testkit.ts')],
        {
          env: { ...process.env, TZ: zone },
          encoding: 'utf8',
        },
      );
      expect(JSON.parse(out)).toEqual({ zone, checked: 15_698, differ: [] });
    }
  });

  it('throws a clear error for an invalid date', () => {
    expect(() => formatDate('not a date', 'UTC')).toThrow('Invalid date: not a date');
  });
});

describe('formatDateTime24', () => {
  it('adds seconds and uses a 24-hour clock', () => {
    expect(formatDateTime24(afternoon, 'UTC')).toBe('01/05/2026, 15:07:09');
  });

  it('shows midnight as 00, not 24', () => {
    expect(formatDateTime24(midnight, 'UTC')).toBe('12/31/2026, 00:00:05');
  });

  it('uses the time zone it is given', () => {
    expect(formatDateTime24(afternoon, 'Asia/Kolkata')).toBe('01/05/2026, 20:37:09');
  });

  it('throws a clear error for an invalid date', () => {
    expect(() => formatDateTime24(new Date(NaN), 'UTC')).toThrow(RangeError);
  });
});
