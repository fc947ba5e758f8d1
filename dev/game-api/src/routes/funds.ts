import type { FastifyInstance } from 'fastify';
import { fundsRoutes as routes } from '@companion/shared-state/routes';
import { toTransfer } from '../db/transferStore';
import type { GameContext } from '../GameContext';
import { HttpError } from '../http/HttpError';
import { serveRoutes } from '../http/serveRoutes';
import { sessionOf } from '../http/sessionHook';
import { answered } from '../playerTransactions/answered';
import { newestFirst } from '../playerTransactions/failedToWire';

/** {api}/p2e/funds (+ /withdrawable), {api}/p2e/deposit, {api}/p2e/withdraw and {api}/p2e/transfers. */
export function fundsRoutes(app: FastifyInstance, ctx: GameContext): void {
  // Each deposit is sent to the chain and watched: a tighter limit per wallet than the rest of {api}.
  const depositLimit = {
    rateLimit: {
      max: ctx.config.depositRateLimit,
      timeWindow: 60_000,
      errorResponseBuilder: (_request: unknown, context: { after: string }) =>
        new HttpError(429, `too many deposits from this wallet: try again in ${context.after}`),
    },
  };
  serveRoutes(
    app,
    ctx,
    routes,
    {
      getFunds: async ({ request }) => ctx.ledger.list(sessionOf(request).walletId),
      getWithdrawable: async ({ request }) => ctx.ledger.withdrawable(sessionOf(request).walletId),
      deposit: async ({ body, request, reply }) =>
        answered(
          reply,
          await ctx.playerTransactions.submit('deposit', sessionOf(request).walletId, body.transaction, {}),
        ),
      withdraw: async ({ body, request }) => ctx.withdrawals.withdraw(sessionOf(request).walletId, body),
      getTransfers: async ({ request }) => {
        const { walletId } = sessionOf(request);
        return newestFirst([
          ...ctx.transfers.listByWallet(walletId).map(toTransfer),
          ...ctx.failedTransactions.deposits(walletId),
        ]);
      },
    },
    (route) => (route.rateLimit === 'deposit' ? depositLimit : undefined),
  );
}
