import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_PORTS, ONE_BUNDLE_DIST, ONE_BUNDLE_PORT, ROOT, TABS, forTab, type TabName } from './paths';

interface StaticServer {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

interface Stack {
  urls: { shell: string; gameApi: string; rpc: string };
  config: object;
  remotes: Record<TabName, StaticServer>;
  close(): Promise<void>;
}

// The launcher `npm start` and the end-to-end tests use, so the figures are of the same stack.
/* eslint-disable @typescript-eslint/no-require-imports */
const { startStack } = require('../../scripts/lib/stack.cjs') as {
  startStack: (o: object) => Promise<Stack>;
};
const { createStaticServer } = require('../../scripts/lib/static-server.cjs') as {
  createStaticServer: (o: object) => StaticServer;
};
/* eslint-enable @typescript-eslint/no-require-imports */

export interface BenchStack {
  shellUrl: string;
  /** Empty when started without the one-bundle build. */
  oneBundleUrl: string;
  gameApiUrl: string;
  rpcUrl: string;
  remoteUrls: Record<TabName, string>;
  /** Which build's folder each origin serves: source maps name files relative to it. */
  appDirByOrigin: Map<string, string>;
  close(): Promise<void>;
}

/**
 * Chain, game API, shell and remotes on the bench's own ports and a throw-away data folder; and the
 * one-bundle build beside them unless `oneBundle` is false (figures that do not compare it).
 */
export async function startBenchStack({ oneBundle: withOneBundle = true } = {}): Promise<BenchStack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'companion-bench-'));
  const log: string[] = [];
  const host = '127.0.0.1';
  const browserOrigins = [...Object.values(BENCH_PORTS), ONE_BUNDLE_PORT].map(
    (port) => `http://${host}:${port}`,
  );
  let stack: Stack;
  try {
    stack = await startStack({
      dataDir,
      reset: true,
      ports: BENCH_PORTS,
      // Production has no dev wallet: the first load is measured without its chunk.
      devWallet: false,
      // The shell is measured as a page of its own, outside any wallet.
      walletHost: false,
      log: (name: string, text: string) => log.push(`[${name}] ${text}`),
      gameApiEnv: { AUTH_RATE_LIMIT: '10000', CORS_ORIGINS: browserOrigins.join(',') },
    });
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`the local stack did not start: ${(error as Error).message}\n${log.slice(-30).join('')}`);
  }
  const oneBundle = withOneBundle
    ? createStaticServer({
        dir: ONE_BUNDLE_DIST,
        port: ONE_BUNDLE_PORT,
        spa: true,
        // The one-bundle app talks to the same game API and chain as the federated one.
        overrides: { '/config.json': () => JSON.stringify(stack.config) },
      })
    : null;
  try {
    await oneBundle?.start();
  } catch (error) {
    // The stack is up by now: a one-bundle port already taken must not leave its chain and game API running.
    await stack.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  const remoteUrls = Object.fromEntries(TABS.map((tab) => [tab, forTab(stack.remotes, tab).url])) as Record<
    TabName,
    string
  >;
  const appDirByOrigin = new Map<string, string>([
    [new URL(stack.urls.shell).origin, path.join(ROOT, 'shell')],
    ...(oneBundle ? [[new URL(oneBundle.url).origin, path.join(ROOT, 'shell')] as [string, string]] : []),
    ...TABS.map((tab): [string, string] => [
      new URL(forTab(remoteUrls, tab)).origin,
      path.join(ROOT, 'remotes', tab),
    ]),
  ]);
  return {
    shellUrl: stack.urls.shell,
    oneBundleUrl: oneBundle?.url ?? '',
    gameApiUrl: stack.urls.gameApi,
    rpcUrl: stack.urls.rpc,
    remoteUrls,
    appDirByOrigin,
    async close() {
      await oneBundle?.stop();
      await stack.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
