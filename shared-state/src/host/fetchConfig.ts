/**
 * Fetches config.json and reads it as JSON, nothing more: the shell starts this request with the page and
 * checks the answer (loadConfig.ts) only once a player signs in, so the sign-in screen loads no validator.
 */
export async function fetchConfigJson(
  url = '/config.json',
  fetchImpl: typeof fetch = fetch,
): Promise<unknown> {
  try {
    // Kept by the browser and revalidated at every read: the shell's re-reads of it while the app runs are then
    // answered 304 while it has not changed.
    const response = await fetchImpl(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await response.json();
  } catch (error) {
    throw new Error(`Could not load the app configuration (${url}): ${(error as Error).message}`);
  }
}
