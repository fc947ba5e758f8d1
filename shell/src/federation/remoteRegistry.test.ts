import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION } from '@companion/shared-state';
import { useLoginStore } from '@companion/shared-state/host';
import { loadRemoteApp, registerTabRemotes } from './remoteRegistry';
import { setRemotes } from './remoteConfig';
import { IncompatibleTabError } from './IncompatibleTabError';
import { CONTAINER_RUNTIME_VERSION } from './containerRuntimeVersion';
import { useLoadedRemotes } from './loadedRemotes';
import { canaryBucket } from './pickVersion';
import { prefetchShared } from './sharedModules';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ default: () => null })),
  registerRemotes: jest.fn(),
}));
// The runtime's start (its shared singletons) is the build's business; here only the registry's own rules.
jest.mock('./hostRuntime', () => ({ startHostRuntime: jest.fn() }));
jest.mock('./sharedModules', () => ({ prefetchShared: jest.fn() }));

const manifests = new Map<string, object>();
const CONFIG = {
  authUrl: 'http://127.0.0.1:8787/auth',
  apiUrl: 'http://127.0.0.1:8787/api',
  notificationsUrl: 'ws://127.0.0.1:8787/notifications',
  rpcUrl: 'http://127.0.0.1:8899',
  cluster: 'localnet',
  mints: { DFL: 'a', GOLDY: 'b', USDC: 'c', DFL_USDC: 'd' },
};
/** A build's manifest; its App's files content-hashed, or named as config/rspack.app.js names them. */
const manifest = (
  version: string,
  contract: string,
  hashed = true,
  federationRuntime = CONTAINER_RUNTIME_VERSION,
) => ({
  metaData: {
    publicPath: 'auto',
    buildInfo: { buildVersion: version, commit: 'abc123', contract, federationRuntime },
  },
  shared: [{ name: 'react' }, { name: '@solana/spl-token' }],
  exposes: [
    {
      path: './App',
      assets: {
        js: {
          sync: [hashed ? '__federation_expose_App.1a2b3c4d.js' : '__federation_expose_App.js'],
          async: ['later.js'],
        },
        css: {
          sync: [hashed ? '__federation_expose_App.5e6f7a8b.css' : '__federation_expose_App.css'],
          async: [],
        },
      },
    },
  ],
});
const preloaded = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [link.as, link.href]);

beforeEach(() => {
  manifests.clear();
  document.head.innerHTML = '';
  jest.mocked(registerRemotes).mockClear();
  jest.mocked(loadRemote).mockClear();
  jest.mocked(prefetchShared).mockClear();
  useLoadedRemotes.setState({ loaded: {}, outdated: {} });
  useLoginStore.getState().setPublicKey('PlayerKey');
  globalThis.fetch = jest.fn(async (url: string | URL | Request) => {
    const body = manifests.get(String(url));
    return new Response(JSON.stringify(body ?? {}), { status: body ? 200 : 404 });
  }) as typeof fetch;
});

const [major, minor] = CONTRACT_VERSION.split('.').map(Number) as [number, number];

