import { gameEventsAt } from '../src/events/eventSchedule';
import { utcDay, utcWeek } from '../src/time/utcPeriods';
import { levelFor, xpToReach } from '../src/xp/levels';

describe('the level curve', () => {
  it('starts at level 1 and puts each level 100 XP further than the last', () => {
    expect(levelFor(0)).toEqual({ level: 1, nextLevelXp: 100 });
    expect(levelFor(99)).toEqual({ level: 1, nextLevelXp: 100 });
    expect(levelFor(100)).toEqual({ level: 2, nextLevelXp: 300 });
    expect(levelFor(299)).toEqual({ level: 2, nextLevelXp: 300 });
    expect(levelFor(300)).toEqual({ level: 3, nextLevelXp: 600 });
  });

  it('is exact at every boundary up to level 2,000', () => {
    for (let level = 1; level <= 2000; level++) {
      expect(levelFor(xpToReach(level)).level).toBe(level);
      if (level > 1) expect(levelFor(xpToReach(level) - 1).level).toBe(level - 1);
    }
  });
});

describe('the calendar', () => {
  const at = (iso: string) => Date.parse(iso);

  it('runs weeks Monday to Monday and rolls days over at midnight UTC', () => {
    // 2025-06-01 is a Sunday: its week began on Monday 2025-05-26.
    expect(new Date(utcWeek(at('2025-06-01T23:00:00Z')).start).toISOString()).toBe(
      '2025-05-26T00:00:00.000Z',
    );
    expect(new Date(utcWeek(at('2025-06-02T00:00:00Z')).start).toISOString()).toBe(
      '2025-06-02T00:00:00.000Z',
    );
    expect(utcDay(at('2025-06-04T23:59:59.999Z')).end).toBe(at('2025-06-05T00:00:00Z'));
  });

  it('lists every event as running now', () => {
    const now = at('2025-12-31T23:30:00Z');
    for (const event of gameEventsAt(now)) {
      expect(Date.parse(event.startsAt)).toBeLessThanOrEqual(now);
      expect(Date.parse(event.endsAt)).toBeGreaterThan(now);
    }
    expect(gameEventsAt(now).find((e) => e.id.startsWith('harvest'))?.endsAt).toBe(
      '2026-01-01T00:00:00.000Z',
    );
  });
});
