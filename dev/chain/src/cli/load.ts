// Load test: `pnpm --filter @companion/dev-chain exec tsx src/cli/load.ts [--clients 8] [--transfers 50]
// [--time-limit 60] [--json] [--rpc URL --ws URL [--mint ADDRESS]]`. Without --rpc it starts its own chain
// process in a temporary directory on free ports.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultDataDir } from '../config';
import { describeLoadResult, runLoadTest } from '../load/runLoadTest';
import type { LoadTestResult } from '../load/runLoadTest';
import { dataPaths } from '../state/dataPaths';
import { spawnChainProcess } from '../load/spawnChainProcess';
import { numberOption, parseArgs } from './args';

async function main(): Promise<void> {
  const { options } = parseArgs(process.argv.slice(2));
  const settings = {
    clients: numberOption(options, 'clients', 8),
    transfersPerClient: numberOption(options, 'transfers', 50),
    timeLimitMs: numberOption(options, 'time-limit', 60) * 1000,
  };
  let result: LoadTestResult;
  const rpcUrl = options.get('rpc');
  if (rpcUrl) {
    const wsUrl = options.get('ws');
    if (!wsUrl) throw new Error('--ws is required with --rpc');
    const mint =
      options.get('mint') ??
      (
        JSON.parse(fs.readFileSync(dataPaths(defaultDataDir()).addresses, 'utf8')) as {
          mints: { DFL: string };
        }
      ).mints.DFL;
    result = await runLoadTest({ rpcUrl, wsUrl, mint, ...settings });
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-chain-load-'));
    const chain = await spawnChainProcess(dataDir);
    try {
      result = await runLoadTest({
        rpcUrl: chain.rpcUrl,
        wsUrl: chain.wsUrl,
        mint: chain.addresses.mints.DFL,
        ...settings,
      });
    } finally {
      await chain.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (options.has('json')) console.log(JSON.stringify({ ...result, cpus: os.cpus().length }));
  else console.log(`${describeLoadResult(result)} (${os.cpus().length} cores)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
