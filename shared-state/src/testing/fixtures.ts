import type { RaffleEvent } from '../schemas/raffles';

/**
 * A raffle as `GET {api}/raffle/events` sends it: open, one GOLDY prize, no entries yet. Tests name only
 * what they are about in `overrides`.
 */
export function raffleEvent(overrides: Partial<RaffleEvent> = {}): RaffleEvent {
  return {
    id: 'r1',
    name: 'Weekly raffle',
    ticketType: 'TICKET',
    ticketCost: 1,
    prize: '500 GOLDY',
    prizes: [{ place: 1, kind: 'GOLDY', amount: '500', label: '500 GOLDY' }],
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: '2026-01-02T00:00:00.000Z',
    drawAt: '2026-01-02T00:01:00.000Z',
    status: 'open',
    entries: 0,
    minEntries: 3,
    maxEntries: 500,
    walletCap: 100,
    commitment: 'a'.repeat(64),
    entriesHash: null,
    seed: null,
    winners: [],
    ...overrides,
  };
}
