import { z } from './zod';
import { isoTimeSchema } from './common';

/** GET {api}/clock: the game's time (ISO 8601). Countdowns follow it, not the device's clock. */
export const clockResponseSchema = z.object({ now: isoTimeSchema });
export type ClockResponse = z.infer<typeof clockResponseSchema>;

/** POST /dev/clock (dev routes only): move the game clock forward by whole seconds, at most a year. */
export const devClockRequestSchema = z.object({
  advanceSeconds: z
    .number()
    .check(
      z.int('advanceSeconds must be a whole number'),
      z.gte(0, 'advanceSeconds must not be negative'),
      z.lte(366 * 24 * 3600, 'advanceSeconds must be at most a year'),
    ),
});
export type DevClockRequest = z.infer<typeof devClockRequestSchema>;
