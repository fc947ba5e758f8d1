// Starts the whole local stack on 127.0.0.1: chain, game API, the shell and each remote on its own
// origin. Used by `npm start`, the end-to-end tests and the benchmarks, so all three run the same thing.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { createStaticServer } = require('./static-server.cjs');

const ROOT = path.join(__dirname, '..', '..');
const REMOTES = ['home', 'transfer', 'inventory', 'staking', 'raffles'];

const DEFAULT_PORTS = {
  chainRpc: Number(process.env.CHAIN_RPC_PORT ?? 8899),
  chainWs: Number(process.env.CHAIN_WS_PORT ?? 8900),
  gameApi: Number(process.env.GAME_API_PORT ?? 8787),
  shell: Number(process.env.SHELL_PORT ?? 3000),
  home: Number(process.env.HOME_PORT ?? 3001),
  transfer: Number(process.env.TRANSFER_PORT ?? 3002),
  inventory: Number(process.env.INVENTORY_PORT ?? 3003),
  staking: Number(process.env.STAKING_PORT ?? 3004),
  raffles: Number(process.env.RAFFLES_PORT ?? 3005),
};

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

/** The shell's config.json for this stack (DESIGN §3). */
function runtimeConfig({ ports, addresses, host, devWallet }) {
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
      REMOTES.map((name) => [name, `http://${host}:${ports[name]}/remoteEntry.js`]),
    ),
    devWallet,
  };
}

/**
 * @param {{ dataDir?: string, reset?: boolean, ports?: Partial<typeof DEFAULT_PORTS>, devWallet?: boolean,
 *   log?: (name: string, text: string) => void, gameApiEnv?: Record<string, string> }} [options]
 */
async function startStack(options = {}) {
  const host = '127.0.0.1';
  const ports = { ...DEFAULT_PORTS, ...options.ports };
  const dataDir = options.dataDir ?? process.env.DATA_DIR ?? path.join(ROOT, '.local');
  // Chain and game state reset together, never one without the other.
  if (options.reset) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });

  for (const app of ['shell', ...REMOTES.map((r) => `remotes/${r}`)]) {
    if (!fs.existsSync(path.join(ROOT, app, 'dist', 'index.html'))) {
      throw new Error(`${app} is not built: run the build first (npm start and npm test do it)`);
    }
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

    const config = runtimeConfig({ ports, addresses, host, devWallet: options.devWallet ?? true });
    const shell = createStaticServer({
      dir: path.join(ROOT, 'shell', 'dist'),
      port: ports.shell,
      spa: true,
      overrides: { '/config.json': () => JSON.stringify(config) },
    });
    const remotes = Object.fromEntries(
      REMOTES.map((name) => [
        name,
        createStaticServer({ dir: path.join(ROOT, 'remotes', name, 'dist'), port: ports[name] }),
      ]),
    );
    for (const server of [shell, ...Object.values(remotes)]) {
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

module.exports = { startStack, DEFAULT_PORTS, REMOTES, ROOT };
