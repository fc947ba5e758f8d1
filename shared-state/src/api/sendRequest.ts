import { errorBodySchema } from '../schemas';
import { z } from '../schemas/zod';
import { GameApiError } from './GameApiError';
import { NoAnswer, type Transport } from './fetchTransport';

export interface GameRequest<T> {
  method: 'GET' | 'POST';
  /** The base the path is relative to (authUrl or apiUrl). */
  base: string;
  /** Path after the base, e.g. "/p2e/funds"; also names the call in error messages. */
  path: string;
  data?: unknown;
  /** Sent without a preflight (RouteDeclaration's `noPreflight`). */
  noPreflight?: boolean;
  schema: z.core.$ZodType<T>;
}

/** Sends one call and returns its answer checked against the schema; any failure is a GameApiError. */
export async function sendRequest<T>(
  transport: Transport,
  request: GameRequest<T>,
  onUnauthorized?: () => void,
): Promise<T> {
  const label = `${request.method} ${request.path}`;
  let status: number;
  let body: unknown;
  try {
    ({ status, body } = await transport({
      method: request.method,
      url: joinUrl(request.base, request.path),
      body: request.data,
      ...(request.noPreflight ? { noPreflight: true } : {}),
    }));
  } catch (error) {
    throw unreachable(error, label);
  }

  if (status === 401) {
    onUnauthorized?.();
  }
  if (status >= 200 && status < 300) {
    const parsed = z.safeParse(request.schema, body);
    if (parsed.success) return parsed.data;
    throw new GameApiError(`The game server answered with an unexpected response (${label})`, {
      request: label,
      status,
      cause: parsed.error,
    });
  }
  throw refused(status, body, label);
}

/** A route's address: its area's base, then the filled path. */
export function joinUrl(base: string, path: string): string {
  return base.replace(/\/+$/, '') + path;
}

function unreachable(error: unknown, label: string): GameApiError {
  const timedOut = error instanceof NoAnswer && error.timedOut;
  const message = timedOut
    ? `The game server did not answer in time (${label}). Please try again.`
    : `Could not reach the game server (${label}). Check your connection and try again.`;
  return new GameApiError(message, { request: label, cause: error });
}

/**
 * A 4xx carries the server's own message (it names the problem), and so do 502/503, which the game
 * server sends on purpose (e.g. "the chain refused the withdrawal; your balance was restored"). A 500 or
 * an odd body gets ours.
 */
const SERVER_WORDED = (status: number) => status < 500 || status === 502 || status === 503;

function refused(status: number, body: unknown, label: string): GameApiError {
  const serverMessage = errorBodySchema.safeParse(body);
  if (SERVER_WORDED(status) && serverMessage.success && serverMessage.data.error) {
    return new GameApiError(serverMessage.data.error, { request: label, status });
  }
  const message =
    status >= 500
      ? `The game server failed to handle the request (${label}, status ${status}). Please try again later.`
      : `The game server refused the request (${label}, status ${status}).`;
  return new GameApiError(message, { request: label, status });
}
