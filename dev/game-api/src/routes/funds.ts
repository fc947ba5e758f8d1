import type { FastifyInstance } from 'fastify';
import type { FundsList } from '@companion/shared-state/schemas';
import type { GameContext } from '../GameContext';
import { sessionOf } from '../http/sessionHook';

/** {api}/p2e/funds: the signed-in wallet's in-game funds. */
export async function fundsRoutes(app: FastifyInstance, ctx: GameContext): Promise<void> {
  app.get('/p2e/funds', async (request): Promise<FundsList> => {
    const { walletId } = sessionOf(request);
    return ctx.ledger.list(walletId);
  });
}
