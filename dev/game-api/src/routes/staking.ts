import type { FastifyInstance } from 'fastify';
import { stakingRoutes as routes } from '@companion/shared-state/routes';
import type { GameContext } from '../GameContext';
import { toBaseUnits } from '../funds/units';
import { serveRoutes } from '../http/serveRoutes';
import { sessionOf } from '../http/sessionHook';
import { answered } from '../playerTransactions/answered';
import { newestFirst } from '../playerTransactions/failedToWire';

/**
 * {api}/pool and {api}/staking: the DFL/USDC pool and staking (docs/game-api.md, "Pool and staking").
 * Amounts in bodies are decimal strings the schemas have already limited to each token's decimals. A stake
 * and an add or remove of liquidity are the player's signed transaction, which the game sends and books.
 */
export function stakingRoutes(app: FastifyInstance, ctx: GameContext): void {
  const submit = ctx.playerTransactions;
  serveRoutes(app, ctx, routes, {
    getPool: async () => ctx.pool.state(),
    addLiquidity: async ({ body: { transaction, minLp }, request, reply }) =>
      answered(reply, await submit.submit('add', sessionOf(request).walletId, transaction, { minLp })),
    removeLiquidity: async ({ body: { transaction, minDfl, minUsdc }, request, reply }) =>
      answered(
        reply,
        await submit.submit('remove', sessionOf(request).walletId, transaction, { minDfl, minUsdc }),
      ),
    getStaking: async ({ request }) => ctx.staking.overview(sessionOf(request).walletId),
    getStakingHistory: async ({ request }) => {
      const { walletId } = sessionOf(request);
      return newestFirst([...ctx.staking.history(walletId), ...ctx.failedTransactions.poolActions(walletId)]);
    },
    getStakePlan: async ({ query }) => ctx.staking.plan(query.optionId, toBaseUnits(query.amount, 9) ?? 0n),
    stake: async ({ body: { transaction, optionId }, request, reply }) =>
      answered(reply, await submit.submit('stake', sessionOf(request).walletId, transaction, { optionId })),
    claimRewards: async ({ body, request }) => ctx.staking.claim(sessionOf(request).walletId, body),
    unstake: async ({ body, request }) => ctx.staking.unstake(sessionOf(request).walletId, body),
  });
}
