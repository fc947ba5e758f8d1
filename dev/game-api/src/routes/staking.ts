import type { FastifyInstance } from 'fastify';
import {
  addLiquidityRequestSchema,
  POOL_DECIMALS,
  positionRequestSchema,
  removeLiquidityRequestSchema,
  stakeRequestSchema,
  type LiquidityResult,
  type PoolAction,
  type PoolState,
  type StakeResult,
  type StakingOverview,
} from '@companion/shared-state/schemas';
import { toBaseUnits } from '../funds/units';
import type { GameContext } from '../GameContext';
import { parseInput } from '../http/parseInput';
import { sessionOf } from '../http/sessionHook';

/**
 * {api}/pool and {api}/staking: the DFL/USDC pool and staking (docs/game-api.md, "Pool and staking").
 * Amounts in bodies are decimal strings the schemas have already limited to each token's decimals.
 */
export async function stakingRoutes(app: FastifyInstance, ctx: GameContext): Promise<void> {
  app.get('/pool', async (): Promise<PoolState> => ctx.pool.state());

  app.post('/pool/add', async (request): Promise<LiquidityResult> => {
    const { walletId } = sessionOf(request);
    const { signature, minLp } = parseInput(addLiquidityRequestSchema, request.body, 'body');
    return ctx.pool.add(walletId, signature, units(minLp, POOL_DECIMALS.LP));
  });

  app.post('/pool/remove', async (request): Promise<LiquidityResult> => {
    const { walletId } = sessionOf(request);
    const body = parseInput(removeLiquidityRequestSchema, request.body, 'body');
    return ctx.pool.remove(
      walletId,
      body.signature,
      units(body.minDfl, POOL_DECIMALS.DFL),
      units(body.minUsdc, POOL_DECIMALS.USDC),
    );
  });

  app.get('/staking', async (request): Promise<StakingOverview> =>
    ctx.staking.overview(sessionOf(request).walletId),
  );

  app.get('/staking/history', async (request): Promise<PoolAction[]> =>
    ctx.staking.history(sessionOf(request).walletId),
  );

  app.post('/staking/stake', async (request): Promise<StakeResult> => {
    const { walletId } = sessionOf(request);
    const { signature, optionId } = parseInput(stakeRequestSchema, request.body, 'body');
    return ctx.staking.stake(walletId, signature, optionId);
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

/** The schema let through only amounts with at most `decimals` decimals, so this is never null. */
function units(text: string, decimals: number): bigint {
  return toBaseUnits(text, decimals) ?? 0n;
}
