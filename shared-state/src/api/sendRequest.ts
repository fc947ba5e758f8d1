import { isAxiosError, type AxiosInstance, type Method } from 'axios';
import type { z } from 'zod';
import { errorBodySchema } from '../schemas';
import { GameApiError } from './GameApiError';

export interface GameRequest<T> {
  method: Method;
  /** The base the path is relative to (authUrl or apiUrl). */
  base: string;
  /** Path after the base, e.g. "/p2e/funds"; also names the call in error messages. */
  path: string;
  data?: unknown;
  schema: z.ZodType<T>;
}

/** Sends one call and returns its answer checked against the schema; any failure is a GameApiError. */
export async function sendRequest<T>(
  http: AxiosInstance,
  request: GameRequest<T>,
  onUnauthorized?: () => void,
): Promise<T> {
  const label = `${request.method.toUpperCase()} ${request.path}`;
  let status: number;
  let body: unknown;
  try {
    const response = await http.request<unknown>({
      method: request.method,
      url: joinUrl(request.base, request.path),
      data: request.data,
    });
    status = response.status;
    body = response.data;
  } catch (error) {
    throw unreachable(error, label);
  }

  if (status === 401) {
    onUnauthorized?.();
  }
  if (status >= 200 && status < 300) {
    const parsed = request.schema.safeParse(body);
    if (parsed.success) return parsed.data;
    throw new GameApiError(`The game server answered with an unexpected response (${label})`, {
      request: label,
      status,
      cause: parsed.error,
    });
  }
  throw refused(status, body, label);
}

function joinUrl(base: string, path: string): string {
  return base.replace(/\/+$/, '') + path;
}

function unreachable(error: unknown, label: string): GameApiError {
  const timedOut = isAxiosError(error) && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT');
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
