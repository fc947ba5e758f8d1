import http from 'node:http';
import { isLocalOrigin, isLoopbackAddress } from './localOrigins';

export interface HttpRoutes {
  /** A JSON-RPC body → the reply body, or undefined when nothing is owed. */
  rpc(body: string): Promise<string | undefined>;
  /** POST /faucet with a parsed JSON body → the JSON reply; throws a ClientError for a bad request. */
  faucet(body: unknown): Promise<unknown>;
}

/** An error the client caused: answered with its status and message, never logged as a server fault. */
export class ClientError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const MAX_BODY_BYTES = 1024 * 1024;
const KEEP_ALIVE_MS = 65_000;

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Past the limit the rest is read and dropped, so the 413 reply still reaches the client.
      if (size > MAX_BODY_BYTES)
        reject(new ClientError(413, `request body larger than ${MAX_BODY_BYTES} bytes`));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function corsHeaders(request: http.IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  if (!isLocalOrigin(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'POST, GET, OPTIONS',
    'access-control-allow-headers': request.headers['access-control-request-headers'] ?? 'content-type',
    'access-control-max-age': '600',
    vary: 'origin',
  };
}

function send(
  response: http.ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string>,
): void {
  if (response.headersSent) return;
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(body);
}

async function faucetRequest(request: http.IncomingMessage, routes: HttpRoutes): Promise<unknown> {
  // The faucet mints for free: only this machine may use it, and from a browser only local pages.
  if (!isLoopbackAddress(request.socket.remoteAddress))
    throw new ClientError(403, 'the faucet only answers loopback clients');
  const origin = request.headers.origin;
  if (origin !== undefined && !isLocalOrigin(origin))
    throw new ClientError(403, `origin ${origin} may not use the faucet`);
  let body: unknown;
  try {
    body = JSON.parse(await readBody(request));
  } catch (error) {
    if (error instanceof ClientError) throw error;
    throw new ClientError(400, `the body is not valid JSON: ${(error as Error).message}`);
  }
  return routes.faucet(body);
}

/** JSON-RPC on POST (any path but /faucet), GET /health, the faucet, and CORS for local pages. */
export function createHttpServer(routes: HttpRoutes, onError: (error: unknown) => void): http.Server {
  const server = http.createServer((request, response) => {
    const cors = corsHeaders(request);
    const path = (request.url ?? '/').split('?')[0];
    const handle = async () => {
      if (request.method === 'OPTIONS') {
        response.writeHead(204, cors).end();
        return;
      }
      if (request.method === 'GET' && path === '/health') {
        response.writeHead(200, { 'content-type': 'text/plain', ...cors }).end('ok');
        return;
      }
      if (request.method !== 'POST') {
        send(response, 405, JSON.stringify({ error: 'use POST for JSON-RPC (or GET /health)' }), {
          allow: 'POST, GET, OPTIONS',
          ...cors,
        });
        return;
      }
      if (path === '/faucet') {
        send(response, 200, JSON.stringify(await faucetRequest(request, routes)), cors);
        return;
      }
      const reply = await routes.rpc(await readBody(request));
      if (reply === undefined) response.writeHead(204, cors).end();
      else send(response, 200, reply, cors);
    };
    handle().catch((error: unknown) => {
      if (error instanceof ClientError) {
        send(response, error.status, JSON.stringify({ error: error.message }), cors);
        return;
      }
      onError(error);
      send(
        response,
        500,
        JSON.stringify({ error: `internal error: ${(error as Error)?.message ?? String(error)}` }),
        cors,
      );
    });
  });
  // Clients keep their connections open between calls (fetch, web3.js's agent). With Node's 5 s default a
  // client busy for a while (parsing a large answer) may send its next call just as the server closes the
  // idle socket, and sees ECONNRESET.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  return server;
}
