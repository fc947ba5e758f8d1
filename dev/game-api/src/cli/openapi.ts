import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { OPENAPI_FILE, OPENAPI_PATH } from '../http/openApi';
import { startGameApi } from '../server';

/**
 * `pnpm --filter @companion/game-api openapi`: writes openapi.json, the HTTP reference the game API generates
 * from the route declarations, as a game API with the dev routes on serves it (on a scratch data directory).
 */
async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'game-api-openapi-'));
  const server = await startGameApi({ dataDir, port: 0, logLevel: 'silent', enableDevRoutes: true });
  try {
    const response = await fetch(`${server.url}${OPENAPI_PATH}`);
    if (!response.ok) throw new Error(`${OPENAPI_PATH} answered ${response.status}`);
    const text = JSON.stringify(await response.json());
    const options = (await resolveConfig(OPENAPI_FILE)) ?? {};
    fs.writeFileSync(OPENAPI_FILE, await format(text, { ...options, filepath: OPENAPI_FILE }));
    console.log(`wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
