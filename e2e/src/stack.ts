import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The launcher `npm start` uses, on ports of its own so a running dev stack is left alone. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startStack, shiftedPorts } = require('../../scripts/lib/stack.cjs') as {
  startStack: (o: object) => Promise<Stack>;
  shiftedPorts: (shellPort: number) => StackPorts;
};

/** The services' ports, and one per tab of config/tabs.json. */
export type StackPorts = { chainRpc: number; chainWs: number; gameApi: number; shell: number } & Record<
  string,
  number
>;

export interface StaticServer {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface Stack {
  ports: StackPorts;
  dataDir: string;
  addresses: { mints: Record<string, string>; vaults: Record<string, string>; authority: string };
  urls: {
    shell: string;
    walletHost: string;
    farcasterHost: string | null;
    cdn: string;
    gameApi: string;
    rpc: string;
    rpcWs: string;
  };
  config: { embedHostOrigins?: string[]; farcaster?: { clientOrigins?: string[] } };
  remotes: Record<string, StaticServer>;
  stopGameApi(): Promise<void>;
  startGameApi(): Promise<void>;
  close(): Promise<void>;
}

// E2E_PORT_BASE moves the whole test stack, so two checkouts on one machine can run their suites at once.
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 13000);

/** `npm start`'s ports (config/tabs.json for the tabs), moved so the shell is on E2E_PORT_BASE. */
export const E2E_PORTS = shiftedPorts(PORT_BASE);

/**
 * The stack as `npm start` runs it, without the local dev wallet (production has none) or the local Farcaster
 * client unless asked. `without` leaves those tabs' ports free for their dev servers.
 */
export async function startTestStack(
  options: {
    devWallet?: boolean;
    farcasterHost?: boolean;
    without?: string[];
    gameApiEnv?: Record<string, string>;
  } = {},
): Promise<Stack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'companion-e2e-'));
  return startStack({
    dataDir,
    ports: E2E_PORTS,
    devWallet: options.devWallet ?? false,
    farcasterHost: options.farcasterHost ?? false,
    without: options.without ?? [],
    gameApiEnv: { AUTH_RATE_LIMIT: '10000', ...options.gameApiEnv },
  });
}
