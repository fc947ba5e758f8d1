import type { RemoteConfig } from '@companion/shared-state';
import { downloadLandingTab } from './landingTabDownload';
import { takeDownload } from './buildDownload';
import { pickRemote } from './pickVersion';

let remotes: Record<string, RemoteConfig> = {};
jest.mock('@companion/shared-state', () => ({
  ...jest.requireActual('@companion/shared-state'),
  getConfig: () => ({ remotes }),
}));

const MANIFEST = { metaData: { buildInfo: { contract: '4.0.0' } } };
const HASH = (file: string) =>
  `sha384-${file
    .replace(/[^a-z]/gi, '')
    .padEnd(64, 'A')
    .slice(0, 64)}`;
const FILES = Object.fromEntries(
  ['mf-manifest.json', 'remoteEntry.js', '__federation_expose_App.js', '__federation_expose_App.css'].map(
    (file) => [file, HASH(file)],
  ),
);
const HOME = { base: 'https://tabs.example/home/', live: '1.4.0', integrity: { '1.4.0': FILES } };

const fetchMock = jest.fn(async () => new Response(JSON.stringify(MANIFEST)));
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [
    link.href,
    link.getAttribute('integrity'),
  ]);

beforeEach(() => {
  document.head.innerHTML = '';
  fetchMock.mockClear();
  Object.assign(globalThis, { fetch: fetchMock });
  remotes = { home: HOME };
  window.history.replaceState(null, '', '/');
});

describe('downloadLandingTab', () => {
  it("downloads the landing tab's manifest, entry and App by their hashes; its load takes them once", async () => {
    downloadLandingTab('Player1');
    downloadLandingTab('Player1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('https://tabs.example/home/1.4.0/mf-manifest.json', {
      integrity: FILES['mf-manifest.json'],
      mode: 'cors',
      credentials: 'same-origin',
    });
    expect(preloads()).toEqual([
      ['https://tabs.example/home/1.4.0/remoteEntry.js', FILES['remoteEntry.js']],
      ['https://tabs.example/home/1.4.0/__federation_expose_App.js', FILES['__federation_expose_App.js']],
      ['https://tabs.example/home/1.4.0/__federation_expose_App.css', FILES['__federation_expose_App.css']],
    ]);
    // The tab's load, once the runtime is in, goes on with that read; the next load reads again.
    const picked = pickRemote('home', HOME, 'Player1');
    await expect(takeDownload('home', picked)).resolves.toMatchObject({ build: { contract: '4.0.0' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await takeDownload('home', picked);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(preloads()).toHaveLength(3);
  });

  it('downloads nothing off the tabs’ paths, for a tab the config does not name, or a build with no hashes', () => {
    window.history.replaceState(null, '', '/about');
    downloadLandingTab('Player1');
    window.history.replaceState(null, '', '/staking');
    downloadLandingTab('Player1');
    window.history.replaceState(null, '', '/');
    remotes = { home: 'http://127.0.0.1:3001/remoteEntry.js' };
    downloadLandingTab('Player1');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
  });

  it('never fails the sign-in that asks, whatever the config holds', () => {
    remotes = { home: { base: 'not a url/', live: '1.0.0', integrity: { '1.0.0': FILES } } } as never;
    expect(() => downloadLandingTab('Player1')).not.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
