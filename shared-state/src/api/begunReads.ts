/**
 * Reads a returning player's page began before the app's scripts had run (docs/performance.md, "The first
 * reads from the page's head"): the head's inline script sends the session's first reads as the last visit
 * kept them (../host/firstReads.ts) and leaves each request and its answer under BEGUN_READS_GLOBAL. The
 * app's own first request of the same read takes that answer instead of sending it again.
 */

/** The window property the page's head leaves its reads under. */
export const BEGUN_READS_GLOBAL = 'companionBegunReads';

/** A begun read is taken only this long after the page began: later, the app reads for itself. */
export const BEGUN_READS_TAKEN_WITHIN_MS = 10_000;

/** A request as the app would send it: the same method, address, body and token take the begun answer. */
export interface ReadRequest {
  method: 'GET' | 'POST';
  url: string;
  /** The JSON body, exactly as the app writes it; none on a GET. */
  body?: string;
  /** The session token sent as `authorization` ('' for none). */
  token: string;
}

/** What the head leaves for each read: the request it sent and the answer under way. */
interface BegunRead extends ReadRequest {
  answer: Promise<Response>;
}

function isBegunRead(value: unknown): value is BegunRead {
  if (typeof value !== 'object' || value === null) return false;
  const read = value as Record<string, unknown>;
  return (
    (read.method === 'GET' || read.method === 'POST') &&
    typeof read.url === 'string' &&
    (read.body === undefined || typeof read.body === 'string') &&
    typeof read.token === 'string' &&
    read.answer instanceof Promise
  );
}

function begunReads(): unknown[] | null {
  if (typeof window === 'undefined') return null;
  const list = (window as unknown as Record<string, unknown>)[BEGUN_READS_GLOBAL];
  return Array.isArray(list) ? list : null;
}

/**
 * The answer the page's head began for this very request, taken once (a second request of the same read goes
 * to the network, so nothing after the first read is answered from before it); null when there is none, or
 * once BEGUN_READS_TAKEN_WITHIN_MS have passed since the page began.
 */
export function takeBegunRead(request: ReadRequest): Promise<Response> | null {
  const list = begunReads();
  if (!list) return null;
  if (performance.now() > BEGUN_READS_TAKEN_WITHIN_MS) {
    list.length = 0;
    return null;
  }
  const index = list.findIndex(
    (read) =>
      isBegunRead(read) &&
      read.method === request.method &&
      read.url === request.url &&
      read.body === request.body &&
      read.token === request.token,
  );
  if (index < 0) return null;
  const [read] = list.splice(index, 1) as [BegunRead];
  return read.answer;
}

/** `answer`, or a rejection as soon as `signal` aborts: a begun read keeps the caller's time limit. */
export function untilAborted(answer: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
