import { z } from '../schemas/zod';
import { fillPath } from '../routes/fillPath';
import type { NoInput, RouteDeclaration, RouteInput, RouteResult, RouteSchema } from '../routes/defineRoute';
import type { Transport } from './fetchTransport';
import { sendRequest } from './sendRequest';

/** A route the app's client can call: one under {auth} or {api}. */
export type CallableRoute = RouteDeclaration & { area: 'auth' | 'api' };

/** Calls any declared route: its path filled from `input`, its answer checked against its success schemas. */
export type RouteCaller = <D extends CallableRoute>(
  route: D,
  ...input: NoInput<D> extends true ? [input?: RouteInput<D>] : [input: RouteInput<D>]
) => Promise<RouteResult<D>>;

const answerSchemas = new WeakMap<RouteDeclaration, RouteSchema>();

/** The schema a success answer must match: the route's one success schema, or any of them. */
function answerSchema(route: RouteDeclaration): RouteSchema {
  const known = answerSchemas.get(route);
  if (known) return known;
  const [first, ...rest] = Object.values(route.responses) as RouteSchema[];
  if (!first) throw new Error(`route ${route.name} declares no answer`);
  const schema = rest.length === 0 ? first : z.union([first, ...rest]);
  answerSchemas.set(route, schema);
  return schema;
}

/**
 * How the caller reaches the game API: its two bases, and GameApiOptions' `onUnauthorized` and
 * `sendWithoutPreflight`.
 */
export interface RouteCallerOptions {
  authUrl: string;
  apiUrl: string;
  onUnauthorized?: () => void;
  sendWithoutPreflight?: boolean;
}

/** The caller over one transport (which carries the token). */
export function createRouteCaller(
  transport: Transport,
  { authUrl, apiUrl, onUnauthorized, sendWithoutPreflight = false }: RouteCallerOptions,
): RouteCaller {
  return ((route: CallableRoute, input: Partial<Record<'params' | 'query' | 'body', unknown>> = {}) =>
    sendRequest(
      transport,
      {
        method: route.method,
        base: route.area === 'auth' ? authUrl : apiUrl,
        path: fillPath(
          route.path,
          input.params as Record<string, string> | undefined,
          input.query as Record<string, string | undefined> | undefined,
        ),
        // A POST always carries a JSON body, `{}` when the route takes none.
        data: route.method === 'POST' ? (input.body ?? {}) : undefined,
        ...(route.noPreflight && sendWithoutPreflight ? { noPreflight: true } : {}),
        schema: answerSchema(route),
      },
      onUnauthorized,
    )) as RouteCaller;
}
