import type { FastifyInstance } from 'fastify';
import { xpQuerySchema, type XpResponse } from '@companion/shared-state/schemas';
import type { GameContext } from '../GameContext';
import { sessionOf } from '../http/sessionHook';
import { HttpError } from '../http/HttpError';
import { parseInput } from '../http/parseInput';

/** {api}/p2e/xp/p2e?gameId=Total&walletId=…: the signed-in player's XP and level. */
export async function xpRoutes(app: FastifyInstance, ctx: GameContext): Promise<void> {
  app.get('/p2e/xp/p2e', async (request): Promise<XpResponse> => {
    const session = sessionOf(request);
    const { gameId, walletId } = parseInput(xpQuerySchema, request.query, 'query');
    if (walletId !== session.walletId) {
      throw new HttpError(403, 'walletId must be the signed-in wallet: XP of other wallets is not shown');
    }
    return ctx.readXp(walletId, gameId);
  });
}
