import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { dataPaths } from '../state/dataPaths';
import type { GameAddresses } from '../seed/gameState';

export interface ChainProcess {
  rpcUrl: string;
  wsUrl: string;
  addresses: GameAddresses;
  stop(): Promise<void>;
}

const READY = /chain ready (\S+) (\S+)/;
const MAIN = path.join(__dirname, '..', 'main.ts');

/**
 * Starts the chain as its own process (src/main.ts through tsx) on free ports, as the local stack does, so
 * a benchmark's clients and the server do not share one event loop.
 */
export function spawnChainProcess(dataDir: string, timeoutMs = 30_000): Promise<ChainProcess> {
  const tsx = require.resolve('tsx/cli');
  const child = spawn(process.execPath, [tsx, MAIN], {
    env: { ...process.env, DATA_DIR: dataDir, CHAIN_RPC_PORT: '0', CHAIN_WS_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the chain did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      const addresses = JSON.parse(fs.readFileSync(dataPaths(dataDir).addresses, 'utf8')) as GameAddresses;
      resolve({ rpcUrl: match[1] as string, wsUrl: match[2] as string, addresses, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the chain exited (code ${String(code)}) before it was ready:\n${output}`));
    });
  });
}
