import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONDITIONS } from './browser/throttle';
import {
  makeCertificate,
  originRewriter,
  startOriginProxy,
  type OriginProxy,
  type ProxyCounts,
  type ProxyRoute,
  type RoutedServer,
} from './network/originProxy';
import { BENCH_PORTS, ONE_BUNDLE_DIST, ONE_BUNDLE_PORT, ROOT, TABS, forTab, type TabName } from './paths';

/**
 * BENCH_SERVER_LOG=<file>: the stack's output written there, the game API's with each request and its response
 * time (how long the server itself took, apart from the network the proxies charge).
 */
const SERVER_LOG = process.env.BENCH_SERVER_LOG;

interface StaticServer {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

interface Stack {
  urls: {
    shell: string;
    gameApi: string;
    rpc: string;
    walletHost: string | null;
    farcasterHost: string | null;
  };
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
const { shellPolicy } = require('../../config/contentSecurityPolicy.cjs') as {
  shellPolicy: (config: object, build: object) => string;
};
/* eslint-enable @typescript-eslint/no-require-imports */

export interface BenchStack {
  shellUrl: string;
  /** Empty when started without the one-bundle build. */
  oneBundleUrl: string;
  gameApiUrl: string;
  rpcUrl: string;
  /** The local hosts that frame the app (started with `hosts`): the Farcaster client, the bridge's wallet host. */
  hostUrls: { farcaster: string | null; bridge: string | null };
  remoteUrls: Record<TabName, string>;
  /** Which build's folder each origin serves: source maps name files relative to it. */
  appDirByOrigin: Map<string, string>;
  /** The same stack over HTTPS, each origin behind a proxy that charges connections and preflights. */
  secure: SecureStack;
  close(): Promise<void>;
}

export interface SecureStack {
  shellUrl: string;
  /** The other shell builds asked for, by name. */
  otherShellUrls: Record<string, string>;
  /** For Chromium's --ignore-certificate-errors-spki-list: the proxies' self-signed certificate. */
  spki: string;
  /** Connections, preflights and socket upgrades the proxies have seen so far, summed. */
  counts(): ProxyCounts;
  /** Ends every open connection to the stack, as time away does. */
  dropConnections(): void;
}

/**
 * Servers of the stack a shell build can be served with under its own origin, as a deployment may put them
 * behind the shell's host (docs/performance.md, "One origin"): the game API (its HTTP calls and its socket),
 * the chain (RPC and socket), the tabs' files.
 */
export const SAME_ORIGIN_PARTS = ['game', 'chain', 'tabs'] as const;
export type SameOriginPart = (typeof SAME_ORIGIN_PARTS)[number];

/** A build of the shell served beside the bench's own, for before/after figures. */
export interface ShellBuild {
  /** Its dist folder. */
  dir: string;
  /** The stack's servers it is served with under its own origin; none by default. */
  sameOrigin?: readonly SameOriginPart[];
}

/** The paths the parts of `sameOrigin` are served under, on the shell's origin. */
export function sameOriginRoutes(parts: readonly SameOriginPart[]): ProxyRoute[] {
  return parts.flatMap((part): ProxyRoute[] => {
    if (part === 'game') return [{ prefix: '/game', upstreamPort: forTab(BENCH_PORTS, 'gameApi') }];
    if (part === 'chain')
      return [
        { prefix: '/chain', upstreamPort: forTab(BENCH_PORTS, 'chainRpc') },
        { prefix: '/chain-ws', upstreamPort: forTab(BENCH_PORTS, 'chainWs') },
      ];
    return TABS.map((tab) => ({ prefix: `/tabs/${tab}`, upstreamPort: forTab(BENCH_PORTS, tab) }));
  });
}

/** The origins the page talks to: the shell, each tab, the game API (HTTP and socket), the chain (RPC and socket). */
function proxiedPorts(): number[] {
  return ['shell', ...TABS, 'gameApi', 'chainRpc', 'chainWs'].map((name) => forTab(BENCH_PORTS, name));
}

async function startProxies(
  extraPorts: readonly number[],
  /** The routes of each extra shell's origin (by its port). */
  extraRoutes: ReadonlyMap<number, readonly ProxyRoute[]> = new Map(),
): Promise<{ proxies: Map<number, OriginProxy>; spki: string }> {
  const certificate = makeCertificate();
  const portMap = new Map<number, number>();
  const proxies = new Map<number, OriginProxy>();
  const rewrite = originRewriter(portMap);
  const costs = { rttMs: CONDITIONS.network.latencyMs, connectRtts: CONDITIONS.network.connectRtts };
  const shells = [forTab(BENCH_PORTS, 'shell'), ...extraPorts];
  for (const upstreamPort of [...proxiedPorts(), ...extraPorts]) {
    const routes = extraRoutes.get(upstreamPort) ?? [];
    // The servers routed under this origin are named by it, with their paths, in its config.json.
    const routedTo = new Map<number, RoutedServer>(
      routes.map((route) => [
        route.upstreamPort,
        { proxyPort: () => portMap.get(upstreamPort) ?? 0, prefix: route.prefix },
      ]),
    );
    const proxy = await startOriginProxy({
      upstreamPort,
      certificate,
      costs,
      rewrite: routes.length ? originRewriter(portMap, routedTo) : rewrite,
      rewritePolicy: routes.length ? originRewriter(portMap, routedTo, { originsOnly: true }) : rewrite,
      rewritePaths: shells.includes(upstreamPort) ? ['/config.json'] : [],
      routes,
    });
    proxies.set(upstreamPort, proxy);
    portMap.set(upstreamPort, proxy.port);
  }
  return { proxies, spki: certificate.spki };
}

/**
 * Chain, game API, shell and remotes on the bench's own ports and a throw-away data folder; and the
 * one-bundle build beside them unless `oneBundle` is false (figures that do not compare it).
 */
export async function startBenchStack({
  oneBundle: withOneBundle = true,
  otherShells = {},
  hosts = false,
}: {
  oneBundle?: boolean;
  /** With the local wallet host (the bridge) and the local Farcaster client beside the shell. */
  hosts?: boolean;
  /** Other builds of the shell (by name), served beside it over HTTPS, for before/after figures. */
  otherShells?: Record<string, ShellBuild>;
} = {}): Promise<BenchStack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'companion-bench-'));
  const log: string[] = [];
  const host = '127.0.0.1';
  const otherShellPorts = Object.keys(otherShells).map((_, i) => ONE_BUNDLE_PORT - 100 + i);
  const { proxies, spki } = await startProxies(
    otherShellPorts,
    new Map(
      Object.values(otherShells).map((build, i) => [
        otherShellPorts[i]!,
        sameOriginRoutes(build.sameOrigin ?? []),
      ]),
    ),
  );
  const shellProxy = proxies.get(forTab(BENCH_PORTS, 'shell'));
  if (!shellProxy) throw new Error('no proxy for the shell');
  const closeProxies = async () => {
    for (const proxy of proxies.values()) await proxy.close();
  };
  const browserOrigins = [
    ...[...Object.values(BENCH_PORTS), ONE_BUNDLE_PORT].map((port) => `http://${host}:${port}`),
    ...[...proxies.values()].map((proxy) => proxy.origin),
  ];
  let stack: Stack;
  try {
    stack = await startStack({
      dataDir,
      reset: true,
      ports: BENCH_PORTS,
      // Production has no dev wallet: the first load is measured without its chunk.
      devWallet: false,
      // The shell is measured as a page of its own, outside any wallet, unless the hosts are asked for.
      walletHost: hosts,
      farcasterHost: hosts,
      log: (name: string, text: string) => {
        log.push(`[${name}] ${text}`);
        if (SERVER_LOG) fs.appendFileSync(SERVER_LOG, `[${name}] ${text}`);
      },
      gameApiEnv: {
        AUTH_RATE_LIMIT: '10000',
        CORS_ORIGINS: browserOrigins.join(','),
        // Each request with its response time, in the log, when one is asked for.
        ...(SERVER_LOG ? { LOG_LEVEL: 'info' } : {}),
      },
      // The tabs served as a CDN serves a published version, cached for good, as players get them;
      // BENCH_TABS_PUBLISHED=0 serves them as builds in place, revalidated at each visit.
      tabsCachedForGood: process.env.BENCH_TABS_PUBLISHED !== '0',
    });
  } catch (error) {
    await closeProxies();
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
    await closeProxies();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  const others = Object.entries(otherShells).map(([name, { dir }], i) => {
    const configFile = path.join(dataDir, 'config.json');
    // The one-bundle build writes no csp.json: it is served without a policy, as the bench's own one-bundle page.
    const cspFile = path.join(dir, 'csp.json');
    const build = fs.existsSync(cspFile) ? (JSON.parse(fs.readFileSync(cspFile, 'utf8')) as object) : null;
    const port = otherShellPorts[i]!;
    return {
      name,
      port,
      server: createStaticServer({
        dir,
        port,
        spa: true,
        overrides: { '/config.json': () => fs.readFileSync(configFile, 'utf8') },
        pageHeaders: () =>
          build
            ? {
                'Content-Security-Policy': shellPolicy(
                  JSON.parse(fs.readFileSync(configFile, 'utf8')) as object,
                  build,
                ),
              }
            : {},
      }),
    };
  });
  for (const other of others) await other.server.start();

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
    hostUrls: { farcaster: stack.urls.farcasterHost, bridge: stack.urls.walletHost },
    remoteUrls,
    appDirByOrigin,
    secure: {
      shellUrl: `${shellProxy.origin}/`,
      otherShellUrls: Object.fromEntries(
        others.map((other) => [other.name, `${proxies.get(other.port)?.origin ?? ''}/`]),
      ),
      spki,
      counts: () => {
        const sum: ProxyCounts = { connections: 0, preflights: 0, upgrades: 0 };
        for (const { counts } of proxies.values()) {
          sum.connections += counts.connections;
          sum.preflights += counts.preflights;
          sum.upgrades += counts.upgrades;
        }
        return sum;
      },
      dropConnections: () => {
        for (const proxy of proxies.values()) proxy.dropConnections();
      },
    },
    async close() {
      for (const other of others) await other.server.stop();
      await oneBundle?.stop();
      await closeProxies();
      await stack.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
