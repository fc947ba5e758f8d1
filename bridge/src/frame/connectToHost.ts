import {
  BridgeError,
  PROTOCOL,
  SUPPORTED_VERSIONS,
  isResultOf,
  newId,
  readHostMessage,
  type BridgeAccount,
  type HostInfo,
  type Method,
  type MethodParams,
  type MethodResults,
  type RequestMessage,
} from '../protocol';

/** The window the frame listens on (the shell's own), as far as the bridge uses it. */
export interface MessageSource {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
/** The window that frames us. */
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** How long the frame waits for each answer (ms). Approvals wait for a person, so they get the longest. */
export const TIMEOUTS: Record<Method | 'hello', number> = {
  hello: 3_000,
  connect: 60_000,
  disconnect: 10_000,
  signMessage: 120_000,
  signTransaction: 120_000,
  openLink: 60_000,
};

/** What the player reads when the wallet does not answer in time (the adapter shows it in a toast). */
export const TIMEOUT_MESSAGES: Record<Method, string> = {
  connect: 'Your wallet did not answer in time. Please try again.',
  disconnect: 'Your wallet did not answer in time.',
  signMessage: 'Your wallet did not answer in time. Nothing was signed.',
  signTransaction: 'Your wallet did not answer in time. Nothing was sent.',
  openLink: 'Your wallet did not open the link in time.',
};

export interface HostConnection {
  readonly host: HostInfo;
  /** The origin the host answered from; every later message goes only there. */
  readonly origin: string;
  readonly version: number;
  request<M extends Method>(method: M, params: MethodParams[M]): Promise<MethodResults[M]>;
  /** Called with the host's accounts whenever it switches or drops them. Returns the unsubscribe. */
  onAccountsChanged(listener: (accounts: BridgeAccount[]) => void): () => void;
  close(): void;
}

export interface ConnectOptions {
  /** Exact origins (scheme://host[:port]) allowed to host the mini-app. */
  allowedOrigins: readonly string[];
  self?: MessageSource;
  parent?: MessageTarget;
  timeouts?: Partial<typeof TIMEOUTS>;
}

interface Pending {
  method: Method;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The handshake: says hello to each allowed origin (the browser delivers it only if the parent has that
 * origin, so nothing reaches a page that is not allowed) and resolves with the connection once a host
 * welcomes us, or with null when none does in time. Only messages whose source is the parent window
 * and whose origin is allowed (then: the origin that answered) are ever read.
 */
export function connectToHost(options: ConnectOptions): Promise<HostConnection | null> {
  const self: MessageSource = options.self ?? window;
  const parent: MessageTarget = options.parent ?? window.parent;
  const timeouts = { ...TIMEOUTS, ...options.timeouts };
  const allowed = new Set(options.allowedOrigins);
  const helloId = newId();
  const pending = new Map<string, Pending>();
  const accountListeners = new Set<(accounts: BridgeAccount[]) => void>();
  let session: { origin: string; version: number } | null = null;

  return new Promise((resolveHandshake) => {
    // The callback runs after every function below exists.
    const helloTimer = setTimeout(() => finishHandshake(null), timeouts.hello);
    const finishHandshake = (connection: HostConnection | null) => {
      clearTimeout(helloTimer);
      if (!connection) self.removeEventListener('message', onMessage);
      resolveHandshake(connection);
    };

    const onMessage = (event: MessageEvent) => {
      if (event.source !== parent) return;
      if (session ? event.origin !== session.origin : !allowed.has(event.origin)) return;
      const message = readHostMessage(event.data);
      if (!message) return;
      if (!session) {
        if (message.type === 'welcome' && message.id === helloId) {
          if (!SUPPORTED_VERSIONS.includes(message.version)) return finishHandshake(null);
          session = { origin: event.origin, version: message.version };
          finishHandshake(connection(message.host, session));
        } else if (message.type === 'response' && message.id === helloId) {
          finishHandshake(null); // the host refused our versions
        }
        return;
      }
      if (message.version !== session.version) return;
      if (message.type === 'accountsChanged') {
        accountListeners.forEach((listener) => listener(message.accounts));
        return;
      }
      if (message.type !== 'response') return;
      // Unknown ids (never sent, already answered, or timed out) are dropped: a late answer changes nothing.
      const request = pending.get(message.id);
      if (!request) return;
      pending.delete(message.id);
      clearTimeout(request.timer);
      if ('error' in message) {
        request.reject(new BridgeError(message.error.code, message.error.message));
      } else if (isResultOf(request.method, message.result)) {
        request.resolve(message.result);
      } else {
        request.reject(new BridgeError('INTERNAL_ERROR', `Your wallet sent an invalid answer.`));
      }
    };

    const connection = (host: HostInfo, { origin, version }: { origin: string; version: number }) => ({
      host,
      origin,
      version,
      request<M extends Method>(method: M, params: MethodParams[M]): Promise<MethodResults[M]> {
        const id = newId();
        return new Promise<MethodResults[M]>((resolve, reject) => {
          const timer = setTimeout(() => {
            pending.delete(id);
            reject(new BridgeError('TIMEOUT', TIMEOUT_MESSAGES[method]));
          }, timeouts[method]);
          pending.set(id, { method, resolve: resolve as (r: unknown) => void, reject, timer });
          const message: RequestMessage<M> = {
            protocol: PROTOCOL,
            id,
            type: 'request',
            version,
            method,
            params,
          };
          parent.postMessage(message, origin);
        });
      },
      onAccountsChanged(listener: (accounts: BridgeAccount[]) => void) {
        accountListeners.add(listener);
        return () => void accountListeners.delete(listener);
      },
      close() {
        self.removeEventListener('message', onMessage);
        for (const [id, request] of pending) {
          clearTimeout(request.timer);
          request.reject(new BridgeError('UNAUTHORIZED', 'The wallet connection was closed.'));
          pending.delete(id);
        }
        accountListeners.clear();
      },
    });

    self.addEventListener('message', onMessage);
    const hello = { protocol: PROTOCOL, id: helloId, type: 'hello', versions: [...SUPPORTED_VERSIONS] };
    for (const origin of allowed) parent.postMessage(hello, origin);
  });
}
