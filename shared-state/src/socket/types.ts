import type { NotificationEnvelope } from '../schemas';

/**
 * idle: never connected; connecting: first connection under way; open; reconnecting: waiting for or
 * making a retry after an unexpected close; closed: deliberately disconnected (or nothing to connect
 * to); failed: every retry failed.
 */
export type SocketStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed' | 'failed';

/** What this client needs of a WebSocket; the browser's satisfies it, tests pass a fake. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

/** Receives the `data` of each message of the type it subscribed to, and the whole message. */
export type NotificationHandler = (data: unknown, message: NotificationEnvelope) => void;

export interface NotificationSocketOptions {
  /** The address to connect to, read at every (re)connect so a new token is picked up; '' means none. */
  url: () => string;
  WebSocketImpl?: WebSocketConstructor;
  /** Called after every open but the first, so the app can refetch what it may have missed. */
  onReconnect?: () => void;
  reconnectAttempts?: number;
  reconnectDelayMs?: number;
  heartbeatMs?: number;
}

export interface NotificationSocket {
  connect(): void;
  /** Closes the connection for good; nothing reconnects until connect() is called again. */
  disconnect(): void;
  /** Delivers messages of `type` to `handler` until the returned function is called. */
  subscribe(type: string, handler: NotificationHandler): () => void;
  readonly status: SocketStatus;
  /** Calls `listener` with each new status until the returned function is called. */
  onStatus(listener: (status: SocketStatus) => void): () => void;
}
