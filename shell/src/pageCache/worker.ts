// The page cache, the shell's service worker (shell/pageCacheWorkerPlugin.cjs builds it to /page-cache.js): a
// navigation to one of the app's routes is answered at once with the page as the last visit fetched it, while
// the page is fetched again for the next visit; the first load of the worker fetches it too. The shell's own
// scripts and styles that page names are kept beside it, stored as the worker installs so that the browser
// compiles them then and the next visit runs them from its code cache; the browser serves them from that
// cache without the worker. Every other request goes to the network without the worker (docs/performance.md,
// "The page from the last visit", "The shell's files kept with the page"). A script of its own, with no
// imports: it runs before, and apart from, the app.

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
  /** The shell's files the kept page names (hashed names: a file never changes under its name). */
  const FILES = 'companion-files-v1';
  /** The app's page: every route is this one file (the server answers each with it). */
  const PAGE = new URL('./', scope.registration.scope).href;

  /** A route of the app: within the scope, with no file extension (/config.json, an icon: the network's). */
  const isAppRoute = (url: URL): boolean =>
    url.href.startsWith(scope.registration.scope) && !/\.[a-z0-9]+$/i.test(url.pathname);

  /** What a shell file ends with: the one list the routes and the fetch handler both take it from. */
  const SHELL_FILE_EXTENSIONS = ['js', 'css'];
  const SHELL_FILE_ENDING = new RegExp(`\\.(?:${SHELL_FILE_EXTENSIONS.join('|')})$`);

  /** One of the shell's scripts or styles: in the scope, by its address alone. */
  const isShellFile = (address: string): boolean => {
    const url = new URL(address);
    return (
      url.href.startsWith(scope.registration.scope) && !url.search && SHELL_FILE_ENDING.test(url.pathname)
    );
  };

  /**
   * Keeps `response` as the page for the next visit when it is the page itself, whole and fresh, and gives
   * its text (for the files it names); undefined when it kept nothing.
   */
  async function keep(response: Response): Promise<string | undefined> {
    const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
    if (response.status !== 200 || response.type !== 'basic' || !html) return undefined;
    const text = response.clone().text();
    await (await caches.open(CACHE)).put(PAGE, response);
    return text;
  }

  /** The shell's scripts and styles a page names: same scope, by their address. */
  function filesNamedBy(html: string): Set<string> {
    const files = new Set<string>();
    for (const [, address] of html.matchAll(/\s(?:src|href)="([^"]+)"/g)) {
      const { href } = new URL(address!, PAGE);
      if (isShellFile(href)) files.add(href);
    }
    return files;
  }

  /**
   * Keeps the files the kept page names, those not kept yet, and lets go of the others (an earlier build's).
   * Only from the browser's HTTP cache: the worker downloads nothing, so it takes no bandwidth from the page
   * (a file the page is still fetching is kept at a later visit). A file not there whole is left to the
   * network.
   */
  async function keepFiles(page: string | undefined): Promise<void> {
    if (page === undefined) return;
    const named = filesNamedBy(page);
    const files = await caches.open(FILES);
    const kept = new Set((await files.keys()).map((request) => request.url));
    await Promise.all([...kept].filter((file) => !named.has(file)).map((file) => files.delete(file)));
    await Promise.all(
      [...named]
        .filter((file) => !kept.has(file))
        .map(async (file) => {
          try {
            const response = await fetch(file, { cache: 'only-if-cached', mode: 'same-origin' });
            if (response.status === 200 && response.type === 'basic') await files.put(file, response);
          } catch {
            // Not kept: the page asks the network for it, as without this worker.
          }
        }),
    );
  }

  /**
   * The page fetched from the network (revalidated as the browser does), kept for the next visit, and the
   * files it names with it; `answer` is the response as soon as it is in, `kept` once all is stored.
   */
  function fetchPage(request: RequestInfo): { answer: Promise<Response>; kept: Promise<void> } {
    const answer = fetch(request);
    const kept = answer.then((response) => keep(response.clone())).then(keepFiles);
    return { answer, kept };
  }

  /**
   * Subresources never start this worker (where the browser has the static routing API): the shell's scripts
   * and styles come from the kept files (a file not kept, from the network), the rest from the network.
   */
  async function routeAroundSubresources(event: PageCacheInstallEvent): Promise<void> {
    const files = SHELL_FILE_EXTENSIONS.map((extension) => ({
      urlPattern: `${scope.registration.scope}*.${extension}`,
    }));
    const fromFiles = files.map((condition) => ({ condition, source: { cacheName: FILES } }));
    const toNetwork = { condition: { not: { requestMode: 'navigate' } }, source: 'network' };
    try {
      await event.addRoutes?.([...fromFiles, toNetwork]);
    } catch {
      // A routing API without a named cache as a source: the files come to the fetch handler, the rest not.
      try {
        await event.addRoutes?.({
          condition: { not: { or: [{ requestMode: 'navigate' }, ...files] } },
          source: 'network',
        });
      } catch {
        // Without the routing API every request comes to the fetch handler.
      }
    }
  }

  scope.addEventListener('install', (event) => {
    event.waitUntil(
      Promise.all([
        routeAroundSubresources(event),
        fetchPage(new Request(PAGE, { cache: 'no-cache' })).kept,
      ]).then(() => scope.skipWaiting()),
    );
  });

  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((names) =>
          Promise.all(
            names.filter((name) => name !== CACHE && name !== FILES).map((name) => caches.delete(name)),
          ),
        ),
    );
  });

  scope.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'GET') return;
    if (request.mode !== 'navigate') {
      // Reached only where the routing API did not take the kept files: served here, the rest to the network.
      if (isShellFile(request.url)) {
        event.respondWith(
          caches
            .open(FILES)
            .then((files) => files.match(request.url))
            .then((kept) => kept ?? fetch(request)),
        );
      }
      return;
    }
    if (!isAppRoute(new URL(request.url))) return;
    const fresh = fetchPage(request);
    // The refresh goes on after the answer, and with it the files of a page deployed since; the worker stays up.
    event.waitUntil(fresh.kept.catch(() => undefined));
    event.respondWith(
      caches
        .open(CACHE)
        .then((cache) => cache.match(PAGE))
        .then((kept) => kept ?? fresh.answer),
    );
  });
})();
