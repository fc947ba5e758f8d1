import type { z } from '../schemas/zod';

/** Where a route lives: its path prefix on the game API, and the client base it is called on. */
export type RouteArea = 'auth' | 'api' | 'dev' | 'nftMetadata';

/** The path prefix of each area on the game API (docs/game-api.md, "Areas"). */
export const AREA_PREFIX: Record<RouteArea, string> = {
  auth: '/auth',
  api: '/api',
  dev: '/dev',
  nftMetadata: '/nft-metadata',
};

/**
 * Which request budget a route spends (docs/game-api.md, "Limits"): `address` per client address
 * (sign-in, public metadata), `wallet` per signed-in wallet, `deposit` the wallet's deposit budget on top of
 * `wallet`, `none` for the dev routes, which answer this machine only.
 */
export type RateLimitClass = 'address' | 'wallet' | 'deposit' | 'none';

/**
 * A schema of a declaration: zod's core schema type, which every zod schema is (the app's are built with
 * `zod/mini`) and which the client and the game API's Fastify type provider read.
 */
export type RouteSchema = z.core.$ZodType;

/** The answers a route may give on success, by status (202: the chain has not confirmed yet). */
export type RouteResponses = { 200: RouteSchema } & Partial<Record<201 | 202, RouteSchema>>;

/** Error statuses a route may answer, each with `{ error }` (SPEC.md's exact messages). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429 | 500 | 502 | 503;

/** One game API route, declared once: the server registers it, the client calls it, the reference lists it. */
export interface RouteDeclaration {
  /** The call's name, e.g. "getFunds": the client's method and the reference's operation id. */
  name: string;
  method: 'GET' | 'POST';
  area: RouteArea;
  /** The path inside the area, with `:name` parameters, e.g. "/:walletId/nonce". */
  path: string;
  /** One line for the reference. */
  summary: string;
  /** True: a signed-in session's token in `authorization`, else 401. */
  auth: boolean;
  params?: RouteSchema;
  query?: RouteSchema;
  body?: RouteSchema;
  responses: RouteResponses;
  errors: readonly ErrorStatus[];
  /** True: the body carries an `idempotencyKey` (docs/game-api.md, "Idempotency"). */
  idempotent: boolean;
  /**
   * True: the client sends the JSON body as `text/plain` and no token, a request a browser sends to another
   * origin without a CORS preflight (one round trip less); the server takes that body for this route only.
   * Only for routes whose credential is the body itself (a signed message), never for one with `auth`
   * (docs/game-api.md, "Sign-in without preflights").
   */
  noPreflight?: true;
  rateLimit: RateLimitClass;
}

/** Keeps a declaration's exact types (its schemas, its literal method and path) for the server and client. */
export function defineRoute<const D extends RouteDeclaration>(declaration: D): D {
  if (declaration.noPreflight && declaration.auth)
    throw new Error(`${declaration.name}: a route that sends the token cannot go without a preflight`);
  return declaration;
}

type Output<S> = S extends RouteSchema ? z.output<S> : never;
type Input<S> = S extends RouteSchema ? z.input<S> : never;

/** What a route answers on success: the union of its success schemas' outputs. */
export type RouteResult<D extends RouteDeclaration> = {
  [S in keyof D['responses']]: Output<D['responses'][S]>;
}[keyof D['responses']];

/** What a caller sends: the params, query and body the route declares, as their schemas take them. */
export type RouteInput<D extends RouteDeclaration> = (D['params'] extends RouteSchema
  ? { params: Input<D['params']> }
  : { params?: never }) &
  (D['query'] extends RouteSchema ? { query: Input<D['query']> } : { query?: never }) &
  (D['body'] extends RouteSchema ? { body: Input<D['body']> } : { body?: never });

/** The parts of a request as the server's handler receives them: validated by the route's schemas. */
export interface RouteRequestParts<D extends RouteDeclaration> {
  params: Output<D['params']>;
  query: Output<D['query']>;
  body: Output<D['body']>;
}

/** True when the route needs no input at all (no params, query or body). */
export type NoInput<D extends RouteDeclaration> = D['params'] extends RouteSchema
  ? false
  : D['query'] extends RouteSchema
    ? false
    : D['body'] extends RouteSchema
      ? false
      : true;
