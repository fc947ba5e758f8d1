import type { FastifyInstance } from 'fastify';
import type { GameContext } from '../GameContext';

/** {api}/clock: the game's time, so countdowns in the app follow the server, not the device. */
export async function clockRoutes(app: FastifyInstance, ctx: GameContext): Promise<void> {
  app.get('/clock', async () => ({ now: new Date(ctx.clock.now()).toISOString() }));
}
