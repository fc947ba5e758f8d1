import { GameApiError } from '@companion/shared-state';

/**
 * Tells the server about a confirmed transaction. The server reads it from the chain, which may lag a
 * moment behind the wallet's confirmation: a 404 ("not found on chain yet") is asked again a few times.
 * Repeating is safe: every call is credited once per signature.
 */
export async function afterLanding<T>(call: () => Promise<T>, attempts = 10, delayMs = 500): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof GameApiError) || error.status !== 404 || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
