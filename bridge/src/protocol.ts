// The embedding protocol, version 1: every message the mini-app (in a frame) and the wallet that frames it
// exchange over postMessage. Both sides parse what they receive with the readers below and drop anything
// that does not match. The protocol is described for wallet teams in docs/embedding.md.

/** Marks our messages among everything else a page may receive over postMessage. */
export const PROTOCOL = 'companion-wallet-bridge';
/** The versions this build speaks; the handshake settles on the highest both sides know. */
export const SUPPORTED_VERSIONS: readonly number[] = [1];

/** Bytes travel as base64 strings, never as objects. */
export type Base64 = string;

export interface BridgeAccount {
  /** base58 public key */
  address: string;
  /** the same key's 32 bytes */
  publicKey: Base64;
}

export interface HostInfo {
  /** Shown as the wallet's name in the mini-app. */
  name: string;
  /** A data: URL (svg, png, webp or gif). */
  icon: string;
  /** Wallet Standard chain ids, e.g. "solana:mainnet". */
  chains: string[];
}

export interface MethodParams {
  connect: Record<string, never>;
  disconnect: Record<string, never>;
  signMessage: { address: string; message: Base64 };
  signTransaction: { address: string; transaction: Base64 };
  openLink: { url: string };
}

export interface MethodResults {
  connect: { accounts: BridgeAccount[] };
  disconnect: Record<string, never>;
  signMessage: { signature: Base64 };
  signTransaction: { signedTransaction: Base64 };
  openLink: Record<string, never>;
}

export type Method = keyof MethodParams;
export const METHODS: readonly Method[] = [
  'connect',
  'disconnect',
  'signMessage',
  'signTransaction',
  'openLink',
];

export type BridgeErrorCode =
  /** The person declined in the wallet. */
  | 'USER_REJECTED'
  /** No handshake or connect yet, or an account the wallet no longer offers. */
  | 'UNAUTHORIZED'
  | 'UNSUPPORTED_METHOD'
  | 'UNSUPPORTED_VERSION'
  | 'INVALID_REQUEST'
  | 'INTERNAL_ERROR'
  /** Raised by the frame itself when the host does not answer in time; never sent. */
  | 'TIMEOUT';

export const ERROR_CODES: readonly BridgeErrorCode[] = [
  'USER_REJECTED',
  'UNAUTHORIZED',
  'UNSUPPORTED_METHOD',
  'UNSUPPORTED_VERSION',
  'INVALID_REQUEST',
  'INTERNAL_ERROR',
  'TIMEOUT',
];

export interface BridgeErrorBody {
  code: BridgeErrorCode;
  message: string;
}

interface Envelope {
  protocol: typeof PROTOCOL;
  /** Unique per sender; an answer carries the id of what it answers. */
  id: string;
}

// frame → host
export interface HelloMessage extends Envelope {
  type: 'hello';
  versions: number[];
}
export interface RequestMessage<M extends Method = Method> extends Envelope {
  type: 'request';
  version: number;
  method: M;
  params: MethodParams[M];
}

// host → frame
export interface WelcomeMessage extends Envelope {
  type: 'welcome';
  version: number;
  host: HostInfo;
}
export type ResponseMessage = Envelope & { type: 'response'; version: number } & (
    { result: Record<string, unknown> } | { error: BridgeErrorBody }
  );
export interface AccountsChangedMessage extends Envelope {
  type: 'accountsChanged';
  version: number;
  accounts: BridgeAccount[];
}

export type FrameMessage = HelloMessage | RequestMessage;
export type HostMessage = WelcomeMessage | ResponseMessage | AccountsChangedMessage;

/** The largest payloads accepted: a Solana transaction is at most 1232 bytes; messages are text to read. */
export const MAX_TRANSACTION_BYTES = 1232;
export const MAX_MESSAGE_BYTES = 16 * 1024;
export const MAX_URL_LENGTH = 2048;

// ---- readers: unknown in, a typed message or null out ----

type Dict = Record<string, unknown>;
const isDict = (value: unknown): value is Dict =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 100;
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const ICON = /^data:image\/(svg\+xml|webp|png|gif);base64,[A-Za-z0-9+/=]+$/;

export const isAddress = (value: unknown): value is string => typeof value === 'string' && BASE58.test(value);

/** A base64 string whose decoded length is at most maxBytes. */
export function isBase64(value: unknown, maxBytes: number): value is Base64 {
  if (typeof value !== 'string' || value.length > Math.ceil(maxBytes / 3) * 4 || !BASE64.test(value))
    return false;
  const padding = value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0;
  return (value.length / 4) * 3 - padding <= maxBytes;
}

