import {
  BridgeError,
  PROTOCOL,
  SUPPORTED_VERSIONS,
  agreeVersion,
  fromBase64,
  isMethod,
  newId,
  readFrameMessage,
  toBase64,
  type BridgeAccount,
  type BridgeErrorBody,
  type HostMessage,
  type Method,
  type MethodResults,
  type RequestMessage,
} from '../protocol';

export interface HostAccount {
  /** base58 public key */
  address: string;
  publicKey: Uint8Array;
}

/** The wallet's own functions; the host package never sees a key. */
export interface HostWallet {
  name: string;
  /** A data: URL (svg, png, webp or gif). */
  icon: string;
  /** Wallet Standard chain ids, e.g. ["solana:mainnet"]. */
  chains: string[];
  /** The accounts the mini-app may use, the selected one first. */
  getAccounts(): HostAccount[] | Promise<HostAccount[]>;
  /** Returns the 64-byte ed25519 signature of the message. */
  signMessage(message: Uint8Array, account: HostAccount): Promise<Uint8Array>;
  /** Returns the transaction's serialized bytes with the account's signature added. */
  signTransaction(transaction: Uint8Array, account: HostAccount): Promise<Uint8Array>;
  /** Opens a web page outside the mini-app (the URL is http or https, checked before). */
  openLink(url: string): void | Promise<void>;
}

/** What the mini-app asks, decoded, for the wallet to show and approve. */
export type HostRequest = { id: string; signal: AbortSignal } & (
  | { method: 'connect' }
  | { method: 'signMessage'; account: HostAccount; message: Uint8Array }
  | { method: 'signTransaction'; account: HostAccount; transaction: Uint8Array }
  | { method: 'openLink'; url: string }
);

