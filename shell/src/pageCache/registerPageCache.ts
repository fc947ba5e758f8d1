/** Whether this build keeps the page for the next visit (shell/pageCacheWorkerPlugin.cjs; `COMPANION_PAGE_CACHE=0`: not). */
declare const __PAGE_CACHE__: boolean;

/** The page cache's worker, as shell/pageCacheWorkerPlugin.cjs writes it beside index.html. */
export const PAGE_CACHE_WORKER = '/page-cache.js';

/** What this uses of `navigator.serviceWorker`. */
export interface WorkerContainer {
  register(url: string, options: { scope: string }): Promise<unknown>;
  getRegistrations(): Promise<
    readonly { active: { scriptURL: string } | null; unregister(): Promise<boolean> }[]
  >;
}

/**
 * The next visit opens from the page this one fetched (./worker.ts): its worker registered, for the whole app.
 * A build without the page cache removes the worker an earlier build registered, so that the visit after
 * next is served by the network again. A browser without service workers, or one that refuses (a private
 * window, storage off), goes on as before.
 */
export async function registerPageCache(
  container: WorkerContainer | undefined = navigator.serviceWorker,
  enabled: boolean = __PAGE_CACHE__,
): Promise<void> {
  if (!container) return;
  try {
    if (enabled) {
      await container.register(PAGE_CACHE_WORKER, { scope: '/' });
      return;
    }
    const registrations = await container.getRegistrations();
    const ours = registrations.filter(({ active }) => active?.scriptURL.endsWith(PAGE_CACHE_WORKER));
    await Promise.all(ours.map((registration) => registration.unregister()));
  } catch (error) {
    console.warn('The page cache is not available here', error);
  }
}
