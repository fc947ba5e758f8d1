import path from 'node:path';
import { IN_GAME_TOKENS, type InGameToken } from '@companion/shared-state/schemas';

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
  sessionTtlSeconds: number;
  nonceTtlSeconds: number;
  /** The app's domain, named in the text the wallet signs. */
  domain: string;
  /** Registers POST /dev/funds (loopback requests only). */
  enableDevRoutes: boolean;
  /** In-game funds of a new account, decimal strings in token units. */
  initialFunds: Record<InGameToken, string>;
  /** In-game identifiers of GOLDY and DFL (their on-chain mints); read from addresses.json when absent. */
  mints?: { GOLDY: string; DFL: string };
  /** Interval of the socket-level ping that drops dead notification connections. */
  heartbeatIntervalMs: number;
  /** The chain's JSON-RPC endpoint: deposits are checked and withdrawals sent there. */
  chainRpcUrl: string;
  logLevel: 'silent' | 'error' | 'warn' | 'info' | 'debug';
}

const LOCAL_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005].flatMap((port) => [
  `http://127.0.0.1:${port}`,
  `http://localhost:${port}`,
]);

export const DEFAULT_CONFIG: Omit<GameApiConfig, 'dataDir'> = {
  host: '127.0.0.1',
  port: 8787,
  corsOrigins: LOCAL_ORIGINS,
  authRateLimit: 120,
  sessionTtlSeconds: 24 * 60 * 60,
  nonceTtlSeconds: 300,
  domain: '127.0.0.1',
  enableDevRoutes: true,
  initialFunds: { GOLDY: '1000', DFL: '500', TICKET: '5', GOLDEN_TICKET: '1' },
  heartbeatIntervalMs: 30_000,
  chainRpcUrl: 'http://127.0.0.1:8899',
  logLevel: 'warn',
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
    sessionTtlSeconds: intFromEnv(env, 'SESSION_TTL_SECONDS', DEFAULT_CONFIG.sessionTtlSeconds),
    nonceTtlSeconds: intFromEnv(env, 'NONCE_TTL_SECONDS', DEFAULT_CONFIG.nonceTtlSeconds),
    domain: env.APP_DOMAIN || DEFAULT_CONFIG.domain,
    enableDevRoutes: env.ENABLE_DEV_ROUTES !== '0',
    initialFunds: env.INITIAL_FUNDS ? initialFundsFromEnv(env.INITIAL_FUNDS) : DEFAULT_CONFIG.initialFunds,
    heartbeatIntervalMs: intFromEnv(env, 'HEARTBEAT_INTERVAL_MS', DEFAULT_CONFIG.heartbeatIntervalMs),
    chainRpcUrl: env.CHAIN_RPC_URL || DEFAULT_CONFIG.chainRpcUrl,
    logLevel: logLevelFromEnv(env.LOG_LEVEL),
  };
}

function intFromEnv(env: Env, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${text}"`);
  return value;
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
