// The page cache, the shell's service worker (shell/pageCacheWorkerPlugin.cjs builds it to /page-cache.js): a
// navigation to one of the app's routes is answered at once with the page as the last visit fetched it, while
// the page is fetched again for the next visit; the first load of the worker fetches it too. Only navigations
// come here: everything else goes to the network without the worker (docs/performance.md, "The page from the
// last visit"). A script of its own, with no imports: it runs before, and apart from, the app.

/** What this worker uses of its global scope (ServiceWorkerGlobalScope). */
interface PageCacheScope {
  registration: { scope: string };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: PageCacheInstallEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: PageCacheExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: PageCacheFetchEvent) => void): void;
}
interface PageCacheExtendableEvent {
  waitUntil(work: Promise<unknown>): void;
}
interface PageCacheInstallEvent extends PageCacheExtendableEvent {
  /** The static routing API (where there is one): which requests skip the worker. */
  addRoutes?: (routes: unknown) => Promise<void>;
}
interface PageCacheFetchEvent extends PageCacheExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}

(() => {
  const scope = self as unknown as PageCacheScope;
  /** The cache's name; a page cached by another layout of this worker is dropped at activation. */
  const CACHE = 'companion-page-v1';
  /** The app's page: every route is this one file (the server answers each with it). */
  const PAGE = new URL('./', scope.registration.scope).href;

  /** A route of the app: within the scope, with no file extension (/config.json, an icon: the network's). */
  const isAppRoute = (url: URL): boolean =>
    url.href.startsWith(scope.registration.scope) && !/\.[a-z0-9]+$/i.test(url.pathname);

  /** Keeps `response` as the page for the next visit when it is the page itself, whole and fresh. */
  async function keep(response: Response): Promise<void> {
    const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
    if (response.status !== 200 || response.type !== 'basic' || !html) return;
    const cache = await caches.open(CACHE);
    await cache.put(PAGE, response);
  }

  /** The page fetched from the network (revalidated as the browser does), kept for the next visit. */
  async function fetchPage(request: RequestInfo): Promise<Response> {
    const response = await fetch(request);
    await keep(response.clone());
    return response;
  }

  /** Subresources never start this worker: they go to the network as if it were not there (where supported). */
  async function routeAroundSubresources(event: PageCacheInstallEvent): Promise<void> {
    try {
      await event.addRoutes?.({ condition: { not: { requestMode: 'navigate' } }, source: 'network' });
    } catch {
      // Without the routing API every request comes to the fetch handler, which lets all but navigations pass.
    }
  }

  scope.addEventListener('install', (event) => {
    event.waitUntil(
      Promise.all([routeAroundSubresources(event), fetchPage(new Request(PAGE, { cache: 'no-cache' }))]).then(
        () => scope.skipWaiting(),
      ),
    );
  });

  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((names) =>
          Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))),
        ),
    );
  });

  scope.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.mode !== 'navigate' || request.method !== 'GET' || !isAppRoute(new URL(request.url))) return;
    const fresh = fetchPage(request);
    // The refresh goes on after the answer; the worker stays up for it.
    event.waitUntil(fresh.catch(() => undefined));
    event.respondWith(
      caches
        .open(CACHE)
        .then((cache) => cache.match(PAGE))
        .then((kept) => kept ?? fresh),
    );
  });
})();
