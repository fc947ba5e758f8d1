import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { defineRoute } from '@companion/shared-state/routes';
import { walletIdSchema } from '@companion/shared-state/schemas';
import type { GameContext } from '../src/GameContext';
import { installErrorHandlers, SERVER_FAILURE_MESSAGE } from '../src/http/errorHandler';
import { HttpError } from '../src/http/HttpError';
import { applyRouteSchemas } from '../src/http/routeSchemas';
import { serveRoutes } from '../src/http/serveRoutes';
import { sessionOf } from '../src/http/sessionHook';

// A route's declaration is all the checking there is: the handlers below parse nothing themselves.
const answerSchema = z.object({ total: z.number() });
const routes = {
  add: defineRoute({
    name: 'add',
    method: 'POST',
    area: 'api',
    path: '/add/:walletId',
    summary: 'Adds.',
    auth: false,
    params: z.object({ walletId: walletIdSchema }),
    body: z.object({ a: z.number(), b: z.number().check(z.lte(10, { error: 'must be at most 10' })) }),
    responses: { 200: answerSchema },
    errors: [400],
    idempotent: false,
    rateLimit: 'none',
  }),
  wrongAnswer: defineRoute({
    name: 'wrongAnswer',
    method: 'GET',
    area: 'api',
    path: '/wrong',
    summary: 'Answers what its schema does not allow.',
    auth: false,
    query: z.object({ n: z.string().check(z.regex(/^\d+$/, { error: 'must be digits' })) }),
    responses: { 200: answerSchema },
    errors: [400],
    idempotent: false,
    rateLimit: 'none',
  }),
  mine: defineRoute({
    name: 'mine',
    method: 'GET',
    area: 'api',
    path: '/mine',
    summary: 'Needs a session.',
    auth: true,
    responses: { 200: z.object({ walletId: z.string() }) },
    errors: [401],
    idempotent: false,
    rateLimit: 'none',
  }),
} as const;

const WALLET = '11111111111111111111111111111111';
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  applyRouteSchemas(app);
  installErrorHandlers(app);
  const ctx = {
    auth: {
      authenticate: (token: string | undefined) => {
        if (token !== 'good') throw new HttpError(401, 'sign in first');
        return { walletId: WALLET, tokenHash: 'h' };
      },
    },
  } as unknown as GameContext; // only the session check is used here
  serveRoutes(app, ctx, routes, {
    add: async ({ body }) => ({ total: body.a + body.b }),
    // Deliberately off-schema: `total` must be a number.
    wrongAnswer: async ({ query }) => ({ total: query.n }) as unknown as { total: number },
    mine: async ({ request }) => ({ walletId: sessionOf(request).walletId }),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

const inject = async (method: 'GET' | 'POST', url: string, payload?: unknown, headers = {}) => {
  const { port } = app.server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: payload === undefined || typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as unknown };
};

test('a valid request reaches the handler with its parts parsed', async () => {
  expect(await inject('POST', `/add/${WALLET}`, { a: 1, b: 2 })).toEqual({ status: 200, body: { total: 3 } });
});

test("a 400 names the first field at fault with its schema's message", async () => {
  expect(await inject('POST', `/add/${WALLET}`, { a: 1, b: 11 })).toEqual({
    status: 400,
    body: { error: 'b must be at most 10' },
  });
  expect(await inject('POST', '/add/nope', { a: 1, b: 2 })).toEqual({
    status: 400,
    body: { error: 'walletId must be a base58 public key (32 bytes)' },
  });
  expect(await inject('GET', '/wrong?n=x')).toEqual({ status: 400, body: { error: 'n must be digits' } });
});

test("a field whose schema has no message of its own is named with zod's English words", async () => {
  expect(await inject('POST', `/add/${WALLET}`, { a: 'one', b: 2 })).toEqual({
    status: 400,
    body: { error: 'a Invalid input: expected number, received string' },
  });
});

test('a body that is not a JSON object is named as such', async () => {
  expect(await inject('POST', `/add/${WALLET}`, '[1]')).toEqual({
    status: 400,
    body: { error: 'request body must be a JSON object' },
  });
});

test('an answer that does not match its schema is never sent: a 500 in player words', async () => {
  expect(await inject('GET', '/wrong?n=5')).toEqual({ status: 500, body: { error: SERVER_FAILURE_MESSAGE } });
});

test('a route declared with auth checks the session before anything else', async () => {
  expect(await inject('GET', '/mine')).toEqual({ status: 401, body: { error: 'sign in first' } });
  expect(await inject('GET', '/mine', undefined, { authorization: 'good' })).toEqual({
    status: 200,
    body: { walletId: WALLET },
  });
});
