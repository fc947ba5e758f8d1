import { configFromEnv } from './config';
import { startGameApi } from './server';

/** `pnpm --filter @companion/game-api start`: the game API on GAME_API_HOST:GAME_API_PORT. */
async function main(): Promise<void> {
  const config = configFromEnv();
  const server = await startGameApi(config);
  console.log(
    config.enableDevRoutes
      ? 'game-api dev routes ON (ENABLE_DEV_ROUTES=1): /dev/funds and /dev/clock answer this machine; never deploy this'
      : 'game-api dev routes off (ENABLE_DEV_ROUTES=1 turns them on for local play)',
  );
  console.log(`game-api ready ${server.url}`);

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (stopping) return;
      stopping = true;
      void server.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(`game-api could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
