import { z } from 'zod';
import { isoTimeSchema } from './common';

/** Raffles take entries in one kind of in-game ticket each. */
export const RAFFLE_TICKET_TYPES = ['TICKET', 'GOLDEN_TICKET'] as const;
export const raffleTicketTypeSchema = z.enum(RAFFLE_TICKET_TYPES);
export type RaffleTicketType = z.infer<typeof raffleTicketTypeSchema>;

/** upcoming: before startsAt; open: from startsAt until endsAt; closed: from endsAt on. */
export const RAFFLE_STATUSES = ['upcoming', 'open', 'closed'] as const;
export const raffleStatusSchema = z.enum(RAFFLE_STATUSES);
export type RaffleStatus = z.infer<typeof raffleStatusSchema>;

/** One raffle; `ticketCost` is the number of tickets one entry takes, `prize` a text for people. */
export const raffleEventSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  ticketType: raffleTicketTypeSchema,
  ticketCost: z.number().int().positive(),
  prize: z.string().min(1),
  startsAt: isoTimeSchema,
  endsAt: isoTimeSchema,
  status: raffleStatusSchema,
});
export type RaffleEvent = z.infer<typeof raffleEventSchema>;

/** GET {api}/raffles/events */
export const raffleEventListSchema = z.array(raffleEventSchema);
export type RaffleEventList = z.infer<typeof raffleEventListSchema>;

/** Server → client: a raffle changed (reserved for the raffles tab: entries, draws). */
export const raffleUpdatedMessageSchema = z.object({
  type: z.literal('raffleUpdated'),
  data: raffleEventSchema,
});
export type RaffleUpdatedMessage = z.infer<typeof raffleUpdatedMessageSchema>;
