import { createHash, webcrypto } from 'node:crypto';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, type RemoteConfig } from '@companion/shared-state';
import { useLoginStore, type BuildFiles } from '@companion/shared-state/host';
import { loadRemoteApp, registerTabRemotes as registerUnhashed } from './remoteRegistry';
import { setRemotes as setUnhashed } from './remoteConfig';
import { IncompatibleTabError } from './IncompatibleTabError';
import { RefusedTabError } from './RefusedTabError';
import { useRefusedFiles } from './remoteIntegrity';
import { CONTAINER_RUNTIME_VERSION } from './containerRuntimeVersion';
import { TAB_KIT_VERSION } from './tabKitVersion';
import { useLoadedRemotes } from './loadedRemotes';
import { canaryBucket } from './pickVersion';
import { prefetchShared } from './sharedModules';
import { reportTab } from './tabReports';
import { loadWalletLayer } from '../boot/walletLayer';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ default: () => null })),
  registerRemotes: jest.fn(),
}));
// The runtime's start (its shared singletons) is the build's business; here only the registry's own rules.
jest.mock('./hostRuntime', () => ({ startHostRuntime: jest.fn() }));
jest.mock('./sharedModules', () => ({
  prefetchShared: jest.fn(),
  sharesWalletLayer: (names: string[]) => names.includes('@solana/wallet-adapter-react'),
}));
const mockInWalletContexts = (App: unknown) => ({ inWalletContexts: App });
jest.mock('../boot/walletLayer', () => ({
  loadWalletLayer: jest.fn(async () => ({ withWalletContexts: mockInWalletContexts })),
}));
jest.mock('./tabReports', () => ({ reportTab: jest.fn() }));

const manifests = new Map<string, object>();
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const served = (url: string) => JSON.stringify(manifests.get(url) ?? {});

/** The hashes a deploy of the build in `folder` records: its manifest's as served, made-up ones for the rest. */
function filesOf(folder: string): BuildFiles {
  const others = ['remoteEntry.js', '__federation_expose_App.js', '__federation_expose_App.css'];
  others.push('__federation_expose_App.1a2b3c4d.js', '__federation_expose_App.5e6f7a8b.css');
  return {
    ...Object.fromEntries(others.map((file) => [file, sri(`${folder}${file}`)])),
    'mf-manifest.json': sri(served(`${folder}mf-manifest.json`)),
  };
}

