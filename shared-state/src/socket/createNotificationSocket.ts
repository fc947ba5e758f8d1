import { PING_MESSAGE, PONG_MESSAGE } from '../schemas';
import { parseNotification } from './parseNotification';
import type {
  NotificationHandler,
  NotificationSocket,
  NotificationSocketOptions,
  SocketStatus,
  WebSocketLike,
} from './types';

const OPEN = 1;
const NORMAL_CLOSURE = 1000;
const PING_TEXT = JSON.stringify(PING_MESSAGE);

/**
 * The notification socket (docs/product-rules.md, "Notification socket"): one connection, messages routed to subscribers by type, a ping
 * every `heartbeatMs` while open so idle proxies keep it, and after an unexpected close a retry every
 * `reconnectDelayMs`, at most `reconnectAttempts` times in a row (an open starts the count again).
 */
export function createNotificationSocket(options: NotificationSocketOptions): NotificationSocket {
  const { url, onReconnect, reconnectAttempts = 20, reconnectDelayMs = 5000, heartbeatMs = 25000 } = options;
  const handlers = new Map<string, Set<NotificationHandler>>();
  const statusListeners = new Set<(status: SocketStatus) => void>();
  let status: SocketStatus = 'idle';
  let socket: WebSocketLike | null = null;
  /** Between connect() and disconnect() (or giving up): an unexpected close is retried. */
  let wanted = false;
  /** Whether this connect() has opened before, which makes the next open a reconnect. */
  let hasOpened = false;
  let retries = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeatTimer: ReturnType<typeof setInterval> | undefined;

  function setStatus(next: SocketStatus): void {
    if (next === status) return;
    status = next;
    for (const listener of [...statusListeners]) listener(next);
  }

  function stopHeartbeat(): void {
    clearInterval(heartbeatTimer);
    heartbeatTimer = undefined;
  }

  function stopRetry(): void {
    clearTimeout(retryTimer);
    retryTimer = undefined;
  }

  function safely(what: string, run: () => void): void {
    try {
      run();
    } catch (error) {
      console.error(`Notification socket: ${what} failed`, error);
    }
  }

  function deliver(raw: unknown): void {
    const message = parseNotification(raw);
    if (!message || message.type === PONG_MESSAGE.type) return;
    for (const handler of [...(handlers.get(message.type) ?? [])]) {
      safely(`the ${message.type} handler`, () => handler(message.data, message));
    }
  }

  function retryLater(): void {
    if (!wanted) return;
    if (retries >= reconnectAttempts) {
      wanted = false;
      setStatus('failed');
      return;
    }
    retries += 1;
    setStatus('reconnecting');
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      open();
    }, reconnectDelayMs);
  }

  function open(): void {
    const address = url();
    if (!address) {
      // No token (signed out meanwhile): there is nothing to connect to.
      wanted = false;
      setStatus('closed');
      return;
    }
    const WebSocketImpl = options.WebSocketImpl ?? globalThis.WebSocket;
    let ws: WebSocketLike;
    try {
      ws = new WebSocketImpl(address);
    } catch (error) {
      console.warn('Notification socket could not be created', error);
      retryLater();
      return;
    }
    socket = ws;
    // Events of a socket this client has let go of (closed, replaced) are stale and ignored.
    ws.onopen = () => {
      if (socket !== ws) return;
      retries = 0;
      setStatus('open');
      heartbeatTimer = setInterval(() => {
        if (ws.readyState === OPEN) ws.send(PING_TEXT);
      }, heartbeatMs);
      if (hasOpened && onReconnect) safely('onReconnect', onReconnect);
      hasOpened = true;
    };
    ws.onmessage = (event) => {
      if (socket === ws) deliver(event.data);
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      stopHeartbeat();
      retryLater();
    };
    // An error is always followed by a close, which is where retrying happens.
    ws.onerror = () => undefined;
  }

  return {
    connect() {
      if (wanted) return;
      wanted = true;
      hasOpened = false;
      retries = 0;
      setStatus('connecting');
      open();
    },
    disconnect() {
      wanted = false;
      stopRetry();
      stopHeartbeat();
      const ws = socket;
      socket = null;
      if (ws) safely('close', () => ws.close(NORMAL_CLOSURE, 'disconnect'));
      setStatus('closed');
    },
    subscribe(type, handler) {
      const forType = handlers.get(type) ?? new Set<NotificationHandler>();
      handlers.set(type, forType);
      // Wrapped so that subscribing the same function twice gives two independent subscriptions.
      const entry: NotificationHandler = (data, message) => handler(data, message);
      forType.add(entry);
      return () => {
        forType.delete(entry);
        if (forType.size === 0 && handlers.get(type) === forType) handlers.delete(type);
      };
    },
    get status() {
      return status;
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },
  };
}
