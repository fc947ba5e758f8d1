import { runtimeConfigSchema, type RuntimeConfig } from '../config';
import { useConfigStore } from '../configStore';
import { fetchConfigJson } from './fetchConfig';

/**
 * Checks a config.json body and publishes it to every tab through the store; throws a message naming the
 * first invalid field.
 */
export function applyConfig(body: unknown): RuntimeConfig {
  const parsed = runtimeConfigSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `The app configuration is invalid: ${issue?.path.join('.') || 'root'}: ${issue?.message}`,
    );
  }
  useConfigStore.getState().setConfig(parsed.data);
  return parsed.data;
}

/**
 * Fetches config.json (beside the shell's index.html, or the local stack's for a tab's standalone page), checks it,
 * and publishes it to every tab through the store.
 */
export async function loadConfig(
  url = '/config.json',
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  return applyConfig(await fetchConfigJson(url, fetchImpl));
}
