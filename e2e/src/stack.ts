import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The launcher `npm start` uses, on ports of its own so a running dev stack is left alone. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startStack } = require('../../scripts/lib/stack.cjs') as {
  startStack: (o: object) => Promise<Stack>;
};

export interface StaticServer {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface Stack {
  ports: Record<string, number>;
  dataDir: string;
  addresses: { mints: Record<string, string>; vaults: Record<string, string>; authority: string };
  urls: { shell: string; gameApi: string; rpc: string; rpcWs: string };
  remotes: Record<string, StaticServer>;
  stopGameApi(): Promise<void>;
  startGameApi(): Promise<void>;
  close(): Promise<void>;
}

export const E2E_PORTS = {
  chainRpc: 18899,
  chainWs: 18900,
  gameApi: 18787,
  shell: 13000,
  home: 13001,
  transfer: 13002,
  inventory: 13003,
  staking: 13004,
  raffles: 13005,
};

/** The stack as `npm start` runs it, without the local dev wallet unless asked (production has none). */
export async function startTestStack(options: { devWallet?: boolean } = {}): Promise<Stack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'companion-e2e-'));
  return startStack({
    dataDir,
    ports: E2E_PORTS,
    devWallet: options.devWallet ?? false,
    gameApiEnv: { AUTH_RATE_LIMIT: '10000' },
  });
}
