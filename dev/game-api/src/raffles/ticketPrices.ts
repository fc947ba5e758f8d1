import type { RaffleTicketType, TicketPrice } from '@companion/shared-state/schemas';

/**
 * What one ticket costs from the IN_GAME wallet. A GOLDEN_TICKET is DeFi Land's published price (2000 GOLDY +
 * 200 DFL); a TICKET is 100 GOLDY.
 */
export const TICKET_PRICES: Readonly<Record<RaffleTicketType, readonly TicketPrice[]>> = {
  TICKET: [{ token: 'GOLDY', amount: '100' }],
  GOLDEN_TICKET: [
    { token: 'GOLDY', amount: '2000' },
    { token: 'DFL', amount: '200' },
  ],
};

/** The most tickets one purchase (and one entry call) may take. */
export const MAX_PER_PURCHASE = 100;
