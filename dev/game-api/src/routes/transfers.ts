import type { FastifyInstance } from 'fastify';
import {
  depositRequestSchema,
  TRANSFER_DECIMALS,
  withdrawRequestSchema,
  type DepositResponse,
  type SubmissionPending,
  type TransferList,
  type WithdrawResponse,
} from '@companion/shared-state/schemas';
import { toTransfer } from '../db/transferStore';
import { toBaseUnits } from '../funds/units';
import type { GameContext } from '../GameContext';
import { sessionOf } from '../http/sessionHook';
import { HttpError } from '../http/HttpError';
import { parseInput } from '../http/parseInput';
import { answered } from '../playerTransactions/answered';
import { newestFirst } from '../playerTransactions/failedToWire';

/** {api}/p2e/deposit, {api}/p2e/withdraw and {api}/p2e/transfers: moving DFL and GOLDY on and off chain. */
export async function transferRoutes(app: FastifyInstance, ctx: GameContext): Promise<void> {
  // Each deposit is sent to the chain and watched: a tighter limit per wallet than the rest of {api}.
  const depositLimit = {
    rateLimit: {
      max: ctx.config.depositRateLimit,
      timeWindow: 60_000,
      errorResponseBuilder: (_request: unknown, context: { after: string }) =>
        new HttpError(429, `too many deposits from this wallet: try again in ${context.after}`),
    },
  };
  app.post(
    '/p2e/deposit',
    { config: depositLimit },
    async (request, reply): Promise<DepositResponse | SubmissionPending> => {
      const { walletId } = sessionOf(request);
      const { transaction } = parseInput(depositRequestSchema, request.body, 'body');
      return answered(reply, await ctx.playerTransactions.submit('deposit', walletId, transaction, {}));
    },
  );

  app.post('/p2e/withdraw', async (request): Promise<WithdrawResponse> => {
    const { walletId } = sessionOf(request);
    const { token, amount } = parseInput(withdrawRequestSchema, request.body, 'body');
    // The schema allows only amounts with at most TRANSFER_DECIMALS decimals, so this cannot be null.
    const units = toBaseUnits(amount, TRANSFER_DECIMALS) ?? 0n;
    return ctx.withdrawals.withdraw(walletId, token, units);
  });

  app.get('/p2e/transfers', async (request): Promise<TransferList> => {
    const { walletId } = sessionOf(request);
    return newestFirst([
      ...ctx.transfers.listByWallet(walletId).map(toTransfer),
      ...ctx.failedTransactions.deposits(walletId),
    ]);
  });
}
