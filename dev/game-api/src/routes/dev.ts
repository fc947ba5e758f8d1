import type { FastifyInstance } from 'fastify';
import { devRoutes as routes } from '@companion/shared-state/routes';
import { IN_GAME_DECIMALS } from '@companion/shared-state/schemas';
import type { GameContext } from '../GameContext';
import { toBaseUnits } from '../funds/units';
import { HttpError } from '../http/HttpError';
import { isLoopbackAddress, isProxied } from '../http/loopback';
import { serveOpenApi } from '../http/openApi';
import { serveRoutes } from '../http/serveRoutes';

/**
 * Local play and end-to-end tests only: credit or debit a wallet's in-game funds (which pushes
 * fundsUpdated to its sockets), move the game clock forward, and the HTTP reference. Registered only when
 * ENABLE_DEV_ROUTES=1 (the local stack sets it); answers callers on this machine that come through no proxy.
 */
export async function devRoutes(app: FastifyInstance, ctx: GameContext): Promise<void> {
  app.addHook('onRequest', async (request) => {
    // A reverse proxy on this machine connects from loopback for anyone on the internet: a request that
    // names a forwarded client, or comes from anywhere but this machine, is refused.
    if (!isLoopbackAddress(request.socket.remoteAddress) || isProxied(request.headers)) {
      throw new HttpError(403, 'dev routes answer requests from this machine only');
    }
  });

  serveRoutes(app, ctx, routes, {
    devFunds: async ({ body: { walletId, token, delta } }) => {
      const units = toBaseUnits(delta, IN_GAME_DECIMALS[token]);
      if (units === null) {
        throw new HttpError(400, `delta must have at most ${IN_GAME_DECIMALS[token]} decimals for ${token}`);
      }
      if (ctx.wallets.verifiedAt(walletId) === undefined) {
        throw new HttpError(404, `wallet ${walletId} is not registered`);
      }
      return ctx.ledger.apply(walletId, [{ token, delta: units }], 'dev route');
    },
    // Moves the game clock forward (locks, upgrades, adventures, stakes and raffle draws come due).
    devClock: async ({ body: { advanceSeconds } }) => {
      const now = ctx.clock.advance(advanceSeconds * 1000);
      // What the move made due (a raffle's close and draw, an adventure's end) happens before the answer.
      ctx.raffles.tick();
      ctx.nftActions.settleAdventures();
      return { now: new Date(now).toISOString() };
    },
  });
  serveOpenApi(app);
}
