import type { RaffleEvent } from '@companion/shared-state';
import { amountText, unitName, UNKNOWN_IN_GAME_TEXT, unknownSentence } from '@companion/tab-kit';

/**
 * Why `entries` more entries cannot be sent now, in player words, or null when they can. Mirrors the
 * server's checks (docs/game-api.md, "Raffles"), which stay the authority.
 */
export function enterBlock(
  raffle: RaffleEvent,
  entries: number | null,
  mine: number,
  /** The tickets the player holds, or null while the game has not given the balances (not known, not 0). */
  tickets: bigint | null,
  /** Why they are not known (the kit's `useInGameNotKnown`): loading, or the game cannot be reached. */
  notKnown: string = UNKNOWN_IN_GAME_TEXT,
): string | null {
  const ticketsName = unitName(raffle.ticketType, 2);
  const room = raffle.walletCap - mine;
  if (room <= 0) return `You have reached this raffle's cap of ${raffle.walletCap} entries.`;
  if (tickets === null) return unknownSentence(`Your ${ticketsName}`, notKnown);
  if (tickets <= 0n) return `You have no ${ticketsName}: buy some above.`;
  if (entries === null) return 'Enter a whole number of entries.';
  if (entries > room) return `You can add at most ${room} more entries (cap ${raffle.walletCap}).`;
  const left = raffle.maxEntries - raffle.entries;
  if (entries > left) return `Only ${left} entries are left in this raffle.`;
  if (BigInt(entries) > tickets)
    return `Not enough ${ticketsName}: you have ${amountText(tickets, raffle.ticketType)}.`;
  return null;
}
