import type { FastifyInstance } from 'fastify';
import { devFundsRequestSchema, IN_GAME_DECIMALS, type FundsList } from '@companion/shared-state/schemas';
import type { GameContext } from '../GameContext';
import { toBaseUnits } from '../funds/units';
import { HttpError } from '../http/HttpError';
import { isLoopbackAddress } from '../http/loopback';
import { parseInput } from '../http/parseInput';

/**
 * Local play and end-to-end tests only: credit or debit a wallet's in-game funds, which pushes
 * fundsUpdated to its sockets. Registered only when dev routes are enabled; answers loopback callers only.
 */
export async function devRoutes(app: FastifyInstance, ctx: GameContext): Promise<void> {
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackAddress(request.socket.remoteAddress)) {
      throw new HttpError(403, 'dev routes answer requests from this machine only');
    }
  });

  app.post('/funds', async (request): Promise<FundsList> => {
    const { walletId, token, delta } = parseInput(devFundsRequestSchema, request.body, 'body');
    const units = toBaseUnits(delta, IN_GAME_DECIMALS[token]);
    if (units === null) {
      throw new HttpError(400, `delta must have at most ${IN_GAME_DECIMALS[token]} decimals for ${token}`);
    }
    if (ctx.wallets.verifiedAt(walletId) === undefined) {
      throw new HttpError(404, `wallet ${walletId} is not registered`);
    }
    return ctx.ledger.apply(walletId, [{ token, delta: units }], 'dev route');
  });
}
