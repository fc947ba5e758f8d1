import type { WebSocket } from 'ws';
import { clientMessageSchema, PONG_MESSAGE, type ServerMessage } from '@companion/shared-state/schemas';

/** Every message the server pushes. */
export type OutgoingMessage = ServerMessage;

interface Connection {
  walletId: string;
  tokenHash: string;
  /** The client's address: sockets are capped per address too. */
  address: string;
  sessionExpiresAt: number;
  /** Closes the socket the moment its session expires. */
  expiry: NodeJS.Timeout;
  /** Set by each pong; a connection still unset at the next heartbeat is dead. */
  alive: boolean;
}

/** The longest delay setTimeout keeps (about 24.8 days); a later expiry is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The open notification sockets, grouped by wallet (a player may have several tabs or devices). Sends a
 * message to every connection of a wallet, answers the client's text heartbeat, and drops connections
 * that stop answering socket-level pings; a connection closes (4401) when its session is signed out or
 * the moment it expires.
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

  /** Open sockets of a session, and of a client address: the upgrade is refused beyond their caps. */
  countSession(tokenHash: string): number {
    let count = 0;
    for (const connection of this.connections.values()) if (connection.tokenHash === tokenHash) count++;
    return count;
  }

  countAddress(address: string): number {
    let count = 0;
    for (const connection of this.connections.values()) if (connection.address === address) count++;
    return count;
  }

  add(
    socket: WebSocket,
    session: { walletId: string; tokenHash: string; expiresAt: number },
    address: string,
  ): void {
    this.connections.set(socket, {
      walletId: session.walletId,
      tokenHash: session.tokenHash,
      address,
      sessionExpiresAt: session.expiresAt,
      expiry: this.expiryTimer(socket, session.expiresAt),
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
    const now = this.now();
    for (const socket of sockets) {
      if (socket.readyState !== socket.OPEN) continue;
      // An expired session hears nothing more, even if its timer has not fired yet.
      if ((this.connections.get(socket)?.sessionExpiresAt ?? 0) <= now) {
        socket.close(4401, 'session expired');
        continue;
      }
      socket.send(text);
      sent++;
    }
    return sent;
  }

  /** Sends to every open connection of every wallet (news for all players, e.g. a raffle's draw). */
  broadcast(message: OutgoingMessage): number {
    let sent = 0;
    for (const walletId of this.byWallet.keys()) sent += this.sendToWallet(walletId, message);
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
    for (const [socket, connection] of this.connections) {
      clearTimeout(connection.expiry);
      socket.terminate();
    }
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

  private expiryTimer(socket: WebSocket, expiresAt: number): NodeJS.Timeout {
    const delay = Math.max(0, expiresAt - this.now());
    const timer = setTimeout(
      () => {
        const connection = this.connections.get(socket);
        if (!connection) return;
        if (delay > MAX_TIMER_MS) connection.expiry = this.expiryTimer(socket, expiresAt);
        else socket.close(4401, 'session expired');
      },
      Math.min(delay, MAX_TIMER_MS),
    );
    timer.unref();
    return timer;
  }

  private remove(socket: WebSocket): void {
    const connection = this.connections.get(socket);
    if (!connection) return;
    clearTimeout(connection.expiry);
    this.connections.delete(socket);
    const sockets = this.byWallet.get(connection.walletId);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.byWallet.delete(connection.walletId);
  }
}
