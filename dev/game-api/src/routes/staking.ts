import type { FastifyInstance } from 'fastify';
import {
  addLiquidityRequestSchema,
  positionRequestSchema,
  removeLiquidityRequestSchema,
  stakeRequestSchema,
  type LiquidityResult,
  type PoolAction,
  type PoolState,
  type StakeResult,
  type StakingOverview,
  type SubmissionPending,
} from '@companion/shared-state/schemas';
import type { GameContext } from '../GameContext';
import { parseInput } from '../http/parseInput';
import { sessionOf } from '../http/sessionHook';
import { answered } from '../playerTransactions/answered';
import { newestFirst } from '../playerTransactions/failedToWire';

/**
 * {api}/pool and {api}/staking: the DFL/USDC pool and staking (docs/game-api.md, "Pool and staking").
 * Amounts in bodies are decimal strings the schemas have already limited to each token's decimals. A stake
 * and an add or remove of liquidity are the player's signed transaction, which the game sends and books.
 */
export async function stakingRoutes(app: FastifyInstance, ctx: GameContext): Promise<void> {
  app.get('/pool', async (): Promise<PoolState> => ctx.pool.state());

  app.post('/pool/add', async (request, reply): Promise<LiquidityResult | SubmissionPending> => {
    const { walletId } = sessionOf(request);
    const { transaction, minLp } = parseInput(addLiquidityRequestSchema, request.body, 'body');
    return answered(reply, await ctx.playerTransactions.submit('add', walletId, transaction, { minLp }));
  });

  app.post('/pool/remove', async (request, reply): Promise<LiquidityResult | SubmissionPending> => {
    const { walletId } = sessionOf(request);
    const { transaction, minDfl, minUsdc } = parseInput(removeLiquidityRequestSchema, request.body, 'body');
    return answered(
      reply,
      await ctx.playerTransactions.submit('remove', walletId, transaction, { minDfl, minUsdc }),
    );
  });

  app.get('/staking', async (request): Promise<StakingOverview> =>
    ctx.staking.overview(sessionOf(request).walletId),
  );

  app.get('/staking/history', async (request): Promise<PoolAction[]> => {
    const { walletId } = sessionOf(request);
    return newestFirst([...ctx.staking.history(walletId), ...ctx.failedTransactions.poolActions(walletId)]);
  });

  app.post('/staking/stake', async (request, reply): Promise<StakeResult | SubmissionPending> => {
    const { walletId } = sessionOf(request);
    const { transaction, optionId } = parseInput(stakeRequestSchema, request.body, 'body');
    return answered(reply, await ctx.playerTransactions.submit('stake', walletId, transaction, { optionId }));
  });

  app.post('/staking/claim', async (request): Promise<StakeResult> => {
    const { walletId } = sessionOf(request);
    const { positionId } = parseInput(positionRequestSchema, request.body, 'body');
    return ctx.staking.claim(walletId, positionId);
  });

  app.post('/staking/unstake', async (request): Promise<StakeResult> => {
    const { walletId } = sessionOf(request);
    const { positionId } = parseInput(positionRequestSchema, request.body, 'body');
    return ctx.staking.unstake(walletId, positionId);
  });
}
