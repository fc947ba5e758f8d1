import path from 'node:path';

/** The repository root: dev/chain/src → three levels up. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

export interface ChainEnvironment {
  dataDir: string;
  host: string;
  rpcPort: number;
  wsPort: number;
  /** Account files a new chain starts with (CHAIN_ACCOUNT_DIR), as a test validator's `--account-dir`. */
  accountDir: string | undefined;
}

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`${name} must be a port number (0-65535), got "${value}"`);
  }
  return parsed;
}

export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(REPO_ROOT, '.local');
}

/** Reads DATA_DIR, CHAIN_HOST, CHAIN_RPC_PORT, CHAIN_WS_PORT and CHAIN_ACCOUNT_DIR with the local stack's defaults. */
export function chainEnvironment(env: NodeJS.ProcessEnv = process.env): ChainEnvironment {
  return {
    dataDir: defaultDataDir(env),
    host: env.CHAIN_HOST || '127.0.0.1',
    rpcPort: port(env.CHAIN_RPC_PORT, 8899, 'CHAIN_RPC_PORT'),
    wsPort: port(env.CHAIN_WS_PORT, 8900, 'CHAIN_WS_PORT'),
    accountDir: env.CHAIN_ACCOUNT_DIR ? path.resolve(env.CHAIN_ACCOUNT_DIR) : undefined,
  };
}

/** Where a client reaches the chain's JSON-RPC endpoint (CLIs talking to a running chain). */
export function chainRpcUrl(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CHAIN_RPC_URL) return env.CHAIN_RPC_URL;
  const { host, rpcPort } = chainEnvironment(env);
  return `http://${host}:${rpcPort}`;
}
