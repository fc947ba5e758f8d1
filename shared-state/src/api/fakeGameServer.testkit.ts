import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGameApi } from './createGameApi';

export interface SeenRequest {
  method?: string;
  url?: string;
  authorization?: string;
  contentType?: string;
  body: string;
}

export type Answer = (response: http.ServerResponse) => void;

/**
 * A real HTTP server on a free port standing in for the game server: routes are `"METHOD /path?query"`
 * keys, anything else gets a 404. The client is exercised through the platform's `fetch`, as in the app.
 */
export function fakeGameServer() {
  const seen: SeenRequest[] = [];
  const routes = new Map<string, Answer>();
  const server = http.createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'authorization, content-type');
    if (request.method === 'OPTIONS') return response.end();
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      });
      const route = routes.get(`${request.method} ${request.url}`);
      if (route) route(response);
      else json(response, 404, { error: 'no such route' });
    });
  });
  return {
    seen,
    routes,
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function json(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * One fake game server for a whole suite (started before it, stopped after it, its routes and seen
 * requests cleared before each test) and a client of it holding a session token.
 */
export function gameApiOnFakeServer() {
  const server = fakeGameServer();
  let base = '';
  beforeAll(async () => {
    base = await server.start();
  });
  afterAll(() => server.stop());
  beforeEach(() => {
    server.routes.clear();
    server.seen.length = 0;
  });
  const api = () => createGameApi({ authUrl: `${base}/auth`, apiUrl: `${base}/api`, getToken: () => 'f00d' });
  return { server, api };
}
