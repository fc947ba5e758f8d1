import type { FastifyInstance } from 'fastify';
import { historyRoutes as routes } from '@companion/shared-state/routes';
import type { GameContext } from '../GameContext';
import { serveRoutes } from '../http/serveRoutes';
import { sessionOf } from '../http/sessionHook';

/** {api}/history/*: the signed-in player's XP, staking rewards and value over time, one point a day. */
export function historyRoutes(app: FastifyInstance, ctx: GameContext): void {
  serveRoutes(app, ctx, routes, {
    getXpHistory: async ({ request }) => ctx.history.xp(sessionOf(request).walletId),
    getRewardsHistory: async ({ request }) => ctx.history.rewards(sessionOf(request).walletId),
    getValueHistory: async ({ request }) =>
      ctx.history.value(sessionOf(request).walletId, (error) =>
        request.log.warn({ err: error }, 'the pool could not be read for prices'),
      ),
  });
}
