import type { FastifyInstance } from 'fastify';
import { homeRoutes as routes } from '@companion/shared-state/routes';
import { ACTIVITY_PAGE_DEFAULT } from '@companion/shared-state/schemas';
import { gameEventsAt } from '../events/eventSchedule';
import type { GameContext } from '../GameContext';
import { HttpError } from '../http/HttpError';
import { serveRoutes } from '../http/serveRoutes';
import { sessionOf } from '../http/sessionHook';
import { readPrices } from '../prices/readPrices';
import { portfolioReader } from './portfolio';

/** The game's clock and events, the player's XP, the prices, the portfolio and the activity feed. */
export function homeRoutes(app: FastifyInstance, ctx: GameContext): void {
  const readPortfolio = portfolioReader(ctx);
  serveRoutes(app, ctx, routes, {
    // The game's time, so countdowns in the app follow the server, not the device.
    getClock: async () => ({ now: new Date(ctx.clock.now()).toISOString() }),
    getGameEvents: async () => gameEventsAt(ctx.clock.now()),
    getXp: async ({ query: { gameId, walletId }, request }) => {
      if (walletId !== sessionOf(request).walletId) {
        throw new HttpError(403, 'walletId must be the signed-in wallet: XP of other wallets is not shown');
      }
      return ctx.readXp(walletId, gameId);
    },
    getPrices: async ({ request }) =>
      readPrices({
        bookedReserves: () => ctx.pool.bookedReserves(),
        now: ctx.now,
        onUnread: (error) => request.log.warn({ err: error }, 'the pool could not be read for prices'),
      }),
    getPortfolio: async ({ request }) => readPortfolio(request),
    getActivity: async ({ query: { limit = ACTIVITY_PAGE_DEFAULT, before }, request }) =>
      ctx.activity.page(sessionOf(request).walletId, { limit, before }),
  });
}
