import path from 'node:path';
import { IN_GAME_TOKENS, type InGameToken } from '@companion/shared-state/schemas';
import {
  DEFAULT_STAKE_LIMITS,
  DEFAULT_STAKING_RATES,
  type StakeLimits,
  type StakingRates,
} from './staking/stakeOptions';
import tabs from '../../../config/tabs.json';

/** The repository root: dev/game-api/src is three levels below it. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

export interface GameApiConfig {
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
  /** Holds game.sqlite, and the chain's addresses.json and stack-id when the chain runs. */
  dataDir: string;
  /** Browser origins allowed by CORS and on the notification socket. */
  corsOrigins: string[];
  /** Requests per IP per minute across the /auth routes. */
  authRateLimit: number;
  /** Requests per signed-in wallet per minute across the {api} routes. */
  apiRateLimit: number;
  /** Deposit claims per wallet per minute (each one costs a chain lookup). */
  depositRateLimit: number;
  /**
   * Which proxies may name the client's address in X-Forwarded-For: false (none: the socket address is
   * the client), true (any), or a list of addresses / CIDR ranges (e.g. ["127.0.0.1", "10.0.0.0/8"]).
   */
  trustProxy: boolean | string[];
  sessionTtlSeconds: number;
  nonceTtlSeconds: number;
  /** The app's domain, named in the text the wallet signs. */
  domain: string;
  /** The app's address (URI field of the sign-in message). */
  appUri: string;
  /** The chain the sign-in message names (Chain ID field): mainnet, devnet, testnet or localnet. */
  chainId: string;
  /**
   * Unused, unexpired nonces one client address may hold for one wallet; that address's further requests for
   * the wallet get 429 until one is used or expires. Requests from other addresses are not counted.
   */
  maxOpenNonces: number;
  /** Registers the /dev routes (local callers only, never through a proxy). Off unless turned on. */
  enableDevRoutes: boolean;
  /**
   * Gives new accounts the p2e starter NFTs, minted on chain into their wallet (docs/game-api.md, "p2e NFTs on
   * chain"). Off unless turned on: real NFTs handed to every sign-up are value a sign-up farm could collect.
   */
  starterP2eNfts: boolean;
  /** The game API's address as wallets reach it: NFT metadata URIs point there. Default: its own address. */
  publicUrl: string;
  /** In-game funds of a new account (a starting bonus, never withdrawable), decimal strings in token units. */
  initialFunds: Record<InGameToken, string>;
  /** The smallest withdrawal, in token units (decimal string). */
  withdrawMinimum: string;
  /** Withdrawals one wallet may make within an hour (failed ones do not count). */
  withdrawalsPerHour: number;
  /** Notification sockets one session may hold open at once. */
  socketsPerSession: number;
  /** Notification sockets one client address may hold open at once. */
  socketsPerAddress: number;
  /** In-game identifiers of GOLDY and DFL (their on-chain mints); read from addresses.json when absent. */
  mints?: { GOLDY: string; DFL: string };
  /** Interval of the socket-level ping that drops dead notification connections. */
  heartbeatIntervalMs: number;
  /** The chain's JSON-RPC endpoint: deposits are checked and withdrawals sent there. */
  chainRpcUrl: string;
  logLevel: 'silent' | 'error' | 'warn' | 'info' | 'debug';
  /** DFL paid a second to each staking option, shared by its stakers (docs/game-api.md, "Pool and staking"). */
  stakingRates: StakingRates;
  /**
   * Per staking pool: the smallest stake, and the stake the rate is shared by at least, so dust never collects
   * an option's whole emission (docs/game-api.md, "Staking").
   */
  stakeLimits: StakeLimits;
}

/** The shell's and every tab's origin on `npm start`'s ports (config/tabs.json). */
export const LOCAL_ORIGINS = [3000, ...tabs.map((tab) => tab.port)].flatMap((port) => [
  `http://127.0.0.1:${port}`,
  `http://localhost:${port}`,
]);

export const DEFAULT_CONFIG: Omit<GameApiConfig, 'dataDir'> = {
  host: '127.0.0.1',
  port: 8787,
  corsOrigins: LOCAL_ORIGINS,
  authRateLimit: 120,
  apiRateLimit: 600,
  depositRateLimit: 30,
  trustProxy: false,
  sessionTtlSeconds: 24 * 60 * 60,
  nonceTtlSeconds: 300,
  domain: '127.0.0.1',
  appUri: 'http://127.0.0.1:3000',
  chainId: 'localnet',
  maxOpenNonces: 10,
  enableDevRoutes: false,
  starterP2eNfts: false,
  publicUrl: '',
  initialFunds: { GOLDY: '1000', DFL: '500', TICKET: '5', GOLDEN_TICKET: '1' },
  withdrawMinimum: '1',
  withdrawalsPerHour: 10,
  socketsPerSession: 5,
  socketsPerAddress: 100,
  heartbeatIntervalMs: 30_000,
  chainRpcUrl: 'http://127.0.0.1:8899',
  logLevel: 'warn',
  stakingRates: DEFAULT_STAKING_RATES,
  stakeLimits: DEFAULT_STAKE_LIMITS,
};

