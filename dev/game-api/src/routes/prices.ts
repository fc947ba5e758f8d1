import type { FastifyInstance } from 'fastify';
import type { PriceList } from '@companion/shared-state/schemas';
import type { GameContext } from '../GameContext';
import { readPrices } from '../prices/readPrices';

/** {api}/prices: a USD price per token from the game's own sources, and when it was read. */
export async function priceRoutes(app: FastifyInstance, ctx: GameContext): Promise<void> {
  app.get('/prices', async (request): Promise<PriceList> =>
    readPrices({
      bookedReserves: () => ctx.pool.bookedReserves(),
      now: ctx.now,
      onUnread: (error) => request.log.warn({ err: error }, 'the pool could not be read for prices'),
    }),
  );
}
