import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { authRoutes as routes } from '@companion/shared-state/routes';
import type { GameContext } from '../GameContext';
import { HttpError } from '../http/HttpError';
import { serveRoutes } from '../http/serveRoutes';
import { sessionOf } from '../http/sessionHook';

/** {auth} = /auth: nonce, sign-in input, sign-up, sign-in, sign-out; rate-limited per IP across the area. */
export async function authRoutes(app: FastifyInstance, ctx: GameContext): Promise<void> {
  await app.register(rateLimit, {
    max: ctx.config.authRateLimit,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `too many sign-in requests from this address: try again in ${context.after}`),
  });

  serveRoutes(app, ctx, routes, {
    // The client's address (TRUST_PROXY decides whether a proxy may name it): the limit binds the requester.
    getNonce: async ({ params, request }) => ctx.auth.issueNonce(params.walletId, request.ip),
    // Sign In With Solana (`solana:signIn`): the input's fields, for a wallet not connected yet (its one
    // approval connects it and signs) or for a known one. A GET with no custom header: no CORS preflight.
    getSignInInputForAnyWallet: async ({ request }) => ctx.auth.issueSignInInput(undefined, request.ip),
    getSignInInput: async ({ params, request }) => ctx.auth.issueSignInInput(params.walletId, request.ip),
    signUp: async ({ body, request }) => {
      const answer = ctx.auth.signUp(body, request.ip, ctx.seedAccount);
      // The starter p2e NFTs are stored with the account; putting them on chain follows the commit.
      ctx.mintNfts();
      return answer;
    },
    signIn: async ({ body, request }) => ctx.auth.signIn(body, request.ip),
    signOut: async ({ request }) => {
      const session = sessionOf(request);
      ctx.auth.revoke(session);
      ctx.hub.closeSession(session.tokenHash);
      return { signedOut: true as const };
    },
  });
}
