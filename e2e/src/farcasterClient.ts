import fs from 'node:fs';
import path from 'node:path';
import type { Stack, StaticServer } from './stack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createStaticServer } = require('../../scripts/lib/static-server.cjs') as {
  createStaticServer: (options: {
    dir: string;
    port: number;
    spa?: boolean;
    overrides?: Record<string, () => string>;
  }) => StaticServer;
};

const DIST = path.resolve(__dirname, '..', '..', 'dev', 'farcaster-host', 'dist');

/**
 * The local Farcaster client (dev/farcaster-host) beside a test stack, opening the stack's shell as a mini
 * app. Its origin is allowed to frame the shell the way an operator allows a Farcaster web client: in the
 * running config's `farcaster.clientOrigins`, which the shell's page policy follows at once.
 */
export async function startFarcasterClient(stack: Stack, port: number): Promise<StaticServer> {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    throw new Error('dev/farcaster-host is not built: run the build first (npm start and npm test do it)');
  }
  const client = createStaticServer({
    dir: DIST,
    port,
    spa: true,
    overrides: {
      '/config.json': () => JSON.stringify({ appUrl: stack.urls.shell, rpcUrl: stack.urls.rpc }),
    },
  });
  const configFile = path.join(stack.dataDir, 'config.json');
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as Record<string, unknown>;
  config.farcaster = { clientOrigins: [new URL(client.url).origin] };
  fs.writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  await client.start();
  return client;
}