/** A config's remotes as deployed: each build named with its files' hashes. */
function withHashes(remotes: Record<string, RemoteConfig>): Record<string, RemoteConfig> {
  return Object.fromEntries(
    Object.entries(remotes).map(([name, remote]) => {
      if (typeof remote === 'string')
        return [name, { entry: remote, integrity: filesOf(new URL('./', remote).href) }];
      if ('entry' in remote) return [name, remote];
      const versions = [remote.live, ...(remote.canary ? [remote.canary.version] : [])];
      const integrity = Object.fromEntries(versions.map((v) => [v, filesOf(`${remote.base}${v}/`)]));
      return [name, { ...remote, integrity }];
    }),
  );
}
const registerTabRemotes = (remotes: Record<string, RemoteConfig>) => registerUnhashed(withHashes(remotes));
const setRemotes = (remotes: Record<string, RemoteConfig>) => setUnhashed(withHashes(remotes));
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
  kit = TAB_KIT_VERSION,
) => ({
  metaData: {
    publicPath: 'auto',
    buildInfo: { buildVersion: version, commit: 'abc123', contract, kit, federationRuntime },
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
  jest.mocked(loadWalletLayer).mockClear();
  useLoadedRemotes.setState({ loaded: {}, outdated: {} });
  useLoginStore.getState().setPublicKey('PlayerKey');
  useRefusedFiles.setState({ byTab: {} });
  // The browser's part: a response whose bytes do not have the integrity asked for is a network error.
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const body = manifests.get(String(url));
    if (body && init?.integrity && init.integrity !== sri(served(String(url)))) {
      throw new TypeError('Failed to fetch');
    }
    return new Response(served(String(url)), { status: body ? 200 : 404 });
  }) as typeof fetch;
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto });
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
      kit: TAB_KIT_VERSION,
      federationRuntime: CONTAINER_RUNTIME_VERSION,
      entry: 'https://tabs.example/home/1.4.0/remoteEntry.js',
      origin: 'https://tabs.example',
      deployedVersion: '1.4.0',
      canary: false,
    });
  });

  it('runs a tab that moves value inside the wallet layer’s contexts, fetched beside its code; one that does not, without it', async () => {
    const walletTab = manifest('1.4.0', CONTRACT_VERSION);
    walletTab.shared.push({ name: '@solana/wallet-adapter-react' });
    manifests.set('https://tabs.example/transfer/1.4.0/mf-manifest.json', walletTab);
    manifests.set('https://tabs.example/home/1.4.0/mf-manifest.json', manifest('1.4.0', CONTRACT_VERSION));
    registerTabRemotes({
      transfer: { base: 'https://tabs.example/transfer/', live: '1.4.0' },
      home: { base: 'https://tabs.example/home/', live: '1.4.0' },
    });
    const TransferApp = () => null;
    jest.mocked(loadRemote).mockImplementationOnce(async () => {
      // Asked for before the tab's code runs, so the two downloads overlap.
      expect(loadWalletLayer).toHaveBeenCalledTimes(1);
      return { default: TransferApp };
    });
    expect((await loadRemoteApp('transfer')).default).toEqual({ inWalletContexts: TransferApp });
    const HomeApp = () => null;
    jest.mocked(loadRemote).mockImplementationOnce(async () => ({ default: HomeApp }));
    expect((await loadRemoteApp('home')).default).toBe(HomeApp);
    expect(loadWalletLayer).toHaveBeenCalledTimes(1);
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

  it('refuses a remote built against a newer minor or another major of the tab kit, before running it', async () => {
    const [kitMajor, kitMinor] = TAB_KIT_VERSION.split('.').map(Number) as [number, number];
    const newer = `${kitMajor}.${kitMinor + 1}.0`;
    manifests.set(
      'https://tabs.example/raffles/9.0.0/mf-manifest.json',
      manifest('9.0.0', CONTRACT_VERSION, true, CONTAINER_RUNTIME_VERSION, newer),
    );
    manifests.set(
      'https://tabs.example/staking/9.0.0/mf-manifest.json',
      manifest('9.0.0', CONTRACT_VERSION, true, CONTAINER_RUNTIME_VERSION, `${kitMajor + 1}.0.0`),
    );
    registerTabRemotes({
      raffles: { base: 'https://tabs.example/raffles/', live: '9.0.0' },
      staking: { base: 'https://tabs.example/staking/', live: '9.0.0' },
    });
    const refused = loadRemoteApp('raffles');
    await expect(refused).rejects.toBeInstanceOf(IncompatibleTabError);
    await expect(refused).rejects.toMatchObject({
      against: 'tab kit',
      builtFor: newer,
      provided: TAB_KIT_VERSION,
    });
    await expect(loadRemoteApp('staking')).rejects.toMatchObject({ against: 'tab kit' });
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('runs a remote built against an older minor of the tab kit, or that names none (built before kits were recorded)', async () => {
    const [kitMajor] = TAB_KIT_VERSION.split('.').map(Number) as [number];
    manifests.set(
      'https://tabs.example/home/1.4.0/mf-manifest.json',
      manifest('1.4.0', CONTRACT_VERSION, true, CONTAINER_RUNTIME_VERSION, `${kitMajor}.0.0`),
    );
    const { kit: _kit, ...buildInfo } = manifest('2.0.0', CONTRACT_VERSION).metaData.buildInfo;
    manifests.set('https://tabs.example/raffles/2.0.0/mf-manifest.json', {
      ...manifest('2.0.0', CONTRACT_VERSION),
      metaData: { publicPath: 'auto', buildInfo },
    });
    registerTabRemotes({
      home: { base: 'https://tabs.example/home/', live: '1.4.0' },
      raffles: { base: 'https://tabs.example/raffles/', live: '2.0.0' },
    });
    await loadRemoteApp('home');
    await loadRemoteApp('raffles');
    expect(useLoadedRemotes.getState().loaded.raffles?.kit).toBeNull();
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
      remotes: withHashes({ home: { base: 'https://tabs.example/home/', live: '1.5.0' } }),
    });
    await loadRemoteApp('home');
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'home', entry: 'https://tabs.example/home/1.5.0/remoteEntry.js' }],
      { force: true },
    );
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(useLoadedRemotes.getState().loaded.home?.version).toBe('1.5.0');
  });

  it('opens the tab a resumed session lands on with the config the app has just taken, without reading it again', async () => {
    manifests.set('https://tabs.example/home/1.4.0/mf-manifest.json', manifest('1.4.0', CONTRACT_VERSION));
    registerTabRemotes({ home: { base: 'https://tabs.example/home/', live: '1.4.0' } });
    manifests.set('/config.json', {
      ...CONFIG,
      remotes: withHashes({ home: { base: 'https://tabs.example/home/', live: '1.5.0' } }),
    });
    await loadRemoteApp('home', 'PlayerKey', { configJustTaken: true });
    expect(jest.mocked(globalThis.fetch).mock.calls.map(([url]) => String(url))).not.toContain(
      '/config.json',
    );
    expect(useLoadedRemotes.getState().loaded.home?.version).toBe('1.4.0');
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

  it('refuses a build the config records no hashes for, before fetching any of it', async () => {
    manifests.set('https://tabs.example/home/1.4.0/mf-manifest.json', manifest('1.4.0', CONTRACT_VERSION));
    registerUnhashed({ home: { base: 'https://tabs.example/home/', live: '1.4.0' } });
    const refused = loadRemoteApp('home');
    await expect(refused).rejects.toBeInstanceOf(RefusedTabError);
    await expect(refused).rejects.toMatchObject({
      file: 'https://tabs.example/home/1.4.0/mf-manifest.json',
      reason: 'unrecorded',
    });
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('tabs.example'), expect.anything());
    expect(preloaded()).toEqual([]);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('preloads every file with its recorded hash, over CORS, so the browser runs only those bytes', async () => {
    manifests.set('https://tabs.example/home/1.4.0/mf-manifest.json', manifest('1.4.0', CONTRACT_VERSION));
    registerTabRemotes({ home: { base: 'https://tabs.example/home/', live: '1.4.0' } });
    await loadRemoteApp('home');
    const files = filesOf('https://tabs.example/home/1.4.0/');
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.getAttribute('crossorigin')).toBe('anonymous');
      expect(link.getAttribute('integrity')).toBe(
        files[link.href.slice('https://tabs.example/home/1.4.0/'.length)],
      );
    }
    expect(fetch).toHaveBeenCalledWith(
      'https://tabs.example/home/1.4.0/mf-manifest.json',
      expect.objectContaining({ integrity: files['mf-manifest.json'], mode: 'cors' }),
    );
  });

  it('refuses a build whose manifest has other bytes than recorded, and says so', async () => {
    const url = 'https://tabs.example/home/1.4.0/mf-manifest.json';
    manifests.set(url, manifest('1.4.0', CONTRACT_VERSION));
    registerTabRemotes({ home: { base: 'https://tabs.example/home/', live: '1.4.0' } });
    // One byte changed on the host after the deploy.
    manifests.set(url, manifest('1.4.1', CONTRACT_VERSION));
    const refused = loadRemoteApp('home');
    await expect(refused).rejects.toBeInstanceOf(RefusedTabError);
    await expect(refused).rejects.toMatchObject({ file: url, reason: 'changed' });
    expect(useRefusedFiles.getState().byTab.home).toEqual({ url, reason: 'changed' });
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('refuses a tab whose style sheet failed its check even when its chunk loader counts the sheet as loaded', async () => {
    const folder = 'https://tabs.example/home/1.4.0/';
    const css = `${folder}__federation_expose_App.5e6f7a8b.css`;
    manifests.set(`${folder}mf-manifest.json`, manifest('1.4.0', CONTRACT_VERSION));
    registerTabRemotes({ home: { base: 'https://tabs.example/home/', live: '1.4.0' } });
    // The sheet's bytes were changed on the host: its preload fails, and the re-fetch finds other bytes.
    manifests.set(css, { changed: true });
    jest.mocked(loadRemote).mockImplementationOnce(async () => {
      const preload = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].find(
        (link) => link.href === css,
      );
      preload!.dispatchEvent(new Event('error'));
      // The loader finds the <link> that took the failed preload and resolves, as a present sheet.
      return { default: () => null };
    });
    const refused = loadRemoteApp('home');
    await expect(refused).rejects.toBeInstanceOf(RefusedTabError);
    await expect(refused).rejects.toMatchObject({ file: css, reason: 'changed' });
    expect(useLoadedRemotes.getState().loaded.home).toBeUndefined();
  });

  it('leaves a manifest that could not be fetched unavailable, not refused', async () => {
    registerTabRemotes({ home: { base: 'https://tabs.example/home/', live: '1.4.0' } });
    jest.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    const failed = loadRemoteApp('home');
    await expect(failed).rejects.toThrow('Failed to fetch');
    await expect(failed).rejects.not.toBeInstanceOf(RefusedTabError);
  });

  it('reports each load’s outcome with the deployed version and canary flag, none for a fixed entry', async () => {
    const staking = 'https://tabs.example/staking/2.0.0/mf-manifest.json';
    manifests.set('https://tabs.example/home/1.4.0/mf-manifest.json', manifest('1.4.0', CONTRACT_VERSION));
    manifests.set(
      'https://tabs.example/raffles/9.0.0/mf-manifest.json',
      manifest('9.0.0', `${major + 1}.0.0`),
    );
    manifests.set(staking, manifest('2.0.0', CONTRACT_VERSION));
    manifests.set('http://127.0.0.1:3002/mf-manifest.json', manifest('1.0.0', CONTRACT_VERSION));
    registerTabRemotes({
      home: { base: 'https://tabs.example/home/', live: '1.3.0', canary: { version: '1.4.0', percent: 100 } },
      raffles: { base: 'https://tabs.example/raffles/', live: '9.0.0' },
      staking: { base: 'https://tabs.example/staking/', live: '2.0.0' },
      transfer: 'http://127.0.0.1:3002/remoteEntry.js',
    });
    await loadRemoteApp('home');
    await expect(loadRemoteApp('raffles')).rejects.toBeInstanceOf(IncompatibleTabError);
    await loadRemoteApp('transfer');
    // Other bytes on the host than recorded.
    manifests.set(staking, manifest('2.0.1', CONTRACT_VERSION));
    await expect(loadRemoteApp('staking')).rejects.toBeInstanceOf(RefusedTabError);
    jest.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadRemoteApp('home')).rejects.toThrow('Failed to fetch');
    expect(jest.mocked(reportTab).mock.calls.map(([report]) => report)).toEqual([
      { tab: 'home', version: '1.4.0', canary: true, outcome: 'loaded' },
      { tab: 'raffles', version: '9.0.0', canary: false, outcome: 'incompatible' },
      { tab: 'staking', version: '2.0.0', canary: false, outcome: 'refused' },
      { tab: 'home', version: '1.4.0', canary: true, outcome: 'failed' },
    ]);
  });

  it('runs a dev server’s build unchecked only when the config exempts it', async () => {
    manifests.set('http://127.0.0.1:3002/mf-manifest.json', manifest('1.0.0', CONTRACT_VERSION));
    registerUnhashed({ transfer: 'http://127.0.0.1:3002/remoteEntry.js' }, ['transfer']);
    await loadRemoteApp('transfer');
    expect(loadRemote).toHaveBeenCalledWith('transfer/App');
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')) {
      expect([link.getAttribute('integrity'), link.getAttribute('crossorigin')]).toEqual([null, null]);
    }
    registerUnhashed({ transfer: 'http://127.0.0.1:3002/remoteEntry.js' });
    await expect(loadRemoteApp('transfer')).rejects.toBeInstanceOf(RefusedTabError);
  });
});
