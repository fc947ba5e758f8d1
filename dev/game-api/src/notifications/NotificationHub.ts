import type { WebSocket } from 'ws';
import { clientMessageSchema, PONG_MESSAGE, type ServerMessage } from '@companion/shared-state/schemas';

/** Every message the server pushes. */
export type OutgoingMessage = ServerMessage;

interface Connection {
  walletId: string;
  tokenHash: string;
  sessionExpiresAt: number;
  /** Set by each pong; a connection still unset at the next heartbeat is dead. */
  alive: boolean;
}

/**
 * The open notification sockets, grouped by wallet (a player may have several tabs or devices). Sends a
 * message to every connection of a wallet, answers the client's text heartbeat, and drops connections
 * that stop answering socket-level pings or whose session has ended.
 */
export class NotificationHub {
  private readonly connections = new Map<WebSocket, Connection>();
  private readonly byWallet = new Map<string, Set<WebSocket>>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    heartbeatIntervalMs: number,
    private readonly now: () => number,
  ) {
    this.heartbeat = setInterval(() => this.checkConnections(), heartbeatIntervalMs);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.connections.size;
  }

  add(socket: WebSocket, session: { walletId: string; tokenHash: string; expiresAt: number }): void {
    this.connections.set(socket, {
      walletId: session.walletId,
      tokenHash: session.tokenHash,
      sessionExpiresAt: session.expiresAt,
      alive: true,
    });
    const sockets = this.byWallet.get(session.walletId) ?? new Set<WebSocket>();
    sockets.add(socket);
    this.byWallet.set(session.walletId, sockets);

    socket.on('pong', () => {
      const connection = this.connections.get(socket);
      if (connection) connection.alive = true;
    });
    socket.on('message', (data, isBinary) => {
      if (!isBinary) this.onClientMessage(socket, data.toString());
    });
    socket.on('close', () => this.remove(socket));
    socket.on('error', () => socket.terminate());
  }

  /** Sends to every open connection of the wallet; returns how many it went to. */
  sendToWallet(walletId: string, message: OutgoingMessage): number {
    const sockets = this.byWallet.get(walletId);
    if (!sockets) return 0;
    const text = JSON.stringify(message);
    let sent = 0;
    for (const socket of sockets) {
      if (socket.readyState !== socket.OPEN) continue;
      socket.send(text);
      sent++;
    }
    return sent;
  }

  /** Closes the connections opened with a session that was just revoked. */
  closeSession(tokenHash: string): void {
    for (const [socket, connection] of this.connections) {
      if (connection.tokenHash === tokenHash) socket.close(4401, 'signed out');
    }
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const socket of this.connections.keys()) socket.terminate();
    this.connections.clear();
    this.byWallet.clear();
  }

  private onClientMessage(socket: WebSocket, text: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return;
    }
    // Unknown messages are ignored rather than answered, so a newer client can talk to an older server.
    const message = clientMessageSchema.safeParse(parsed);
    if (message.success && message.data.type === 'ping') socket.send(JSON.stringify(PONG_MESSAGE));
  }

  private checkConnections(): void {
    const now = this.now();
    for (const [socket, connection] of this.connections) {
      if (!connection.alive) {
        socket.terminate();
        this.remove(socket);
      } else if (connection.sessionExpiresAt <= now) {
        socket.close(4401, 'session expired');
      } else {
        connection.alive = false;
        socket.ping();
      }
    }
  }

  private remove(socket: WebSocket): void {
    const connection = this.connections.get(socket);
    if (!connection) return;
    this.connections.delete(socket);
    const sockets = this.byWallet.get(connection.walletId);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.byWallet.delete(connection.walletId);
  }
}