type Env = Record<string, string | undefined>;

/** The configuration of `main.ts`, from the environment variables documented in the README. */
export function configFromEnv(env: Env = process.env): GameApiConfig {
  return {
    host: env.GAME_API_HOST || DEFAULT_CONFIG.host,
    port: intFromEnv(env, 'GAME_API_PORT', DEFAULT_CONFIG.port),
    dataDir: path.resolve(env.DATA_DIR || path.join(REPO_ROOT, '.local')),
    corsOrigins: env.CORS_ORIGINS ? listFromEnv(env.CORS_ORIGINS) : DEFAULT_CONFIG.corsOrigins,
    authRateLimit: intFromEnv(env, 'AUTH_RATE_LIMIT', DEFAULT_CONFIG.authRateLimit),
    apiRateLimit: intFromEnv(env, 'API_RATE_LIMIT', DEFAULT_CONFIG.apiRateLimit),
    depositRateLimit: intFromEnv(env, 'DEPOSIT_RATE_LIMIT', DEFAULT_CONFIG.depositRateLimit),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    sessionTtlSeconds: intFromEnv(env, 'SESSION_TTL_SECONDS', DEFAULT_CONFIG.sessionTtlSeconds),
    nonceTtlSeconds: intFromEnv(env, 'NONCE_TTL_SECONDS', DEFAULT_CONFIG.nonceTtlSeconds),
    domain: env.APP_DOMAIN || DEFAULT_CONFIG.domain,
    appUri: env.APP_URI || DEFAULT_CONFIG.appUri,
    chainId: env.CHAIN_ID || DEFAULT_CONFIG.chainId,
    maxOpenNonces: intFromEnv(env, 'MAX_OPEN_NONCES', DEFAULT_CONFIG.maxOpenNonces),
    // Opt-in: a deployment that forgets the variable never serves them.
    enableDevRoutes: env.ENABLE_DEV_ROUTES === '1',
    starterP2eNfts: env.STARTER_P2E_NFTS === '1',
    publicUrl: env.GAME_API_PUBLIC_URL || DEFAULT_CONFIG.publicUrl,
    initialFunds: env.INITIAL_FUNDS ? initialFundsFromEnv(env.INITIAL_FUNDS) : DEFAULT_CONFIG.initialFunds,
    withdrawMinimum: amountFromEnv(env, 'WITHDRAW_MINIMUM', DEFAULT_CONFIG.withdrawMinimum),
    withdrawalsPerHour: intFromEnv(env, 'WITHDRAWALS_PER_HOUR', DEFAULT_CONFIG.withdrawalsPerHour),
    socketsPerSession: intFromEnv(env, 'SOCKETS_PER_SESSION', DEFAULT_CONFIG.socketsPerSession),
    socketsPerAddress: intFromEnv(env, 'SOCKETS_PER_ADDRESS', DEFAULT_CONFIG.socketsPerAddress),
    heartbeatIntervalMs: intFromEnv(env, 'HEARTBEAT_INTERVAL_MS', DEFAULT_CONFIG.heartbeatIntervalMs),
    chainRpcUrl: env.CHAIN_RPC_URL || DEFAULT_CONFIG.chainRpcUrl,
    logLevel: logLevelFromEnv(env.LOG_LEVEL),
    stakingRates: DEFAULT_CONFIG.stakingRates,
    stakeLimits: DEFAULT_CONFIG.stakeLimits,
  };
}

function intFromEnv(env: Env, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${text}"`);
  return value;
}

function amountFromEnv(env: Env, name: string, fallback: string): string {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  if (!/^\d+(\.\d{1,9})?$/.test(text)) throw new Error(`${name} must be a decimal amount, got "${text}"`);
  return text;
}

/** TRUST_PROXY: unset or "0" trusts no proxy, "1" any, else a comma list of addresses or CIDR ranges. */
function trustProxyFromEnv(text: string | undefined): GameApiConfig['trustProxy'] {
  if (text === undefined || text === '' || text === '0') return false;
  if (text === '1') return true;
  return listFromEnv(text);
}

function listFromEnv(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** INITIAL_FUNDS="GOLDY=1000,DFL=500,TICKET=5,GOLDEN_TICKET=1"; tokens left out keep their default. */
function initialFundsFromEnv(text: string): Record<InGameToken, string> {
  const funds = { ...DEFAULT_CONFIG.initialFunds };
  for (const entry of listFromEnv(text)) {
    const [token, amount] = entry.split('=').map((part) => part.trim());
    if (!IN_GAME_TOKENS.includes(token as InGameToken) || !amount || !/^\d+(\.\d+)?$/.test(amount)) {
      throw new Error(`INITIAL_FUNDS entries must look like GOLDY=1000, got "${entry}"`);
    }
    funds[token as InGameToken] = amount;
  }
  return funds;
}

function logLevelFromEnv(text: string | undefined): GameApiConfig['logLevel'] {
  const levels: GameApiConfig['logLevel'][] = ['silent', 'error', 'warn', 'info', 'debug'];
  return levels.find((level) => level === text) ?? DEFAULT_CONFIG.logLevel;
}
