// Starts the whole local stack on 127.0.0.1: chain, game API, the shell and each remote on its own
// origin. Used by `npm start`, the end-to-end tests and the benchmarks, so all three run the same thing.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { createStaticServer, inPublishedVersion } = require('./static-server.cjs');
const { farcasterManifest, MANIFEST_PATH } = require('../../shell/src/hosts/farcaster/farcasterManifest.cjs');
const { TABS, portVariable } = require('../../config/tabs.cjs');
const { shellPolicy, tabPagePolicy } = require('../../config/contentSecurityPolicy.cjs');
const { folderIntegrity } = require('../../config/fileIntegrity.cjs');
const { createTabReportFigures } = require('./tab-report-figures.cjs');
const { tabReportsEndpoint, TAB_REPORTS_PATH } = require('./tab-reports-endpoint.cjs');

const ROOT = path.join(__dirname, '..', '..');
const REMOTES = TABS.map((tab) => tab.name);

/** The ports `npm start` uses; every other stack (e2e, bench) moves them all by one offset. */
const BASE_PORTS = {
  chainRpc: 8899,
  chainWs: 8900,
  gameApi: 8787,
  shell: 3000,
  ...Object.fromEntries(TABS.map((tab) => [tab.name, tab.port])),
  // The local wallet host (dev/wallet-host): a wallet page that frames the shell.
  walletHost: 3010,
  // The local Farcaster client (dev/farcaster-host): a Farcaster-style client that opens the shell as a mini app.
  farcasterHost: 3011,
  // The local static host that `pnpm deploy:remote` publishes versioned remotes to, as a CDN would serve them.
  cdn: 3020,
};

const PORT_VARIABLES = {
  chainRpc: 'CHAIN_RPC_PORT',
  chainWs: 'CHAIN_WS_PORT',
  gameApi: 'GAME_API_PORT',
  shell: 'SHELL_PORT',
  ...Object.fromEntries(TABS.map((tab) => [tab.name, portVariable(tab.name)])),
  walletHost: 'WALLET_HOST_PORT',
  farcasterHost: 'FARCASTER_HOST_PORT',
  cdn: 'CDN_PORT',
};

/** BASE_PORTS with the environment's overrides (CHAIN_RPC_PORT, HOME_PORT, ...). */
function portsFromEnv(env = process.env) {
  return Object.fromEntries(
    Object.entries(BASE_PORTS).map(([key, port]) => [key, Number(env[PORT_VARIABLES[key]] || port)]),
  );
}

/** Every port of BASE_PORTS moved so the shell lands on `shellPort` (e2e and bench stacks). */
function shiftedPorts(shellPort) {
  return Object.fromEntries(
    Object.entries(BASE_PORTS).map(([key, port]) => [key, port - BASE_PORTS.shell + shellPort]),
  );
}

const DEFAULT_PORTS = portsFromEnv();

/**
 * Where the launcher writes the running stack's config.json. The shell's server serves this very file, read at
 * each request, so editing it is how a deploy goes live, gets a canary or is rolled back (docs/deploying.md);
 * a tab's standalone dev server serves it too.
 */
const configFileIn = (dataDir) => path.join(dataDir, 'config.json');

/** The folder the local CDN serves: one subfolder per remote, one per deployed version below it. */
const cdnDirIn = (dataDir) => path.join(dataDir, 'cdn');

/** The figures of the tabs' reports the local CDN takes, which `pnpm canary:watch` decides a canary by. */
const tabReportsFileIn = (dataDir) => path.join(dataDir, 'tab-reports.json');

