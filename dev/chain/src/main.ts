// The chain as a process: `pnpm --filter @companion/dev-chain start`, or started by the local stack launcher,
// which waits for the "chain ready" line.
import { chainEnvironment } from './config';
import { startChain } from './server';

async function main(): Promise<void> {
  const env = chainEnvironment();
  const chain = await startChain({
    dataDir: env.dataDir,
    host: env.host,
    rpcPort: env.rpcPort,
    wsPort: env.wsPort,
    accountDir: env.accountDir,
  });
  console.log(`chain ready ${chain.rpcUrl} ${chain.wsUrl}`);
  console.log(`  data ${chain.dataDir}  stack ${chain.addresses.stackId}`);
  for (const [symbol, mint] of Object.entries(chain.addresses.mints))
    console.log(`  ${symbol.padEnd(8)} ${mint}`);

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    chain
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(`chain: could not save its state on ${signal}:`, error);
        process.exit(1);
      });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error('chain failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