/** Only web pages: no javascript:, data: or custom schemes reach the wallet's browser. */
export function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

function isAccount(value: unknown): value is BridgeAccount {
  return isDict(value) && isAddress(value.address) && isBase64(value.publicKey, 32);
}

function isHostInfo(value: unknown): value is HostInfo {
  return (
    isDict(value) &&
    typeof value.name === 'string' &&
    value.name.length > 0 &&
    value.name.length <= 64 &&
    typeof value.icon === 'string' &&
    ICON.test(value.icon) &&
    Array.isArray(value.chains) &&
    value.chains.length > 0 &&
    value.chains.every((chain) => typeof chain === 'string' && /^solana:[a-z-]+$/.test(chain))
  );
}

const isVersion = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

function isEnvelope(value: unknown): value is Dict & Envelope {
  return isDict(value) && value.protocol === PROTOCOL && isId(value.id);
}

const PARAM_CHECKS: { [M in Method]: (params: Dict) => boolean } = {
  connect: () => true,
  disconnect: () => true,
  signMessage: (p) => isAddress(p.address) && isBase64(p.message, MAX_MESSAGE_BYTES),
  signTransaction: (p) => isAddress(p.address) && isBase64(p.transaction, MAX_TRANSACTION_BYTES),
  openLink: (p) => isWebUrl(p.url),
};

const RESULT_CHECKS: { [M in Method]: (result: Dict) => boolean } = {
  connect: (r) => Array.isArray(r.accounts) && r.accounts.every(isAccount),
  disconnect: () => true,
  signMessage: (r) => isBase64(r.signature, 64),
  signTransaction: (r) => isBase64(r.signedTransaction, MAX_TRANSACTION_BYTES),
  openLink: () => true,
};

export const isMethod = (value: unknown): value is Method =>
  typeof value === 'string' && (METHODS as readonly string[]).includes(value);

/**
 * What the host reads. A request with an unknown method or bad params is still returned (with
 * `valid: false`) so that the host can answer it with an error rather than leave the frame waiting.
 */
export function readFrameMessage(
  data: unknown,
): { message: FrameMessage; valid: true } | { message: Envelope & Dict; valid: false } | null {
  if (!isEnvelope(data)) return null;
  if (data.type === 'hello') {
    return Array.isArray(data.versions) && data.versions.every(isVersion)
      ? { message: data as unknown as HelloMessage, valid: true }
      : { message: data, valid: false };
  }
  if (data.type !== 'request' || !isVersion(data.version)) return null;
  const valid = isMethod(data.method) && isDict(data.params) && PARAM_CHECKS[data.method](data.params);
  return valid
    ? { message: data as unknown as RequestMessage, valid: true }
    : { message: data, valid: false };
}

/** What the frame reads; the result of a response is checked against its method by `isResultOf`. */
export function readHostMessage(data: unknown): HostMessage | null {
  if (!isEnvelope(data) || !isVersion(data.version)) return null;
  switch (data.type) {
    case 'welcome':
      return isHostInfo(data.host) ? (data as unknown as WelcomeMessage) : null;
    case 'accountsChanged':
      return Array.isArray(data.accounts) && data.accounts.every(isAccount)
        ? (data as unknown as AccountsChangedMessage)
        : null;
    case 'response': {
      if ('result' in data && isDict(data.result)) return data as unknown as ResponseMessage;
      const error = data.error;
      const isError =
        isDict(error) &&
        typeof error.code === 'string' &&
        (ERROR_CODES as readonly string[]).includes(error.code) &&
        typeof error.message === 'string';
      return isError ? (data as unknown as ResponseMessage) : null;
    }
    default:
      return null;
  }
}

export function isResultOf<M extends Method>(method: M, result: Dict): result is MethodResults[M] & Dict {
  return RESULT_CHECKS[method](result);
}

/** The highest version both sides speak, or null. */
export function agreeVersion(theirs: readonly number[], ours = SUPPORTED_VERSIONS): number | null {
  const common = theirs.filter((v) => ours.includes(v));
  return common.length ? Math.max(...common) : null;
}

// ---- bytes ----

export function toBase64(bytes: Uint8Array): Base64 {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export function fromBase64(text: Base64): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** An error either side can raise and the other receives with the same code. */
export class BridgeError extends Error {
  override readonly name = 'WalletBridgeError';
  constructor(
    readonly code: BridgeErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const isBridgeError = (value: unknown): value is BridgeError =>
  value instanceof Error && value.name === 'WalletBridgeError' && 'code' in value;

export function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
