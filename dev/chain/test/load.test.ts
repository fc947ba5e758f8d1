import fs from 'node:fs';
import { describeLoadResult, runLoadTest } from '../src/load/runLoadTest';
import { spawnChainProcess } from '../src/load/spawnChainProcess';
import type { ChainProcess } from '../src/load/spawnChainProcess';
import { tempDataDir } from './support/testChain';

jest.setTimeout(60_000);

let chain: ChainProcess;
const dataDir = tempDataDir();
beforeAll(async () => {
  // The chain in its own process (started by src/main.ts as the launcher does), the clients in this one.
  chain = await spawnChainProcess(dataDir);
});
afterAll(async () => {
  await chain?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// Figures are printed, not asserted: they depend on what else the machine is doing. What is asserted is
// that every transfer started within the cap was confirmed.
it('confirms 8 concurrent clients × 50 SPL transfers over loopback, within a time cap', async () => {
  const result = await runLoadTest({
    rpcUrl: chain.rpcUrl,
    wsUrl: chain.wsUrl,
    mint: chain.addresses.mints.DFL,
    clients: 8,
    transfersPerClient: 50,
    timeLimitMs: 25_000,
  });
  console.log(`load: ${describeLoadResult(result)}`);
  expect(result.failed).toBe(0);
  expect(result.confirmed).toBe(result.attempted);
  expect(result.confirmed).toBeGreaterThan(0);
  if (!result.timedOut) expect(result.confirmed).toBe(400);
});