/** The next frame painted, and the task queued from it (shared-state's afterNextPaint). */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('the remote registry', () => {
  it('runs a versioned remote built against this contract, and records what it runs', async () => {
    manifests.set('https://tabs.example/home/1.4.0/mf-manifest.json', manifest('1.4.0', CONTRACT_VERSION));
    registerTabRemotes({ home: { base: 'https://tabs.example/home/', live: '1.4.0' } });
    await loadRemoteApp('home');
    expect(loadRemote).toHaveBeenCalledWith('home/App');
    expect(useLoadedRemotes.getState().loaded.home).toEqual({
      version: '1.4.0',
      commit: 'abc123',
      contract: CONTRACT_VERSION,
      federationRuntime: CONTAINER_RUNTIME_VERSION,
      entry: 'https://tabs.example/home/1.4.0/remoteEntry.js',
      origin: 'https://tabs.example',
      canary: false,
    });
  });

  it('refuses a remote built against another major before running any of its code', async () => {
    manifests.set(
      'https://tabs.example/raffles/9.0.0/mf-manifest.json',
      manifest('9.0.0', `${major + 1}.0.0`),
    );
    registerTabRemotes({ raffles: { base: 'https://tabs.example/raffles/', live: '9.0.0' } });
    await expect(loadRemoteApp('raffles')).rejects.toBeInstanceOf(IncompatibleTabError);
    // Nothing of it ran: the runtime never ran its entry, and no script of it is on the page. Its entry and
    // the App's predicted files were downloaded beside the manifest, as preloads, which run nothing; the files
    // only the manifest names, and the shared libraries it asks for, were not even fetched.
    expect(loadRemote).not.toHaveBeenCalled();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(preloaded()).toEqual([
      ['script', 'https://tabs.example/raffles/9.0.0/remoteEntry.js'],
      ['script', 'https://tabs.example/raffles/9.0.0/__federation_expose_App.js'],
      ['style', 'https://tabs.example/raffles/9.0.0/__federation_expose_App.css'],
    ]);
    expect(prefetchShared).not.toHaveBeenCalled();
  });

  it('refuses a remote built for another federation runtime before running it', async () => {
    manifests.set(
      'https://tabs.example/raffles/9.0.0/mf-manifest.json',
      manifest('9.0.0', CONTRACT_VERSION, true, '0.0.1'),
    );
    registerTabRemotes({ raffles: { base: 'https://tabs.example/raffles/', live: '9.0.0' } });
    const refused = loadRemoteApp('raffles');
    await expect(refused).rejects.toBeInstanceOf(IncompatibleTabError);
    await expect(refused).rejects.toMatchObject({
      against: 'federation runtime',
      builtFor: '0.0.1',
      provided: CONTAINER_RUNTIME_VERSION,
    });
    expect(loadRemote).not.toHaveBeenCalled();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('runs a remote that names no federation runtime: its entry carries its own (a dev build, an older one)', async () => {
    const { federationRuntime: _ownRuntime, ...buildInfo } = manifest('9.0.1', CONTRACT_VERSION).metaData
      .buildInfo;
    manifests.set('https://tabs.example/staking/9.0.1/mf-manifest.json', {
      ...manifest('9.0.1', CONTRACT_VERSION),
      metaData: { publicPath: 'auto', buildInfo },
    });
    registerTabRemotes({ staking: { base: 'https://tabs.example/staking/', live: '9.0.1' } });
    await loadRemoteApp('staking');
    expect(loadRemote).toHaveBeenCalledWith('staking/App');
    expect(useLoadedRemotes.getState().loaded.staking?.federationRuntime).toBeNull();
  });

  it('refuses a remote that needs a newer minor, or does not say which contract it was built for', async () => {
    manifests.set('http://127.0.0.1:3005/mf-manifest.json', manifest('1.0.0', `${major}.${minor + 1}.0`));
    manifests.set('http://127.0.0.1:3004/mf-manifest.json', { metaData: {} });
    registerTabRemotes({
      raffles: 'http://127.0.0.1:3005/remoteEntry.js',
      staking: 'http://127.0.0.1:3004/remoteEntry.js',
    });
    await expect(loadRemoteApp('raffles')).rejects.toThrow(/only/);
    await expect(loadRemoteApp('staking')).rejects.toThrow(/cannot be compared/);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('marks a running remote outdated when the config names another build for this player', async () => {
    manifests.set('https://tabs.example/home/1.4.0/mf-manifest.json', manifest('1.4.0', CONTRACT_VERSION));
    registerTabRemotes({ home: { base: 'https://tabs.example/home/', live: '1.4.0' } });
    await loadRemoteApp('home');
    setRemotes({ home: { base: 'https://tabs.example/home/', live: '1.4.0' } });
    expect(useLoadedRemotes.getState().outdated).toEqual({});
    setRemotes({ home: { base: 'https://tabs.example/home/', live: '1.5.0' } });
    expect(useLoadedRemotes.getState().outdated).toEqual({ home: true });
  });

  it('opens a tab at the version the config names at that moment, re-read beside the first requests', async () => {
    manifests.set('https://tabs.example/home/1.4.0/mf-manifest.json', manifest('1.4.0', CONTRACT_VERSION));
    manifests.set('https://tabs.example/home/1.5.0/mf-manifest.json', manifest('1.5.0', CONTRACT_VERSION));
    registerTabRemotes({ home: { base: 'https://tabs.example/home/', live: '1.4.0' } });
    // Deployed and put live after the app started, before the tab was first opened.
    manifests.set('/config.json', {
      ...CONFIG,
      remotes: { home: { base: 'https://tabs.example/home/', live: '1.5.0' } },
    });
    await loadRemoteApp('home');
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'home', entry: 'https://tabs.example/home/1.5.0/remoteEntry.js' }],
      { force: true },
    );
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(useLoadedRemotes.getState().loaded.home?.version).toBe('1.5.0');
  });

  it('requests the entry and the App’s files together, before the manifest has arrived', async () => {
    manifests.set(
      'https://tabs.example/home/1.4.0/mf-manifest.json',
      manifest('1.4.0', CONTRACT_VERSION, false),
    );
    registerTabRemotes({ home: { base: 'https://tabs.example/home/', live: '1.4.0' } });
    const load = loadRemoteApp('home');
    // The manifest is on its way, not read yet: entry and App files are requested already.
    expect(preloaded()).toEqual([
      ['script', 'https://tabs.example/home/1.4.0/remoteEntry.js'],
      ['script', 'https://tabs.example/home/1.4.0/__federation_expose_App.js'],
      ['style', 'https://tabs.example/home/1.4.0/__federation_expose_App.css'],
    ]);
    expect(loadRemote).not.toHaveBeenCalled();
    await load;
    // The manifest named the same files: nothing more to fetch, and nothing fetched twice.
    expect(preloaded()).toHaveLength(3);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    // The singletons the tab takes from the shell wait for its first frame: none of its bandwidth, none of
    // its first render.
    expect(prefetchShared).not.toHaveBeenCalled();
    await nextPaint();
    expect(prefetchShared).toHaveBeenCalledWith(['react', '@solana/spl-token']);
  });

  it('fetches what the manifest names otherwise once it has passed the check, before the entry runs', async () => {
    manifests.set('https://tabs.example/home/1.4.0/mf-manifest.json', manifest('1.4.0', CONTRACT_VERSION));
    registerTabRemotes({ home: { base: 'https://tabs.example/home/', live: '1.4.0' } });
    jest.mocked(loadRemote).mockImplementationOnce(async () => {
      // A build that hashes its App's names: the predicted names were a miss, the manifest's list is fetched.
      expect(preloaded()).toEqual([
        ['script', 'https://tabs.example/home/1.4.0/remoteEntry.js'],
        ['script', 'https://tabs.example/home/1.4.0/__federation_expose_App.js'],
        ['style', 'https://tabs.example/home/1.4.0/__federation_expose_App.css'],
        ['script', 'https://tabs.example/home/1.4.0/__federation_expose_App.1a2b3c4d.js'],
        ['style', 'https://tabs.example/home/1.4.0/__federation_expose_App.5e6f7a8b.css'],
      ]);
      return { default: () => null };
    });
    await loadRemoteApp('home');
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('picks the version for the player it is given (a wallet still signing in), not the device', async () => {
    useLoginStore.getState().setPublicKey('');
    const canary = {
      base: 'https://tabs.example/home/',
      live: '1.4.0',
      canary: { version: '1.5.0', percent: 50 },
    };
    manifests.set('https://tabs.example/home/1.4.0/mf-manifest.json', manifest('1.4.0', CONTRACT_VERSION));
    manifests.set('https://tabs.example/home/1.5.0/mf-manifest.json', manifest('1.5.0', CONTRACT_VERSION));
    // Wallets on either side of the canary line.
    const wallets = Array.from({ length: 100 }, (_, i) => `wallet-${i}`);
    const inCanary = wallets.find((w) => canaryBucket('home', w) < 50)!;
    registerTabRemotes({ home: canary });
    await loadRemoteApp('home', inCanary);
    expect(useLoadedRemotes.getState().loaded.home?.version).toBe('1.5.0');
    const live = wallets.find((w) => canaryBucket('home', w) >= 50)!;
    await loadRemoteApp('home', live);
    expect(useLoadedRemotes.getState().loaded.home?.version).toBe('1.4.0');
  });
});
