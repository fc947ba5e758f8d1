import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { AREA_PREFIX } from '@companion/shared-state/routes';
import type { GameContext } from './GameContext';
import { trustProxyCheck } from './http/clientAddress';
import { readTextBodiesAsJson } from './http/textBody';
import { installErrorHandlers } from './http/errorHandler';
import { HttpError } from './http/HttpError';
import { collectOpenApi } from './http/openApi';
import { applyRouteSchemas } from './http/routeSchemas';
import { authRoutes } from './routes/auth';
import { devRoutes } from './routes/dev';
import { fundsRoutes } from './routes/funds';
import { historyRoutes } from './routes/history';
import { homeRoutes } from './routes/home';
import { inventoryRoutes } from './routes/inventory';
import { nftMetadataRoutes } from './routes/nftMetadata';
import { notificationRoutes } from './routes/notifications';
import { raffleRoutes } from './routes/raffles';
import { stakingRoutes } from './routes/staking';

/**
 * The HTTP and socket surface. Every HTTP route is one declaration in shared-state (src/routes) and one
 * handler in a file under routes/ per area; each route registered is added to `routeList`
 * ("GET /api/p2e/funds"), so tests can walk all of them.
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
  applyRouteSchemas(app);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routeList.push(`${method} ${route.url}`);
  });
  installErrorHandlers(app);
  readTextBodiesAsJson(app);
  await collectOpenApi(app);
  await app.register(cors, {
    origin: ctx.config.corsOrigins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['authorization', 'content-type'],
    maxAge: 600,
  });

  await app.register((scope) => authRoutes(scope, ctx), { prefix: AREA_PREFIX.auth });
  await app.register(
    async (scope) => {
      // Every {api} route declares `auth`: its session is checked first (onRequest), so this limit runs after
      // it and each wallet has its own bucket (docs/game-api.md, "Limits").
      await scope.register(rateLimit, {
        hook: 'preHandler',
        max: ctx.config.apiRateLimit,
        timeWindow: 60_000,
        keyGenerator: (request) => request.session?.walletId ?? request.ip,
        errorResponseBuilder: (_request, context) =>
          new HttpError(429, `too many requests from this wallet: try again in ${context.after}`),
      });
      homeRoutes(scope, ctx);
      fundsRoutes(scope, ctx);
      inventoryRoutes(scope, ctx);
      raffleRoutes(scope, ctx);
      stakingRoutes(scope, ctx);
      historyRoutes(scope, ctx);
    },
    { prefix: AREA_PREFIX.api },
  );
  await app.register(
    async (scope) => {
      // Public (wallets ask without a session): limited per client address like /auth.
      await scope.register(rateLimit, { max: ctx.config.authRateLimit, timeWindow: 60_000 });
      nftMetadataRoutes(scope, ctx);
    },
    { prefix: AREA_PREFIX.nftMetadata },
  );
  if (ctx.config.enableDevRoutes) {
    await app.register((scope) => devRoutes(scope, ctx), { prefix: AREA_PREFIX.dev });
  }
  notificationRoutes(app, ctx);
  return app;
}