export interface HostWindow {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface MiniAppHostOptions {
  /** The frame that shows the mini-app; only its window is listened to and written to. */
  iframe: { readonly contentWindow: { postMessage(message: unknown, targetOrigin: string): void } | null };
  /** The mini-app's exact origin; messages from any other are ignored and ours are sent only there. */
  origin: string;
  wallet: HostWallet;
  /**
   * Asked before each connect, signature and link: resolve true to go on, false to decline (the
   * mini-app gets USER_REJECTED). `request.signal` aborts when the request no longer stands (the
   * mini-app reloaded, the account changed, or the host closed). Without it everything is approved,
   * and the wallet's functions do their own prompting.
   */
  onRequest?: (request: HostRequest) => boolean | Promise<boolean>;
  /** The window to listen on (the wallet page's own). */
  self?: HostWindow;
}

export interface MiniAppHost {
  /** Tell the mini-app that the accounts changed (call after switching): requests for others stop. */
  accountsChanged(): Promise<void>;
  /** Whether the mini-app is connected (asked connect and not disconnected since). */
  readonly connected: boolean;
  close(): void;
}

/** A person's "Reject": the message the frame's error handling recognises as a refusal. */
const rejectedError = () => new BridgeError('USER_REJECTED', 'User rejected the request.');

/**
 * The host side of the bridge: answers the mini-app's handshake and requests, asking `onRequest` and
 * the wallet's functions for each. Messages whose source is not the frame's window, or whose origin
 * is not the mini-app's, are ignored.
 */
export function createMiniAppHost(options: MiniAppHostOptions): MiniAppHost {
  const { iframe, origin, wallet } = options;
  const self: HostWindow = options.self ?? window;
  const targetOrigin = new URL(origin).origin;
  let version: number | null = null;
  let connected = false;
  /** Requests still being answered in this session, by id (a repeated id is ignored). */
  let inFlight = new Map<string, { method: Method; controller: AbortController }>();

  const post = (message: HostMessage) => iframe.contentWindow?.postMessage(message, targetOrigin);
  const respond = (id: string, answer: { result: Record<string, unknown> } | { error: BridgeErrorBody }) =>
    post({ protocol: PROTOCOL, id, type: 'response', version: version ?? SUPPORTED_VERSIONS[0]!, ...answer });
  const abortAll = (which: (method: Method) => boolean) => {
    for (const { method, controller } of inFlight.values()) if (which(method)) controller.abort();
  };
  const toWire = (account: HostAccount): BridgeAccount => ({
    address: account.address,
    publicKey: toBase64(account.publicKey),
  });

  async function approve(request: HostRequest): Promise<boolean> {
    if (!options.onRequest) return true;
    const aborted = new Promise<boolean>((resolve) =>
      request.signal.addEventListener('abort', () => resolve(false), { once: true }),
    );
    return Promise.race([Promise.resolve(options.onRequest(request)), aborted]);
  }

  async function accountFor(address: string): Promise<HostAccount> {
    if (!connected) throw new BridgeError('UNAUTHORIZED', 'Connect to the wallet first.');
    const account = (await wallet.getAccounts()).find((a) => a.address === address);
    if (!account) throw new BridgeError('UNAUTHORIZED', 'This account is not available in the wallet.');
    return account;
  }

  async function answer(message: RequestMessage, signal: AbortSignal): Promise<Record<string, unknown>> {
    const base = { id: message.id, signal };
    const params = message.params as unknown as Record<string, string>;
    switch (message.method) {
      case 'connect': {
        if (!(await approve({ ...base, method: 'connect' }))) throw rejectedError();
        connected = true;
        const accounts = await wallet.getAccounts();
        return { accounts: accounts.map(toWire) } satisfies MethodResults['connect'];
      }
      case 'disconnect':
        connected = false;
        abortAll((method) => method !== 'disconnect' && method !== 'openLink');
        return {};
      case 'signMessage': {
        const account = await accountFor(params.address!);
        const bytes = fromBase64(params.message!);
        if (!(await approve({ ...base, method: 'signMessage', account, message: bytes })))
          throw rejectedError();
        await accountFor(account.address); // still the account once the person has decided
        const signature = await wallet.signMessage(bytes, account);
        return { signature: toBase64(signature) } satisfies MethodResults['signMessage'];
      }
      case 'signTransaction': {
        const account = await accountFor(params.address!);
        const bytes = fromBase64(params.transaction!);
        const request = { ...base, method: 'signTransaction' as const, account, transaction: bytes };
        if (!(await approve(request))) throw rejectedError();
        await accountFor(account.address);
        const signed = await wallet.signTransaction(bytes, account);
        return { signedTransaction: toBase64(signed) } satisfies MethodResults['signTransaction'];
      }
      case 'openLink': {
        const url = params.url!;
        if (!(await approve({ ...base, method: 'openLink', url }))) throw rejectedError();
        await wallet.openLink(url);
        return {};
      }
    }
  }

  async function handleRequest(message: RequestMessage) {
    const session = inFlight;
    const controller = new AbortController();
    session.set(message.id, { method: message.method, controller });
    try {
      const result = await answer(message, controller.signal);
      if (controller.signal.aborted) throw abortedError(message.method);
      if (session === inFlight) respond(message.id, { result });
    } catch (error) {
      // A request outlived by a new handshake (the mini-app reloaded) gets no answer: nobody waits for it.
      if (session !== inFlight) return;
      const body: BridgeErrorBody = controller.signal.aborted
        ? { code: 'UNAUTHORIZED', message: abortedError(message.method).message }
        : error instanceof BridgeError
          ? { code: error.code, message: error.message }
          : { code: 'INTERNAL_ERROR', message: (error as Error)?.message || 'The wallet could not do this.' };
      respond(message.id, { error: body });
    } finally {
      session.delete(message.id);
    }
  }

  function abortedError(method: Method): BridgeError {
    return new BridgeError(
      'UNAUTHORIZED',
      method === 'openLink' ? 'The wallet closed the request.' : 'The account changed in your wallet.',
    );
  }

  const onMessage = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow || event.origin !== targetOrigin) return;
    const read = readFrameMessage(event.data);
    if (!read) return;
    const { message } = read;
    if (message.type === 'hello') {
      const agreed = read.valid ? agreeVersion((message as { versions: number[] }).versions) : null;
      if (agreed === null) {
        respond(message.id, {
          error: {
            code: 'UNSUPPORTED_VERSION',
            message: `This wallet speaks versions ${SUPPORTED_VERSIONS.join(', ')} of the protocol.`,
          },
        });
        return;
      }
      // A new handshake is a new page in the frame: whatever the previous one asked is abandoned.
      abortAll(() => true);
      inFlight = new Map();
      version = agreed;
      connected = false;
      post({
        protocol: PROTOCOL,
        id: message.id,
        type: 'welcome',
        version: agreed,
        host: { name: wallet.name, icon: wallet.icon, chains: wallet.chains },
      });
      return;
    }
    if (inFlight.has(message.id)) return;
    if (version === null) {
      respond(message.id, { error: { code: 'UNAUTHORIZED', message: 'Say hello first.' } });
    } else if ((message as { version?: unknown }).version !== version) {
      respond(message.id, {
        error: { code: 'UNSUPPORTED_VERSION', message: `The handshake agreed on version ${version}.` },
      });
    } else if (!read.valid) {
      const known = isMethod((message as { method?: unknown }).method);
      respond(message.id, {
        error: known
          ? { code: 'INVALID_REQUEST', message: 'The request parameters are invalid.' }
          : { code: 'UNSUPPORTED_METHOD', message: 'This wallet does not support that request.' },
      });
    } else {
      void handleRequest(message as RequestMessage);
    }
  };
  self.addEventListener('message', onMessage);

  return {
    get connected() {
      return connected;
    },
    async accountsChanged() {
      abortAll((method) => method === 'signMessage' || method === 'signTransaction');
      if (!connected || version === null) return;
      const accounts = (await wallet.getAccounts()).map(toWire);
      post({ protocol: PROTOCOL, id: newId(), type: 'accountsChanged', version, accounts });
    },
    close() {
      self.removeEventListener('message', onMessage);
      abortAll(() => true);
      inFlight = new Map();
      connected = false;
    },
  };
}
