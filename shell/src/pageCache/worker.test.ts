/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The worker as the build writes it (../../pageCacheWorkerPlugin.cjs; its bundler loads outside Jest only). */
const WORKER_SCRIPT = execFileSync(
  process.execPath,
  ['-e', "process.stdout.write(require('./pageCacheWorkerPlugin.cjs').compileWorker(false))"],
  { cwd: path.join(__dirname, '../..'), encoding: 'utf8' },
);

const SCOPE = 'https://play.example/';

type Listener = (event: never) => void;

/** A response as the worker sees it: status, type, content type; `clone` answers itself. */
function response(
  body: string,
  { status = 200, type = 'basic', contentType = 'text/html; charset=utf-8' } = {},
) {
  const answer = {
    body,
    status,
    type,
    headers: new Headers({ 'content-type': contentType }),
    clone: () => answer,
    text: async () => body,
  };
  return answer;
}
type FakeResponse = ReturnType<typeof response>;

/** The worker's script run in a fake scope: its listeners, its cache storage and the network it fetches from. */
function startWorker({
  network = async (_url: string): Promise<FakeResponse> => response('<html>new</html>'),
  routes = true as boolean | 'no named cache',
} = {}) {
  const listeners: Record<string, Listener> = {};
  const stores = new Map<string, Map<string, FakeResponse>>();
  const fetched: { url: string; cache?: string }[] = [];
  const read: string[] = [];
  const routed: unknown[] = [];
  let skipped = false;
  const scope = {
    registration: { scope: SCOPE },
    skipWaiting: async () => {
      skipped = true;
    },
    addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
  };
  const caches = {
    open: async (name: string) => {
      const store = stores.get(name) ?? new Map<string, FakeResponse>();
      stores.set(name, store);
      return {
        put: async (url: string, answer: FakeResponse) => void store.set(url, answer),
        match: async (url: string) => {
          read.push(`${name} ${url}`);
          return store.get(url);
        },
        keys: async () => [...store.keys()].map((url) => ({ url })),
        delete: async (url: string) => store.delete(url),
      };
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const fetchFrom = async (request: string | { url: string; cache?: string }, init?: { cache?: string }) => {
    const { url, cache } = typeof request === 'string' ? { url: request, cache: init?.cache } : request;
    fetched.push({ url, cache });
    return network(url);
  };
  class FakeRequest {
    constructor(
      readonly url: string,
      readonly init: { cache?: string } = {},
    ) {}
    get cache() {
      return this.init.cache;
    }
  }
  new Function('self', 'caches', 'fetch', 'Request', WORKER_SCRIPT)(scope, caches, fetchFrom, FakeRequest);

  /** Dispatches an extendable event; answers once all the work it was given is done. */
  async function dispatch(type: string, fields: Record<string, unknown> = {}) {
    const work: Promise<unknown>[] = [];
    let answered: Promise<FakeResponse> | undefined;
    const event = {
      ...fields,
      waitUntil: (promise: Promise<unknown>) => work.push(promise),
      respondWith: (promise: Promise<FakeResponse>) => (answered = promise),
      ...(routes
        ? {
            addRoutes: async (rules: unknown) => {
              if (routes === 'no named cache' && JSON.stringify(rules).includes('cacheName'))
                throw new TypeError('Invalid source');
              routed.push(rules);
            },
          }
        : {}),
    };
    listeners[type]!(event as never);
    const answer = await answered;
    await Promise.all(work);
    return answer;
  }
  const navigate = (path: string, { mode = 'navigate', method = 'GET' } = {}) =>
    dispatch('fetch', { request: { url: new URL(path, SCOPE).href, mode, method } });
  const kept = async () => stores.get('companion-page-v1')?.get(SCOPE);
  const keptFiles = () => [...(stores.get('companion-files-v1')?.keys() ?? [])].sort();
  return { dispatch, navigate, kept, keptFiles, fetched, read, routed, stores, skipped: () => skipped };
}

describe('the page cache’s worker', () => {
  it('at install: keeps the page, revalidated, routes every other request around itself, and takes over', async () => {
    const worker = startWorker();
    await worker.dispatch('install');
    expect(worker.fetched).toEqual([{ url: SCOPE, cache: 'no-cache' }]);
    expect((await worker.kept())?.body).toBe('<html>new</html>');
    expect(worker.routed).toEqual([
      [
        { condition: { urlPattern: `${SCOPE}*.js` }, source: { cacheName: 'companion-files-v1' } },
        { condition: { urlPattern: `${SCOPE}*.css` }, source: { cacheName: 'companion-files-v1' } },
        { condition: { not: { requestMode: 'navigate' } }, source: 'network' },
      ],
    ]);
    expect(worker.skipped()).toBe(true);
  });

  it("at install: keeps the shell's scripts and styles the page names, and nothing else", async () => {
    const page = [
      '<script defer src="/main.1a2b.js"></script>',
      '<link rel="prefetch" href="/844.be9f.js"><link rel="prefetch" href="/844.be9f.js">',
      '<link rel="stylesheet" href="/main.98.css"><link rel="icon" href="/icons/dfl.webp">',
      '<script src="https://elsewhere.example/tab.js"></script><link href="/x.js?v=2">',
    ].join('');
    const worker = startWorker({
      network: async (url) =>
        url === SCOPE ? response(page) : response(`// ${url}`, { contentType: 'text/javascript' }),
    });
    await worker.dispatch('install');
    expect(worker.keptFiles()).toEqual([
      `${SCOPE}844.be9f.js`,
      `${SCOPE}main.1a2b.js`,
      `${SCOPE}main.98.css`,
    ]);
    // Each from the browser's HTTP cache only: the worker downloads nothing of its own.
    expect(
      worker.fetched.filter(({ url }) => url !== SCOPE).sort((a, b) => a.url.localeCompare(b.url)),
    ).toEqual(worker.keptFiles().map((url) => ({ url, cache: 'only-if-cached' })));
  });

  it('a file that does not arrive whole, or at all, is left to the network; the worker installs', async () => {
    const worker = startWorker({
      network: async (url) => {
        if (url === SCOPE)
          return response(
            '<script src="/a.js"></script><script src="/b.js"></script><script src="/c.js"></script>',
          );
        if (url.endsWith('c.js')) throw new TypeError('Failed to fetch');
        return response('', { status: url.endsWith('a.js') ? 404 : 200 });
      },
    });
    await worker.dispatch('install');
    expect(worker.keptFiles()).toEqual([`${SCOPE}b.js`]);
    expect(worker.skipped()).toBe(true);
  });

  it("a deployed page's files replace the last build's, each fetched once", async () => {
    let page = '<script src="/main.1.js"></script><link rel="prefetch" href="/same.js">';
    const worker = startWorker({
      network: async (url) => response(url === SCOPE || !url.endsWith('.js') ? page : `// ${url}`),
    });
    await worker.dispatch('install');
    page = '<script src="/main.2.js"></script><link rel="prefetch" href="/same.js">';
    await worker.navigate('/');
    expect(worker.keptFiles()).toEqual([`${SCOPE}main.2.js`, `${SCOPE}same.js`]);
    expect(worker.fetched.filter(({ url }) => url.endsWith('same.js'))).toHaveLength(1);
  });

  it('where the routing API takes no named cache, the files come to the fetch handler', async () => {
    const worker = startWorker({
      routes: 'no named cache',
      network: async (url) => response(url === SCOPE ? '<script src="/main.1.js"></script>' : 'net'),
    });
    await worker.dispatch('install');
    expect(worker.routed).toEqual([
      {
        condition: {
          not: {
            or: [
              { requestMode: 'navigate' },
              { urlPattern: `${SCOPE}*.js` },
              { urlPattern: `${SCOPE}*.css` },
            ],
          },
        },
        source: 'network',
      },
    ]);
    const file = (path: string) =>
      worker.dispatch('fetch', { request: { url: `${SCOPE}${path}`, mode: 'no-cors', method: 'GET' } });
    expect((await file('main.1.js'))?.body).toBe('net');
    const fetches = worker.fetched.length;
    expect((await file('main.1.js'))?.body).toBe('net');
    expect(worker.fetched).toHaveLength(fetches);
    expect((await file('other.js'))?.body).toBe('net');
    expect(worker.fetched).toHaveLength(fetches + 1);
  });

  it('installs where the browser has no routing API', async () => {
    const worker = startWorker({ routes: false });
    await worker.dispatch('install');
    expect(worker.skipped()).toBe(true);
    expect((await worker.kept())?.body).toBe('<html>new</html>');
  });

  it('answers a route with the kept page at once and keeps the page fetched meanwhile for the next visit', async () => {
    let page = '<html>first</html>';
    const worker = startWorker({ network: async () => response(page) });
    await worker.dispatch('install');
    page = '<html>deployed</html>';
    expect((await worker.navigate('/staking/plan?from=home'))?.body).toBe('<html>first</html>');
    expect(worker.fetched.at(-1)!.url).toBe(`${SCOPE}staking/plan?from=home`);
    expect((await worker.kept())?.body).toBe('<html>deployed</html>');
    expect((await worker.navigate('/'))?.body).toBe('<html>deployed</html>');
  });

  it('reads the kept page once a visit, to answer: the files come from the page it fetched', async () => {
    let page = '<script src="/main.1.js"></script>';
    const worker = startWorker({ network: async (url) => response(url === SCOPE ? page : `// ${url}`) });
    await worker.dispatch('install');
    expect(worker.read).toEqual([]);
    page = '<script src="/main.2.js"></script>';
    await worker.navigate('/');
    expect(worker.read).toEqual([`companion-page-v1 ${SCOPE}`]);
    expect(worker.keptFiles()).toEqual([`${SCOPE}main.2.js`]);
  });

  it('with no page kept, answers from the network and keeps that page', async () => {
    const worker = startWorker();
    expect((await worker.navigate('/'))?.body).toBe('<html>new</html>');
    expect((await worker.kept())?.body).toBe('<html>new</html>');
  });

  it('keeps only a whole page: not an error, a redirect or another type', async () => {
    let next = response('<html>good</html>');
    const worker = startWorker({ network: async () => next });
    await worker.dispatch('install');
    for (const bad of [
      response('oops', { status: 500 }),
      response('', { status: 0, type: 'opaqueredirect' }),
      response('{}', { contentType: 'application/json' }),
    ]) {
      next = bad;
      await worker.navigate('/');
      expect((await worker.kept())?.body).toBe('<html>good</html>');
    }
  });

  it('leaves to the network what is not a navigation to one of the app’s routes', async () => {
    const worker = startWorker();
    await worker.dispatch('install');
    expect(await worker.navigate('/config.json')).toBeUndefined();
    expect(await worker.navigate('/icons/dfl.webp')).toBeUndefined();
    expect(await worker.navigate('/', { mode: 'cors' })).toBeUndefined();
    expect(await worker.navigate('/', { method: 'POST' })).toBeUndefined();
    expect(await worker.navigate('https://elsewhere.example/')).toBeUndefined();
    expect(worker.fetched).toHaveLength(1);
  });

  it('a network that fails answers with the kept page, and fails only where none is kept', async () => {
    let down = false;
    const worker = startWorker({
      network: async () => {
        if (down) throw new TypeError('Failed to fetch');
        return response('<html>kept</html>');
      },
    });
    await worker.dispatch('install');
    down = true;
    expect((await worker.navigate('/'))?.body).toBe('<html>kept</html>');
    const empty = startWorker({
      network: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(empty.navigate('/')).rejects.toThrow('Failed to fetch');
  });

  it('at activation: drops the caches of other layouts, keeping the page and its files', async () => {
    const worker = startWorker();
    await worker.dispatch('install');
    worker.stores.set('companion-page-v0', new Map());
    await worker.dispatch('activate');
    expect([...worker.stores.keys()].sort()).toEqual(['companion-files-v1', 'companion-page-v1']);
  });
});
