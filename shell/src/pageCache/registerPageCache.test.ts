import { PAGE_CACHE_WORKER, registerPageCache, type WorkerContainer } from './registerPageCache';

function container(scripts: string[] = []) {
  const registered: [string, { scope: string }][] = [];
  const unregistered: string[] = [];
  const fake: WorkerContainer = {
    register: async (url, options) => void registered.push([url, options]),
    getRegistrations: async () =>
      scripts.map((scriptURL) => ({
        active: { scriptURL },
        unregister: async () => {
          unregistered.push(scriptURL);
          return true;
        },
      })),
  };
  return { fake, registered, unregistered };
}

describe('registerPageCache', () => {
  it('registers the page cache’s worker for the whole app', async () => {
    const { fake, registered } = container();
    await registerPageCache(fake, true);
    expect(registered).toEqual([['/page-cache.js', { scope: '/' }]]);
    expect(PAGE_CACHE_WORKER).toBe('/page-cache.js');
  });

  it('in a build without it: removes the worker an earlier build registered, and only that one', async () => {
    const { fake, registered, unregistered } = container([
      'https://play.example/page-cache.js',
      'https://play.example/other-worker.js',
    ]);
    await registerPageCache(fake, false);
    expect(registered).toEqual([]);
    expect(unregistered).toEqual(['https://play.example/page-cache.js']);
  });

  it('goes on without it where the browser has no service workers or refuses one', async () => {
    await expect(registerPageCache(undefined, true)).resolves.toBeUndefined();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusing: WorkerContainer = {
      register: async () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      getRegistrations: async () => [],
    };
    await expect(registerPageCache(refusing, true)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('The page cache is not available here', expect.any(DOMException));
    warn.mockRestore();
  });
});
