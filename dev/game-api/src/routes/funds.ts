import type { FastifyInstance } from 'fastify';
import type { FundsList, WithdrawableFunds } from '@companion/shared-state/schemas';
import type { GameContext } from '../GameContext';
import { sessionOf } from '../http/sessionHook';

/**
 * {api}/p2e/funds: the signed-in wallet's in-game funds; {api}/p2e/funds/withdrawable: per token, the part
 * of each balance a withdrawal may take and the bonus part it may not.
 */
export async function fundsRoutes(app: FastifyInstance, ctx: GameContext): Promise<void> {
  app.get('/p2e/funds', async (request): Promise<FundsList> => {
    const { walletId } = sessionOf(request);
    return ctx.ledger.list(walletId);
  });
  app.get('/p2e/funds/withdrawable', async (request): Promise<WithdrawableFunds> => {
    const { walletId } = sessionOf(request);
    return ctx.ledger.withdrawable(walletId);
  });
}
