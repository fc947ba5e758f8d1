import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureFundsLatency } from '../load/measureFundsLatency';
import { measureSignIns } from '../load/measureSignIns';
import { startServerProcess, type ServerProcess } from '../load/startServerProcess';

/**
 * `pnpm --filter @companion/game-api load [--wallets 500] [--sockets 1000] [--credits 500]
 *   [--concurrency 20] [--max-seconds 90] [--json]`
 * A bounded load test on loopback: starts its own game API process on a temporary database (auth rate
 * limit raised), measures sign-ins per second, then the latency from a credit to fundsUpdated with
 * the given number of sockets open, for credits one at a time and `concurrency` at a time. Stops starting work after --max-seconds.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      wallets: { type: 'string', default: '500' },
      sockets: { type: 'string', default: '1000' },
      credits: { type: 'string', default: '500' },
      concurrency: { type: 'string', default: '20' },
      'max-seconds': { type: 'string', default: '90' },
      json: { type: 'boolean', default: false },
    },
  });
  const count = (name: keyof typeof values) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
    return value;
  };
  const deadline = Date.now() + count('max-seconds') * 1000;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'game-api-load-'));
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess({
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT: '1000000000',
      SOCKETS_PER_ADDRESS: '1000000',
    });
    const wsUrl = `${server.url.replace(/^http/, 'ws')}/notifications`;
    const signIns = await measureSignIns(`${server.url}/auth`, {
      wallets: count('wallets'),
      concurrency: count('concurrency'),
      deadline,
      warmUp: 100,
    });
    const latency = await measureFundsLatency({ url: server.url, wsUrl }, signIns.sessions, {
      sockets: count('sockets'),
      rounds: [
        { credits: count('credits'), concurrency: 1 },
        { credits: count('credits'), concurrency: count('concurrency') },
      ],
      deadline,
    });
    const figures = {
      machineCores: os.cpus().length,
      signIns: signIns.figures,
      creditToFundsUpdated: latency,
    };
    if (values.json) {
      console.log(JSON.stringify(figures));
      return;
    }
    const s = signIns.figures;
    console.log(`machine: ${figures.machineCores} cores, loopback, server in its own process`);
    console.log(
      `sign-ins: ${s.newWalletSignInsPerSecond}/s new wallets (nonce + sign-up + sign-in), ` +
        `${s.returningSignInsPerSecond}/s returning (nonce + sign-in, p95 ${s.returningSignInP95Ms} ms); ` +
        `${s.wallets} wallets, ${s.concurrency} at a time`,
    );
    for (const round of latency) {
      console.log(
        `credit → fundsUpdated with ${round.openSockets} open sockets over ${round.wallets} wallets, ` +
          `${round.concurrency} credit(s) at a time: p50 ${round.p50Ms} ms, p95 ${round.p95Ms} ms, ` +
          `p99 ${round.p99Ms} ms, max ${round.maxMs} ms (${round.credits} credits, ${round.deliveries} deliveries)`,
      );
    }
  } finally {
    server?.child.kill('SIGTERM');
    await server?.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`load test failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
