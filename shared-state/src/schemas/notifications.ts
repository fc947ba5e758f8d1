import { z } from './zod';
import { nftSchema } from './nfts';
import { fundsListSchema } from './funds';
import { raffleUpdatedMessageSchema } from './raffles';
import { liquidityUpdatedMessageSchema, stakeUpdatedMessageSchema } from './staking';
import { transferUpdatedMessageSchema } from './transfers';

// Kept in a file without zod: the stores that build the socket address load before any schema.
export { NOTIFICATIONS_TOKEN_PARAM } from './notificationsTokenParam';

/** Every socket message, both ways, is `{type, data?}`; subscribers pick messages by type. */
export const notificationEnvelopeSchema = z.object({
  type: z.string().check(z.minLength(1)),
  data: z.optional(z.unknown()),
});
export type NotificationEnvelope = z.infer<typeof notificationEnvelopeSchema>;

/** Server → client: the wallet's in-game funds changed; `data` is the whole new list. */
export const fundsUpdatedMessageSchema = z.object({ type: z.literal('fundsUpdated'), data: fundsListSchema });
export type FundsUpdatedMessage = z.infer<typeof fundsUpdatedMessageSchema>;

/** Client → server heartbeat (sent as text every 25 s) and the server's answer. */
/** nftUpdated: one of the player's NFTs after an action (docs/game-api.md, "Inventory"). */
export const nftUpdatedMessageSchema = z.object({ type: z.literal('nftUpdated'), data: nftSchema });

export const pingMessageSchema = z.object({ type: z.literal('ping') });
export const pongMessageSchema = z.object({ type: z.literal('pong') });
export const PING_MESSAGE = { type: 'ping' } as const satisfies z.infer<typeof pingMessageSchema>;
export const PONG_MESSAGE = { type: 'pong' } as const satisfies z.infer<typeof pongMessageSchema>;

/** Messages the server sends; later areas add theirs (nftUpdated, ...) to this union. */
export const serverMessageSchema = z.discriminatedUnion('type', [
  fundsUpdatedMessageSchema,
  transferUpdatedMessageSchema,
  raffleUpdatedMessageSchema,
  stakeUpdatedMessageSchema,
  liquidityUpdatedMessageSchema,
  nftUpdatedMessageSchema,
  pongMessageSchema,
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** Messages the client sends. */
export const clientMessageSchema = z.discriminatedUnion('type', [pingMessageSchema]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
