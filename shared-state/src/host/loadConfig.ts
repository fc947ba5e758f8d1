import { runtimeConfigSchema, useConfigStore, type RuntimeConfig } from '../config';

/**
 * Fetches config.json (beside the shell's index.html, or the local stack's for a tab's standalone page), checks it,
 * and publishes it to every tab through the store.
 */
export async function loadConfig(
  url = '/config.json',
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  let body: unknown;
  try {
    const response = await fetchImpl(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    body = await response.json();
  } catch (error) {
    throw new Error(`Could not load the app configuration (${url}): ${(error as Error).message}`);
  }
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
