import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { nonceParamsSchema, signPayloadSchema } from '@companion/shared-state/schemas';
import type { GameContext } from '../GameContext';
import { HttpError } from '../http/HttpError';
import { parseInput } from '../http/parseInput';

/** {auth} = /auth: nonce, sign-in input, sign-up, sign-in, sign-out; rate-limited per IP across the area. */
export async function authRoutes(app: FastifyInstance, ctx: GameContext): Promise<void> {
  await app.register(rateLimit, {
    max: ctx.config.authRateLimit,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `too many sign-in requests from this address: try again in ${context.after}`),
  });

  app.get('/:walletId/nonce', async (request) => {
    const { walletId } = parseInput(nonceParamsSchema, request.params, 'path');
    // The client's address (TRUST_PROXY decides whether a proxy may name it): the limit binds the requester.
    return ctx.auth.issueNonce(walletId, request.ip);
  });

  // Sign In With Solana (`solana:signIn`): the input's fields, for a wallet not connected yet (its one
  // approval connects it and signs) or for a known one. A GET with no custom header: no CORS preflight.
  app.get('/sign-in-input', async (request) => ctx.auth.issueSignInInput(undefined, request.ip));
  app.get('/:walletId/sign-in-input', async (request) => {
    const { walletId } = parseInput(nonceParamsSchema, request.params, 'path');
    return ctx.auth.issueSignInInput(walletId, request.ip);
  });

  app.post('/sign-up', async (request) => {
    const payload = parseInput(signPayloadSchema, request.body, 'body');
    const answer = ctx.auth.signUp(payload, request.ip, ctx.seedAccount);
    // The starter p2e NFTs are stored with the account; putting them on chain follows the commit.
    ctx.mintNfts();
    return answer;
  });

  app.post('/sign-in', async (request) => {
    return ctx.auth.signIn(parseInput(signPayloadSchema, request.body, 'body'), request.ip);
  });

  app.post('/sign-out', async (request) => {
    const session = ctx.auth.authenticate(request.headers.authorization);
    ctx.auth.revoke(session);
    ctx.hub.closeSession(session.tokenHash);
    return { signedOut: true };
  });
}
