import type { FastifyInstance } from 'fastify';
import type { RaffleEventList } from '@companion/shared-state/schemas';
import type { GameContext } from '../GameContext';
import { raffleEventsAt } from '../raffles/raffleSchedule';

/** {api}/raffles/events: the previous, current and next round of each raffle. */
export async function raffleRoutes(app: FastifyInstance, ctx: GameContext): Promise<void> {
  app.get('/raffles/events', async (request): Promise<RaffleEventList> => {
    ctx.auth.authenticate(request.headers.authorization);
    return raffleEventsAt(ctx.now());
  });
}
