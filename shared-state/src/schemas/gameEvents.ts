import { z } from './zod';
import { isoTimeSchema } from './common';

/** A game event running now (a tournament, a bonus weekend, ...), shown on the home tab. */
export const gameEventSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  description: z.string(),
  startsAt: isoTimeSchema,
  endsAt: isoTimeSchema,
});
export type GameEvent = z.infer<typeof gameEventSchema>;

/** GET {api}/workflows/events */
export const gameEventListSchema = z.array(gameEventSchema);
export type GameEventList = z.infer<typeof gameEventListSchema>;
