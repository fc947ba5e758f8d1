import { formatDuration, formatHoursMinutes } from './duration';

const s = 1000;
const min = 60 * s;
const h = 60 * min;

describe('formatDuration (HH:MM:SS, whole seconds)', () => {
  it.each([
    [0, '00:00:00'],
    [999, '00:00:00'],
    [s, '00:00:01'],
    [29 * s, '00:00:29'],
    [30 * s, '00:00:30'],
    [min + 29 * s, '00:01:29'],
    [min + 30 * s, '00:01:30'],
    [h + 2 * min + 3 * s, '01:02:03'],
    [23 * h + 59 * min + 59 * s + 999, '23:59:59'],
    [100 * h, '100:00:00'],
    [123 * h + 45 * min + 6 * s, '123:45:06'],
  ])('%i ms → %s', (ms, shown) => {
    expect(formatDuration(ms)).toBe(shown);
  });

  it('clamps negative and non-finite input to 00:00:00', () => {
    expect(formatDuration(-1)).toBe('00:00:00');
    expect(formatDuration(-5 * h)).toBe('00:00:00');
    expect(formatDuration(NaN)).toBe('00:00:00');
    expect(formatDuration(Infinity)).toBe('00:00:00');
  });
});

describe('formatHoursMinutes (HH:MM, minutes round up at 30 s)', () => {
  it.each([
    [0, '00:00'],
    [29 * s, '00:00'],
    [30 * s, '00:01'],
    [min + 29 * s, '00:01'],
    [min + 29 * s + 999, '00:01'],
    [min + 30 * s, '00:02'],
    [59 * min + 29 * s, '00:59'],
    [59 * min + 30 * s, '01:00'],
    [2 * h + 5 * min, '02:05'],
    [99 * h + 59 * min + 30 * s, '100:00'],
  ])('%i ms → %s', (ms, shown) => {
    expect(formatHoursMinutes(ms)).toBe(shown);
  });

  it('clamps negative and non-finite input to 00:00', () => {
    expect(formatHoursMinutes(-30 * s)).toBe('00:00');
    expect(formatHoursMinutes(NaN)).toBe('00:00');
  });
});
