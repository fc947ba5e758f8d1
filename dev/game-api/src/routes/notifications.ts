import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import { NOTIFICATIONS_TOKEN_PARAM } from '@companion/shared-state/schemas';
import type { Session } from '../auth/AuthService';
import type { GameContext } from '../GameContext';
import { clientAddress, trustProxyCheck } from '../http/clientAddress';
import { SERVER_FAILURE_MESSAGE } from '../http/errorHandler';
import { HttpError } from '../http/HttpError';

export const NOTIFICATIONS_PATH = '/notifications';

/**
 * {notifications}?Authorization={token}: the live socket. The token is checked before the upgrade, so a
 * refused client gets a plain HTTP 401 (or 403 for a foreign page origin) and never an open socket.
 */
export function notificationRoutes(app: FastifyInstance, ctx: GameContext): void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  const trust = trustProxyCheck(ctx.config.trustProxy);

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A client that resets the connection mid-handshake must not take the server down.
    socket.on('error', () => socket.destroy());
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== NOTIFICATIONS_PATH) return refuse(socket, 404, `no socket at ${url.pathname}`);
    const origin = request.headers.origin;
    if (origin && !ctx.config.corsOrigins.includes(origin)) {
      return refuse(socket, 403, `origin ${origin} may not open the notification socket`);
    }
    const token = url.searchParams.get(NOTIFICATIONS_TOKEN_PARAM) ?? url.searchParams.get('authorization');
    let session: Session;
    try {
      session = ctx.auth.authenticate(token ?? undefined);
    } catch (error) {
      if (error instanceof HttpError) return refuse(socket, error.statusCode, error.message);
      app.log.error({ err: error }, 'notification handshake failed');
      return refuse(socket, 500, SERVER_FAILURE_MESSAGE);
    }
    const address = clientAddress(request, trust);
    if (ctx.hub.countSession(session.tokenHash) >= ctx.config.socketsPerSession) {
      return refuse(
        socket,
        429,
        `this session already has ${ctx.config.socketsPerSession} notification sockets open: close one first`,
      );
    }
    if (ctx.hub.countAddress(address) >= ctx.config.socketsPerAddress) {
      return refuse(socket, 429, 'too many notification sockets from this address: close some first');
    }
    // The upgrade completes synchronously, so no other upgrade slips in between the counts and the add.
    wss.handleUpgrade(request, socket, head, (ws) => ctx.hub.add(ws, session, address));
  });

  ctx.ledger.onChange((walletId, funds) => {
    ctx.hub.sendToWallet(walletId, { type: 'fundsUpdated', data: funds });
  });
  app.addHook('onClose', async () => {
    ctx.hub.close();
    wss.close();
  });
}

const STATUS_TEXT: Record<number, string> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

function refuse(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Error'}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
