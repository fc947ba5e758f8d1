import type { FastifyInstance } from 'fastify';
import {
  ACTIVITY_PAGE_DEFAULT,
  activityQuerySchema,
  type ActivityPage,
} from '@companion/shared-state/schemas';
import type { GameContext } from '../GameContext';
import { parseInput } from '../http/parseInput';
import { sessionOf } from '../http/sessionHook';

/** {api}/activity?limit=&before=: the signed-in player's activity, newest first, a page at a time. */
export async function activityRoutes(app: FastifyInstance, ctx: GameContext): Promise<void> {
  app.get('/activity', async (request): Promise<ActivityPage> => {
    const { walletId } = sessionOf(request);
    const { limit = ACTIVITY_PAGE_DEFAULT, before } = parseInput(activityQuerySchema, request.query, 'query');
    return ctx.activity.page(walletId, { limit, before });
  });
}
