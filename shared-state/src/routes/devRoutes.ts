import {
  clockResponseSchema,
  devClockRequestSchema,
  devFundsRequestSchema,
  fundsListSchema,
} from '../schemas';
import { defineRoute } from './defineRoute';

/**
 * Local play and end-to-end tests only (ENABLE_DEV_ROUTES=1): they answer callers on the game API's own
 * machine that come through no proxy, else 403.
 */
export const devRoutes = {
  devFunds: defineRoute({
    name: 'devFunds',
    method: 'POST',
    area: 'dev',
    path: '/funds',
    summary: "Credits or debits a wallet's in-game funds (pushes fundsUpdated to its sockets).",
    auth: false,
    body: devFundsRequestSchema,
    responses: { 200: fundsListSchema },
    errors: [400, 403, 404, 409],
    idempotent: false,
    rateLimit: 'none',
  }),
  devClock: defineRoute({
    name: 'devClock',
    method: 'POST',
    area: 'dev',
    path: '/clock',
    summary:
      'Moves the game clock forward; what comes due (raffle draws, adventures) happens before the answer.',
    auth: false,
    body: devClockRequestSchema,
    responses: { 200: clockResponseSchema },
    errors: [400, 403],
    idempotent: false,
    rateLimit: 'none',
  }),
} as const;
