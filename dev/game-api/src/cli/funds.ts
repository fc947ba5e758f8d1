import { errorBodySchema, fundsListSchema } from '@companion/shared-state/schemas';
import { configFromEnv } from '../config';

/**
 * `pnpm --filter @companion/game-api funds <walletId> <token> <delta>`: credits (or, with a negative
 * delta, debits) a wallet's in-game funds through the running server's POST /dev/funds, so its open
 * sockets receive fundsUpdated. Uses GAME_API_HOST and GAME_API_PORT like the server.
 */
async function main(argv: string[]): Promise<number> {
  const [walletId, token, delta] = argv;
  if (!walletId || !token || delta === undefined) {
    console.error('usage: funds <walletId> <GOLDY|DFL|TICKET|GOLDEN_TICKET> <delta, e.g. 12.5 or -3>');
    return 2;
  }
  const { host, port } = configFromEnv();
  const url = `http://${host}:${port}/dev/funds`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ walletId, token, delta }),
    });
  } catch {
    console.error(`no game API answers at ${url}: start it first (pnpm --filter @companion/game-api start)`);
    return 1;
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = errorBodySchema.safeParse(body);
    console.error(`refused (${response.status}): ${error.success ? error.data.error : 'unexpected answer'}`);
    return 1;
  }
  for (const { mint, amount } of fundsListSchema.parse(body)) console.log(`${amount.padStart(24)}  ${mint}`);
  return 0;
}

main(process.argv.slice(2)).then((code) => process.exit(code));
