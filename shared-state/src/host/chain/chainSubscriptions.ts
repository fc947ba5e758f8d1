import type { WebSocketConstructor, WebSocketLike } from '../../socket/types';

/** After the chain's socket drops: the waits before each new attempt, the last one repeated. */
export const CHAIN_SOCKET_RETRY_MS = [1_000, 2_000, 5_000] as const;

/** One JSON-RPC subscription: its method, its parameters and the method that ends it. */
export interface ChainSubscription {
  method: string;
  params: unknown[];
  unsubscribeMethod: string;
}

export interface ChainSubscriptions {
  /**
   * Subscribes; `onNotify` runs each time the chain confirms the subscription, the first time and again after a
   * dropped socket (what changed before it was not notified), and at each of its notifications. Answers the
   * unsubscribe.
   */
  subscribe: (subscription: ChainSubscription, onNotify: () => void) => () => void;
  /** Ends every subscription and the socket, for good. */
  close: () => void;
}

interface Live extends ChainSubscription {
  onNotify: () => void;
  /** The chain's id for it while subscribed on the current socket. */
  serverId: number | null;
}

const OPEN = 1;

/**
 * The chain's subscriptions over its WebSocket (JSON-RPC pubsub), with the browser's WebSocket alone: what the
 * signed-in screen keeps live from the chain needs no web3.js (docs/architecture.md, "Balances"). The socket
 * opens with the first subscription and closes with the last; when it drops, it is opened again after
 * `CHAIN_SOCKET_RETRY_MS` and every subscription is made again.
 */
export function chainSubscriptions(
  url: () => string,
  WebSocketImpl: WebSocketConstructor = WebSocket,
): ChainSubscriptions {
  const live = new Set<Live>();
  const byServerId = new Map<number, Live>();
  const awaiting = new Map<number, Live>();
  let socket: WebSocketLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let nextId = 1;
  let closed = false;

  const request = (method: string, params: unknown[]): number => {
    const id = nextId++;
    socket?.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
    return id;
  };
  const send = (sub: Live): void => {
    awaiting.set(request(sub.method, sub.params), sub);
  };

  const answer = (id: number, result: unknown, error: unknown): void => {
    const sub = awaiting.get(id);
    if (!sub) return;
    awaiting.delete(id);
    if (typeof result !== 'number') {
      console.warn(`The chain refused ${sub.method}`, error);
      return;
    }
    // Ended while its answer was on the way.
    if (!live.has(sub)) return void request(sub.unsubscribeMethod, [result]);
    sub.serverId = result;
    byServerId.set(result, sub);
    sub.onNotify();
  };

  const receive = (raw: unknown): void => {
    let message: { id?: unknown; result?: unknown; error?: unknown; params?: { subscription?: unknown } };
    try {
      message = JSON.parse(String(raw)) as typeof message;
    } catch {
      return;
    }
    if (typeof message.id === 'number') answer(message.id, message.result, message.error);
    else if (typeof message.params?.subscription === 'number')
      byServerId.get(message.params.subscription)?.onNotify();
  };

  const dropped = (from: WebSocketLike): void => {
    if (socket !== from) return;
    socket = null;
    awaiting.clear();
    byServerId.clear();
    for (const sub of live) sub.serverId = null;
    if (closed || live.size === 0) return;
    const wait = CHAIN_SOCKET_RETRY_MS[Math.min(failures, CHAIN_SOCKET_RETRY_MS.length - 1)];
    failures += 1;
    retryTimer = setTimeout(connect, wait);
  };

  function connect(): void {
    clearTimeout(retryTimer);
    if (closed || socket || live.size === 0) return;
    const opened = new WebSocketImpl(url());
    socket = opened;
    opened.onopen = () => {
      failures = 0;
      for (const sub of live) send(sub);
    };
    opened.onmessage = (event) => receive(event.data);
    opened.onclose = () => dropped(opened);
  }

  const end = (sub: Live): void => {
    if (!live.delete(sub)) return;
    if (sub.serverId !== null) {
      byServerId.delete(sub.serverId);
      if (socket?.readyState === OPEN) request(sub.unsubscribeMethod, [sub.serverId]);
    }
    if (live.size > 0) return;
    clearTimeout(retryTimer);
    const last = socket;
    socket = null;
    last?.close(1000);
  };

  return {
    subscribe: (subscription, onNotify) => {
      const sub: Live = { ...subscription, onNotify, serverId: null };
      if (closed) return () => undefined;
      live.add(sub);
      if (socket?.readyState === OPEN) send(sub);
      else connect();
      return () => end(sub);
    },
    close: () => {
      closed = true;
      for (const sub of [...live]) end(sub);
    },
  };
}

/**
 * The chain's WebSocket address: `wsRpcUrl` when the config names one, else the RPC's own address as web3.js
 * derives it (ws: for http:, wss: for https:, the port one above the RPC's when it names one).
 */
export function chainSocketUrl({ rpcUrl, wsRpcUrl }: { rpcUrl: string; wsRpcUrl?: string }): string {
  if (wsRpcUrl) return wsRpcUrl;
  const url = new URL(rpcUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (url.port) url.port = String(Number(url.port) + 1);
  return url.toString();
}
