import { gameEvent } from '../testing/fakes';
import { currentEvents } from './currentEvents';

const NOW = Date.parse('2026-01-05T00:00:00Z');

describe('currentEvents', () => {
  it('keeps running and coming events, soonest start first, and drops ended ones', () => {
    const running = gameEvent({
      id: 'running',
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: '2026-01-10T00:00:00Z',
    });
    const coming = gameEvent({
      id: 'coming',
      startsAt: '2026-01-06T00:00:00Z',
      endsAt: '2026-01-07T00:00:00Z',
    });
    const ended = gameEvent({
      id: 'ended',
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: '2026-01-04T23:59:59Z',
    });
    expect(currentEvents([coming, ended, running], NOW).map((e) => e.id)).toEqual(['running', 'coming']);
  });

  it('drops events whose dates cannot be read', () => {
    expect(currentEvents([gameEvent({ startsAt: 'tbd' }), gameEvent({ endsAt: '' })], NOW)).toEqual([]);
  });
});
