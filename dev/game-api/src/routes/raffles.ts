import type { FastifyInstance } from 'fastify';
import { raffleRoutes as routes } from '@companion/shared-state/routes';
import type { GameContext } from '../GameContext';
import { serveRoutes } from '../http/serveRoutes';
import { sessionOf } from '../http/sessionHook';

/**
 * Raffles (docs/game-api.md, "Raffles"): the reads and the value-moving workflows POST {api}/workflows/tickets
 * (buy) and POST {api}/workflows/events (enter). Every read first settles what the game clock has made due.
 */
export function raffleRoutes(app: FastifyInstance, ctx: GameContext): void {
  serveRoutes(app, ctx, routes, {
    getRaffleEvents: async () => ctx.raffles.list(),
    getRaffleEntries: async ({ params }) => ctx.raffles.entries(params.id),
    getWalletRaffles: async ({ request }) => ctx.raffles.walletRaffles(sessionOf(request).walletId),
    getTicketOffers: async () => ctx.raffles.offers(),
    buyTickets: async ({ body, request }) => ctx.raffles.buyTickets(sessionOf(request).walletId, body),
    enterRaffle: async ({ body, request }) => ctx.raffles.enter(sessionOf(request).walletId, body),
  });
}
