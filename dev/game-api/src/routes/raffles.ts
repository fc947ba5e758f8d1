import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  buyTicketsRequestSchema,
  enterRaffleRequestSchema,
  type BuyTicketsResponse,
  type EnterRaffleResponse,
  type RaffleEntryList,
  type RaffleEventList,
  type TicketOffers,
  type WalletRaffleList,
} from '@companion/shared-state/schemas';
import type { GameContext } from '../GameContext';
import { parseInput } from '../http/parseInput';
import { sessionOf } from '../http/sessionHook';

const raffleIdParams = z.object({ id: z.string().min(1).max(100) });

/**
 * Raffles (docs/game-api.md, "Raffles"): {api}/raffles/events (+ /:id/entries), {api}/raffles/wallet/events,
 * {api}/raffles/tickets, and the value-moving workflows POST {api}/workflows/tickets (buy) and
 * POST {api}/workflows/events (enter). Every read first settles what the game clock has made due.
 */
export async function raffleRoutes(app: FastifyInstance, ctx: GameContext): Promise<void> {
  app.get('/raffles/events', async (): Promise<RaffleEventList> => ctx.raffles.list());

  app.get('/raffles/events/:id/entries', async (request): Promise<RaffleEntryList> => {
    const { id } = parseInput(raffleIdParams, request.params, 'path');
    return ctx.raffles.entries(id);
  });

  app.get('/raffles/wallet/events', async (request): Promise<WalletRaffleList> =>
    ctx.raffles.walletRaffles(sessionOf(request).walletId),
  );

  app.get('/raffles/tickets', async (): Promise<TicketOffers> => ctx.raffles.offers());

  app.post('/workflows/tickets', async (request): Promise<BuyTicketsResponse> => {
    const { walletId } = sessionOf(request);
    return ctx.raffles.buyTickets(walletId, parseInput(buyTicketsRequestSchema, request.body, 'body'));
  });

  app.post('/workflows/events', async (request): Promise<EnterRaffleResponse> => {
    const { walletId } = sessionOf(request);
    return ctx.raffles.enter(walletId, parseInput(enterRaffleRequestSchema, request.body, 'body'));
  });
}
