import type { FastifyInstance } from 'fastify';
import type { GameEventList } from '@companion/shared-state/schemas';
import type { GameContext } from '../GameContext';
import { gameEventsAt } from '../events/eventSchedule';

/** {api}/workflows/events: the game events running now. */
export async function gameEventRoutes(app: FastifyInstance, ctx: GameContext): Promise<void> {
  app.get('/workflows/events', async (): Promise<GameEventList> => {
    return gameEventsAt(ctx.clock.now());
  });
}
