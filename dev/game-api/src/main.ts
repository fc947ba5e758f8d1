import { configFromEnv } from './config';
import { startGameApi } from './server';

/** `pnpm --filter @companion/game-api start`: the game API on GAME_API_HOST:GAME_API_PORT. */
async function main(): Promise<void> {
  const server = await startGameApi(configFromEnv());
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
