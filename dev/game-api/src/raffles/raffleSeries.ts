import type { RafflePrize, RaffleTicketType } from '@companion/shared-state/schemas';
import { utcDay, utcWeek, type Period } from '../time/utcPeriods';

export interface RaffleSeries {
  id: string;
  name: string;
  ticketType: RaffleTicketType;
  prizes: RafflePrize[];
  /** Below this many entries at close the raffle is cancelled and every ticket refunded. */
  minEntries: number;
  maxEntries: number;
  /** The entry window of the round holding `time`, moved by `offset` rounds. */
  period: (time: number, offset: number) => Period;
}

/** One wallet may hold at most this share of a raffle's entries, so no one can buy the whole draw. */
export const WALLET_CAP_PERCENT = 20;
/**
 * At most this share of a round's entries may be paid with bonus tickets (docs/game-api.md, "Free value stays
 * free"): accounts that never deposited cannot fill a round, and the rest stays open to paid entries.
 */
export const BONUS_SHARE_PERCENT = 20;
/** Entries close at endsAt (the entry-list hash is published), the seed is revealed this long after. */
export const DRAW_DELAY_MS = 60_000;

/**
 * The raffles on the calendar (docs/game-api.md, "Raffles"): a daily one entered with TICKET and a weekly
 * golden one entered with GOLDEN_TICKET, each round stored when the game clock reaches the round before.
 */
export const RAFFLE_SERIES: readonly RaffleSeries[] = [
  {
    id: 'daily',
    name: 'Daily GOLDY Raffle',
    ticketType: 'TICKET',
    prizes: [
      { place: 1, kind: 'GOLDY', amount: '500', label: '500 GOLDY' },
      { place: 2, kind: 'GOLDY', amount: '200', label: '200 GOLDY' },
      { place: 3, kind: 'DFL', amount: '50', label: '50 DFL' },
    ],
    minEntries: 3,
    maxEntries: 500,
    period: utcDay,
  },
  {
    id: 'weekly-golden',
    name: 'Weekly Golden Raffle',
    ticketType: 'GOLDEN_TICKET',
    prizes: [
      { place: 1, kind: 'NFT', amount: '1', label: 'Legendary Chicken NFT' },
      { place: 2, kind: 'GOLDY', amount: '5000', label: '5000 GOLDY' },
      { place: 3, kind: 'DFL', amount: '1000', label: '1000 DFL' },
      { place: 4, kind: 'DFL', amount: '500', label: '500 DFL' },
    ],
    minEntries: 5,
    maxEntries: 100,
    period: utcWeek,
  },
];

export function walletCapOf(maxEntries: number): number {
  return Math.max(1, Math.floor((maxEntries * WALLET_CAP_PERCENT) / 100));
}

/** How many of a round's entries may be bonus entries. */
export function bonusCapOf(maxEntries: number): number {
  return Math.max(1, Math.floor((maxEntries * BONUS_SHARE_PERCENT) / 100));
}
