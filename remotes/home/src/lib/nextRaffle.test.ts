import { raffle } from '../testing/fakes';
import { pickNextRaffle } from './nextRaffle';

const NOW = Date.parse('2026-01-01T12:00:00Z');
const at = (iso: string) => Date.parse(iso);

describe('pickNextRaffle', () => {
  it('counts an open raffle down to its end and an upcoming one to its start', () => {
    const open = raffle({ id: 'open', status: 'open', endsAt: '2026-01-01T15:00:00Z' });
    const upcoming = raffle({
      id: 'soon',
      status: 'upcoming',
      startsAt: '2026-01-01T13:00:00Z',
      endsAt: '2026-01-03T00:00:00Z',
    });
    expect(pickNextRaffle([open], NOW)).toEqual({
      raffle: open,
      phase: 'ends',
      at: at('2026-01-01T15:00:00Z'),
    });
    expect(pickNextRaffle([open, upcoming], NOW)).toEqual({
      raffle: upcoming,
      phase: 'starts',
      at: at('2026-01-01T13:00:00Z'),
    });
  });

  it('takes the nearest moment whatever the list order', () => {
    const later = raffle({ id: 'later', endsAt: '2026-01-05T00:00:00Z' });
    const sooner = raffle({ id: 'sooner', endsAt: '2026-01-02T00:00:00Z' });
    expect(pickNextRaffle([later, sooner], NOW)?.raffle.id).toBe('sooner');
    expect(pickNextRaffle([sooner, later], NOW)?.raffle.id).toBe('sooner');
  });

  it('skips raffles past their entries and ones that have already ended', () => {
    const past = (['drawing', 'drawn', 'cancelled'] as const).map((status) =>
      raffle({ id: status, status, endsAt: '2026-01-01T13:00:00Z' }),
    );
    const ended = raffle({ id: 'ended', status: 'open', endsAt: '2026-01-01T11:59:59Z' });
    expect(pickNextRaffle([...past, ended], NOW)).toBeNull();
    expect(pickNextRaffle([], NOW)).toBeNull();
  });

  it('treats an "upcoming" raffle whose start has passed as running until its end', () => {
    const started = raffle({
      status: 'upcoming',
      startsAt: '2026-01-01T11:00:00Z',
      endsAt: '2026-01-01T14:00:00Z',
    });
    expect(pickNextRaffle([started], NOW)).toMatchObject({ phase: 'ends', at: at('2026-01-01T14:00:00Z') });
  });

  it('ignores a raffle with an unreadable date', () => {
    expect(pickNextRaffle([raffle({ endsAt: 'soon' })], NOW)).toBeNull();
  });
});
