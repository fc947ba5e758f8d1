import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import type { GameContext } from './GameContext';
import { installErrorHandlers } from './http/errorHandler';
import { authRoutes } from './routes/auth';
import { devRoutes } from './routes/dev';
import { gameEventRoutes } from './routes/events';
import { fundsRoutes } from './routes/funds';
import { nftRoutes } from './routes/nfts';
import { notificationRoutes } from './routes/notifications';
import { raffleRoutes } from './routes/raffles';
import { transferRoutes } from './routes/transfers';
import { xpRoutes } from './routes/xp';

/** The HTTP and socket surface; one file per route area under routes/. */
export async function buildApp(ctx: GameContext): Promise<FastifyInstance> {
  const app = Fastify({
    logger: ctx.config.logLevel === 'silent' ? false : { level: ctx.config.logLevel },
    bodyLimit: 16 * 1024,
    // Keep-alive connections would otherwise hold close() open until they time out.
    forceCloseConnections: true,
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
      await fundsRoutes(scope, ctx);
      await nftRoutes(scope, ctx);
      await xpRoutes(scope, ctx);
      await transferRoutes(scope, ctx);
      await raffleRoutes(scope, ctx);
      await gameEventRoutes(scope, ctx);
    },
    { prefix: '/api' },
  );
  if (ctx.config.enableDevRoutes) await app.register((scope) => devRoutes(scope, ctx), { prefix: '/dev' });
  notificationRoutes(app, ctx);
  return app;
}
