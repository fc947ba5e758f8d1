import * as z from 'zod/mini';
import {
  rafflePrizeSchema,
  type RaffleEvent,
  type RafflePrize,
  type RaffleStatus,
} from '@companion/shared-state/schemas';
import type { RaffleRow } from '../db/raffleStore';

export function prizesOf(row: RaffleRow): RafflePrize[] {
  return z.array(rafflePrizeSchema).parse(JSON.parse(row.prizes));
}

/** What players see of a stored status: before the close, upcoming or open by the game clock. */
export function statusOf(row: RaffleRow, now: number): RaffleStatus {
  if (row.status !== 'scheduled') return row.status;
  if (now < row.starts_at) return 'upcoming';
  return now < row.ends_at ? 'open' : 'drawing';
}

/** The wire form: the seed only once drawn, the entry-list hash once closed. */
export function toRaffleEvent(
  row: RaffleRow,
  now: number,
  winners: readonly { place: number; position: number; wallet_id: string }[],
): RaffleEvent {
  const prizes = prizesOf(row);
  return {
    id: row.id,
    name: row.name,
    ticketType: row.ticket_type,
    ticketCost: 1,
    prize: prizes[0]?.label ?? 'No prize',
    prizes,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    drawAt: new Date(row.draw_at).toISOString(),
    status: statusOf(row, now),
    entries: row.entry_count,
    minEntries: row.min_entries,
    maxEntries: row.max_entries,
    walletCap: row.wallet_cap,
    commitment: row.commitment,
    entriesHash: row.entries_hash,
    seed: row.status === 'drawn' ? row.seed : null,
    winners: winners.map((w) => ({ place: w.place, entry: w.position, walletId: w.wallet_id })),
  };
}
