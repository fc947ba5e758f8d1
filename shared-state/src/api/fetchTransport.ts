import { takeBegunRead, untilAborted } from './begunReads';

/** One HTTP exchange as the game client needs it: every status comes back as an answer. */
export interface HttpExchange {
  method: 'GET' | 'POST';
  url: string;
  /** Sent as JSON when present. */
  body?: unknown;
  /** True: the body as `text/plain` and no token, so that no CORS preflight precedes it (RouteDeclaration). */
  noPreflight?: boolean;
}

export interface HttpAnswer {
  status: number;
  /** The body parsed as JSON, or its raw text when it is not JSON ('' when empty). */
  body: unknown;
}

/** Why an exchange got no answer: the time limit ran out, or the server could not be reached. */
export class NoAnswer extends Error {
  override readonly name = 'NoAnswer';
  constructor(
    readonly timedOut: boolean,
    options: { cause?: unknown } = {},
  ) {
    super(timedOut ? 'timed out' : 'unreachable', options);
  }
}

export type Transport = (exchange: HttpExchange) => Promise<HttpAnswer>;

export interface TransportOptions {
  /** The session token ('' when signed out), read when the call is made; sent raw as `authorization`. */
  getToken: () => string;
  /** Time limit of the whole exchange, answer body included; 0 means none. */
  timeoutMs: number;
}

/**
 * The game client's transport on the platform's `fetch`: the token read synchronously when the call is made
 * (a sign-out sent just before the session is cleared still carries the token it revokes), a time limit
 * through an AbortController, and any status answered rather than thrown. A GET the page's head began for this
 * token is taken from there (./begunReads.ts), under the same time limit.
 */
export function fetchTransport({ getToken, timeoutMs }: TransportOptions): Transport {
  return async (exchange) => {
    const headers: Record<string, string> = {};
    const token = exchange.noPreflight ? '' : getToken();
    if (token) headers.authorization = token;
    if (exchange.body !== undefined)
      headers['content-type'] = exchange.noPreflight ? 'text/plain;charset=UTF-8' : 'application/json';
    const controller = new AbortController();
    let timedOut = false;
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs)
        : undefined;
    try {
      const begun =
        exchange.method === 'GET' ? takeBegunRead({ method: 'GET', url: exchange.url, token }) : null;
      const response = await (begun
        ? untilAborted(begun, controller.signal)
        : fetch(exchange.url, {
            method: exchange.method,
            headers,
            body: exchange.body === undefined ? undefined : JSON.stringify(exchange.body),
            signal: controller.signal,
          }));
      const text = await response.text();
      return { status: response.status, body: parseBody(text) };
    } catch (error) {
      throw new NoAnswer(timedOut, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  };
}

function parseBody(text: string): unknown {
  if (text === '') return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