/** Starts a TypeScript service with tsx and resolves once it prints its ready line. */
function startService(name, entry, env, readyPattern, log) {
  // Node itself runs the service (tsx only as a loader), so a signal reaches the server, not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start within 60 s:\n${output}`)),
      60_000,
    );
    const onData = (chunk) => {
      const text = chunk.toString();
      output += text;
      log?.(name, text);
      if (readyPattern.test(output)) {
        clearTimeout(timer);
        resolve(undefined);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (code ${code}) before it was ready:\n${output}`));
    });
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    ready,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function readAddresses(dataDir) {
  return JSON.parse(fs.readFileSync(path.join(dataDir, 'addresses.json'), 'utf8'));
}

/** The origins of the local wallet host: the wallets allowed to frame the shell on this stack. */
function walletHostOrigins({ ports, host }) {
  return [`http://${host}:${ports.walletHost}`, `http://localhost:${ports.walletHost}`];
}

/** The origins of the local Farcaster client: the Farcaster clients allowed to frame the shell on this stack. */
function farcasterHostOrigins({ ports, host }) {
  return [`http://${host}:${ports.farcasterHost}`, `http://localhost:${ports.farcasterHost}`];
}

/**
 * Where a tab lives on this stack: its production build on its own origin, with the hashes of the files it was
 * started with (docs/deploying.md, "The local stack and the dev servers"); or, for a tab left to its dev server
 * (`without`), the dev server's entry, which the config lets run unchecked (`devUnverifiedRemotes`).
 */
function localRemote({ ports, host, name, devServer }) {
  const entry = `http://${host}:${ports[name]}/remoteEntry.js`;
  if (devServer) return entry;
  return { entry, integrity: folderIntegrity(path.join(ROOT, 'remotes', name, 'dist')) };
}

/** The shell's config.json for this stack (docs/architecture.md, "Runtime config"). */
function runtimeConfig({ ports, addresses, host, devWallet, walletHost, farcasterHost, without = [] }) {
  return {
    authUrl: `http://${host}:${ports.gameApi}/auth`,
    apiUrl: `http://${host}:${ports.gameApi}/api`,
    notificationsUrl: `ws://${host}:${ports.gameApi}/notifications`,
    rpcUrl: `http://${host}:${ports.chainRpc}`,
    wsRpcUrl: `ws://${host}:${ports.chainWs}`,
    cluster: 'localnet',
    mints: addresses.mints,
    vaults: addresses.vaults,
    remotes: Object.fromEntries(
      REMOTES.map((name) => [name, localRemote({ ports, host, name, devServer: without.includes(name) })]),
    ),
    embedHostOrigins: walletHost ? walletHostOrigins({ ports, host }) : [],
    ...(farcasterHost && { farcaster: { clientOrigins: farcasterHostOrigins({ ports, host }) } }),
    // Each tab's load outcome and render errors, per deployed version (docs/deploying.md).
    tabReportsUrl: `http://${host}:${ports.cdn}${TAB_REPORTS_PATH}`,
    devWallet,
    // The reference game API takes the sign-in calls' JSON as text/plain (docs/game-api.md).
    signInWithoutPreflight: true,
    ...(without.length ? { devUnverifiedRemotes: [...without] } : {}),
  };
}

/**
 * @param {{ dataDir?: string, reset?: boolean, ports?: Partial<typeof DEFAULT_PORTS>, devWallet?: boolean,
 *   walletHost?: boolean, farcasterHost?: boolean, log?: (name: string, text: string) => void,
 *   gameApiEnv?: Record<string, string>, without?: string[], tabsCachedForGood?: boolean }} [options]
 *   `without` leaves those tabs' ports free for their own dev servers (`pnpm --filter @companion/<tab> start`),
 *   which the shell then loads instead of the production builds. `walletHost: false` leaves out the local
 *   wallet host (the benchmarks measure the shell alone); `farcasterHost: true` adds the local Farcaster client
 *   (`npm start` does), which the config then lets frame the shell. `tabsCachedForGood` serves the tabs' builds
 *   as a CDN serves a published version (every file cached for good: the bench's "published tabs").
 */
async function startStack(options = {}) {
  const host = '127.0.0.1';
  const ports = { ...DEFAULT_PORTS, ...options.ports };
  const dataDir = options.dataDir ?? process.env.DATA_DIR ?? path.join(ROOT, '.local');
  // Chain and game state reset together, never one without the other.
  if (options.reset) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const without = options.without ?? [];
  for (const name of without) {
    if (!REMOTES.includes(name))
      throw new Error(`No tab named "${name}" (config/tabs.json lists ${REMOTES.join(', ')})`);
  }
  const served = REMOTES.filter((name) => !without.includes(name));

  const withWalletHost = options.walletHost ?? true;
  const withFarcasterHost = options.farcasterHost ?? false;
  const apps = [
    'shell',
    ...served.map((r) => `remotes/${r}`),
    ...(withWalletHost ? ['dev/wallet-host'] : []),
    ...(withFarcasterHost ? ['dev/farcaster-host'] : []),
  ];
  for (const app of apps) {
    if (!fs.existsSync(path.join(ROOT, app, 'dist', 'index.html'))) {
      throw new Error(`${app} is not built: run the build first (npm start and npm test do it)`);
    }
  }
  // The shell's build lists the hashes of its page's inline scripts, which its policy allows them by.
  if (!fs.existsSync(path.join(ROOT, 'shell', 'dist', 'csp.json'))) {
    throw new Error('shell/dist has no csp.json: build the shell again (npm start and npm test do it)');
  }

  const stopping = [];
  const close = async () => {
    for (const stop of stopping.reverse()) await stop().catch(() => undefined);
  };
  try {
    const chain = startService(
      'chain',
      'dev/chain/src/main.ts',
      { DATA_DIR: dataDir, CHAIN_RPC_PORT: String(ports.chainRpc), CHAIN_WS_PORT: String(ports.chainWs) },
      /chain ready/,
      options.log,
    );
    stopping.push(chain.stop);
    await chain.ready;
    const addresses = readAddresses(dataDir);

    const origins = [ports.shell, ...REMOTES.map((r) => ports[r])].flatMap((port) => [
      `http://${host}:${port}`,
      `http://localhost:${port}`,
    ]);
    const gameApiEnv = {
      DATA_DIR: dataDir,
      GAME_API_PORT: String(ports.gameApi),
      CORS_ORIGINS: origins.join(','),
      CHAIN_RPC_URL: `http://${host}:${ports.chainRpc}`,
      APP_URI: `http://${host}:${ports.shell}`,
      // The local stack only: credits and the game clock for local play and tests (off by default).
      ENABLE_DEV_ROUTES: '1',
      // The local stack only: new accounts get the p2e starter NFTs, minted on the local chain (off by default).
      STARTER_P2E_NFTS: '1',
      ...options.gameApiEnv,
    };
    let gameApi = startService(
      'game-api',
      'dev/game-api/src/main.ts',
      gameApiEnv,
      /game-api ready/,
      options.log,
    );
    stopping.push(() => gameApi.stop());
    await gameApi.ready;

    const config = runtimeConfig({
      ports,
      addresses,
      host,
      devWallet: options.devWallet ?? true,
      walletHost: withWalletHost,
      farcasterHost: withFarcasterHost,
      without,
    });
    // A tab's standalone dev server serves this file as its /config.json (config/standalone).
    const configFile = configFileIn(dataDir);
    fs.writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
    // Each page's policy follows the config as it is now (a deploy on the CDN, a wallet allowed to frame it).
    const configNow = () => JSON.parse(fs.readFileSync(configFile, 'utf8'));
    const shellBuild = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell', 'dist', 'csp.json'), 'utf8'));
    const shell = createStaticServer({
      dir: path.join(ROOT, 'shell', 'dist'),
      port: ports.shell,
      spa: true,
      overrides: {
        '/config.json': () => fs.readFileSync(configFile, 'utf8'),
        // Farcaster clients read the app's manifest here (docs/embedding.md, "Farcaster").
        [MANIFEST_PATH]: () => JSON.stringify(farcasterManifest(configNow(), shell.url)),
      },
      pageHeaders: () => ({ 'Content-Security-Policy': shellPolicy(configNow(), shellBuild) }),
    });
    const walletHost = withWalletHost
      ? createStaticServer({
          dir: path.join(ROOT, 'dev', 'wallet-host', 'dist'),
          port: ports.walletHost,
          spa: true,
          overrides: {
            '/config.json': () =>
              JSON.stringify({ shellUrl: shell.url, rpcUrl: config.rpcUrl, mints: addresses.mints }),
          },
        })
      : null;
    const farcasterHost = withFarcasterHost
      ? createStaticServer({
          dir: path.join(ROOT, 'dev', 'farcaster-host', 'dist'),
          port: ports.farcasterHost,
          spa: true,
          overrides: { '/config.json': () => JSON.stringify({ appUrl: shell.url, rpcUrl: config.rpcUrl }) },
        })
      : null;
    const remotes = Object.fromEntries(
      served.map((name) => [
        name,
        createStaticServer({
          dir: path.join(ROOT, 'remotes', name, 'dist'),
          port: ports[name],
          pageHeaders: () => ({ 'Content-Security-Policy': tabPagePolicy(configNow()) }),
          // The bench serves the builds as a CDN serves a published version, which never changes.
          cacheForGood: () => options.tabsCachedForGood === true,
        }),
      ]),
    );
    fs.mkdirSync(cdnDirIn(dataDir), { recursive: true });
    const tabReports = tabReportsEndpoint({
      // The shell's page is the only one that reports.
      origins: [`http://${host}:${ports.shell}`, `http://localhost:${ports.shell}`],
      configNow,
      figures: createTabReportFigures({
        file: tabReportsFileIn(dataDir),
        // Every player of the local stack is one client (127.0.0.1): more page loads each to try a canary.
        perClient: Number(process.env.TAB_REPORTS_PER_CLIENT) || undefined,
      }),
    });
    const cdn = createStaticServer({
      dir: cdnDirIn(dataDir),
      port: ports.cdn,
      // A published version never changes (docs/deploying.md): its files are cached for good.
      cacheForGood: inPublishedVersion,
      pageHeaders: () => ({ 'Content-Security-Policy': tabPagePolicy(configNow()) }),
      endpoints: { [TAB_REPORTS_PATH]: tabReports },
    });
    for (const server of [shell, walletHost, farcasterHost, cdn, ...Object.values(remotes)].filter(Boolean)) {
      await server.start();
      stopping.push(() => server.stop());
    }

    return {
      ports,
      dataDir,
      addresses,
      config,
      urls: {
        shell: shell.url,
        walletHost: walletHost?.url ?? null,
        farcasterHost: farcasterHost?.url ?? null,
        cdn: cdn.url,
        gameApi: `http://${host}:${ports.gameApi}`,
        rpc: config.rpcUrl,
        rpcWs: config.wsRpcUrl,
      },
      remotes,
      /** Stops the game API only (to test the socket's reconnect). */
      stopGameApi: () => gameApi.stop(),
      /** Starts the game API again on the same port and data. */
      async startGameApi() {
        gameApi = startService(
          'game-api',
          'dev/game-api/src/main.ts',
          gameApiEnv,
          /game-api ready/,
          options.log,
        );
        await gameApi.ready;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

module.exports = {
  startStack,
  runtimeConfig,
  configFileIn,
  cdnDirIn,
  tabReportsFileIn,
  portsFromEnv,
  shiftedPorts,
  BASE_PORTS,
  DEFAULT_PORTS,
  REMOTES,
  ROOT,
};
