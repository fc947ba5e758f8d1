import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { GameContext } from './GameContext';
import { trustProxyCheck } from './http/clientAddress';
import { installErrorHandlers } from './http/errorHandler';
import { HttpError } from './http/HttpError';
import { requireSession } from './http/sessionHook';
import { authRoutes } from './routes/auth';
import { clockRoutes } from './routes/clock';
import { devRoutes } from './routes/dev';
import { gameEventRoutes } from './routes/events';
import { fundsRoutes } from './routes/funds';
import { inventoryRoutes } from './routes/inventory';
import { NFT_METADATA_PATH, nftMetadataRoutes } from './routes/nftMetadata';
import { nftRoutes } from './routes/nfts';
import { notificationRoutes } from './routes/notifications';
import { raffleRoutes } from './routes/raffles';
import { stakingRoutes } from './routes/staking';
import { priceRoutes } from './routes/prices';
import { portfolioRoutes } from './routes/portfolio';
import { activityRoutes } from './routes/activity';
import { transferRoutes } from './routes/transfers';
import { xpRoutes } from './routes/xp';

/**
 * The HTTP and socket surface; one file per route area under routes/. Every route registered is added to
 * `routeList` ("GET /api/p2e/funds"), so tests can walk all of them.
 */
export async function buildApp(ctx: GameContext, routeList: string[] = []): Promise<FastifyInstance> {
  const app = Fastify({
    logger: ctx.config.logLevel === 'silent' ? false : { level: ctx.config.logLevel },
    bodyLimit: 16 * 1024,
    // Keep-alive connections would otherwise hold close() open until they time out.
    forceCloseConnections: true,
    // request.ip reads X-Forwarded-For only from configured proxies (TRUST_PROXY).
    trustProxy: trustProxyCheck(ctx.config.trustProxy),
  });
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routeList.push(`${method} ${route.url}`);
  });
  installErrorHandlers(app);
  await app.register(cors, {
    origin: ctx.config.corsOrigins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['authorization', 'content-type'],
    maxAge: 600,
  });

  await app.register((scope) => authRoutes(scope, ctx), { prefix: '/auth' });
  await app.register(
    async (scope) => {
      // Every {api} route needs a signed-in session: checked once here, never in a handler.
      requireSession(scope, ctx);
      // After the session check, so each wallet has its own bucket (docs/game-api.md, "Limits").
      await scope.register(rateLimit, {
        hook: 'preHandler',
        max: ctx.config.apiRateLimit,
        timeWindow: 60_000,
        keyGenerator: (request) => request.session?.walletId ?? request.ip,
        errorResponseBuilder: (_request, context) =>
          new HttpError(429, `too many requests from this wallet: try again in ${context.after}`),
      });
      await clockRoutes(scope, ctx);
      await fundsRoutes(scope, ctx);
      await inventoryRoutes(scope, ctx);
      await nftRoutes(scope, ctx);
      await xpRoutes(scope, ctx);
      await transferRoutes(scope, ctx);
      await raffleRoutes(scope, ctx);
      await gameEventRoutes(scope, ctx);
      await stakingRoutes(scope, ctx);
      await priceRoutes(scope, ctx);
      await portfolioRoutes(scope, ctx);
      await activityRoutes(scope, ctx);
    },
    { prefix: '/api' },
  );
  await app.register(
    async (scope) => {
      // Public (wallets ask without a session): limited per client address like /auth.
      await scope.register(rateLimit, { max: ctx.config.authRateLimit, timeWindow: 60_000 });
      await nftMetadataRoutes(scope, ctx);
    },
    { prefix: NFT_METADATA_PATH },
  );
  if (ctx.config.enableDevRoutes) await app.register((scope) => devRoutes(scope, ctx), { prefix: '/dev' });
  notificationRoutes(app, ctx);
  return app;
}
