import { createHash, webcrypto } from 'node:crypto';
import {
  NO_FILE_MATCHES,
  REMOTE_INTEGRITY_GLOBAL,
  attach,
  checkFor,
  explainFailure,
  failureExplained,
  forgetRefusal,
  provideRemoteIntegrity,
  trustBuild,
  useRefusedFiles,
} from './remoteIntegrity';
import { integrityPlugin } from './integrityPlugin';

const FOLDER = 'https://tabs.example/home/1.4.0/';
const CHUNK = 'export const App = 1;';
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const FILES = { 'remoteEntry.js': sri('entry'), '__federation_expose_App.js': sri(CHUNK) };

/** The host as it serves each file now. */
const served = new Map<string, string>();

beforeAll(() => {
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto });
});

beforeEach(() => {
  useRefusedFiles.setState({ byTab: {} });
  trustBuild('home', `${FOLDER}remoteEntry.js`, FILES);
  served.clear();
  globalThis.fetch = jest.fn(async (url: string | URL | Request) => {
    const body = served.get(String(url));
    if (body === undefined) throw new TypeError('Failed to fetch');
    return new Response(body, { status: 200 });
  }) as typeof fetch;
});

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the file checker', () => {
  it('gives a file of a known build its recorded hash, whatever query it is asked with', () => {
    expect(checkFor(`${FOLDER}remoteEntry.js`)).toEqual({ tab: 'home', integrity: FILES['remoteEntry.js'] });
    expect(checkFor(`${FOLDER}remoteEntry.js?t=1`).integrity).toBe(FILES['remoteEntry.js']);
    expect(useRefusedFiles.getState().byTab).toEqual({});
  });

  it('gives a file its build does not list a hash no file has, and marks its tab refused', () => {
    expect(checkFor(`${FOLDER}lazy.1a2b3c4d.js`)).toEqual({ tab: 'home', integrity: NO_FILE_MATCHES });
    expect(useRefusedFiles.getState().byTab.home).toEqual({
      url: `${FOLDER}lazy.1a2b3c4d.js`,
      reason: 'unrecorded',
    });
    // A build the config records nothing for: every file of it.
    trustBuild('raffles', 'https://tabs.example/raffles/2.0.0/remoteEntry.js', null);
    expect(checkFor('https://tabs.example/raffles/2.0.0/remoteEntry.js').integrity).toBe(NO_FILE_MATCHES);
    // Another version's folder, or another host, belongs to no build the shell was told of.
    expect(checkFor('https://tabs.example/home/1.3.0/remoteEntry.js')).toEqual({
      tab: null,
      integrity: NO_FILE_MATCHES,
    });
  });

  it('leaves a dev server’s files unchecked only when its build is marked so', () => {
    trustBuild('transfer', 'http://127.0.0.1:3002/remoteEntry.js', 'unverified');
    expect(checkFor('http://127.0.0.1:3002/__federation_expose_App.js')).toEqual({
      tab: 'transfer',
      integrity: null,
    });
  });

  it('sets the integrity and CORS mode on a chunk’s element before it is requested', () => {
    const script = document.createElement('script');
    attach(script, `${FOLDER}__federation_expose_App.js`);
    expect([script.getAttribute('integrity'), script.getAttribute('crossorigin')]).toEqual([
      FILES['__federation_expose_App.js'],
      'anonymous',
    ]);
    const sheet = document.createElement('link');
    attach(sheet, `${FOLDER}__federation_expose_App.css`);
    expect(sheet.getAttribute('integrity')).toBe(NO_FILE_MATCHES);
  });

  it('tells a file whose bytes changed on the host from one that could not be fetched', async () => {
    const script = document.createElement('script');
    attach(script, `${FOLDER}__federation_expose_App.js`);
    // Not reachable: unavailable, not refused.
    script.dispatchEvent(new Event('error'));
    expect(await failureExplained('home')).toBeNull();
    // The same bytes as deployed (a failure on the way): not refused either.
    served.set(`${FOLDER}__federation_expose_App.js`, CHUNK);
    await explainFailure(`${FOLDER}__federation_expose_App.js`);
    expect(await failureExplained('home')).toBeNull();
    // One byte changed: refused, and the check is waited for by whoever explains the tab's failure.
    served.set(`${FOLDER}__federation_expose_App.js`, CHUNK.replace('1', '2'));
    const again = document.createElement('script');
    attach(again, `${FOLDER}__federation_expose_App.js`);
    again.dispatchEvent(new Event('error'));
    expect(await failureExplained('home')).toEqual({
      url: `${FOLDER}__federation_expose_App.js`,
      reason: 'changed',
    });
    forgetRefusal('home');
    expect(await failureExplained('home')).toBeNull();
  });

  it('is reachable by the tabs’ chunk loaders under the name their build calls, and cannot be replaced', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const build = require('../../../config/remoteIntegrityPlugin.cjs') as { REMOTE_INTEGRITY_GLOBAL: string };
    expect(REMOTE_INTEGRITY_GLOBAL).toBe(build.REMOTE_INTEGRITY_GLOBAL);
    provideRemoteIntegrity();
    provideRemoteIntegrity();
    const provided = (globalThis as Record<string, unknown>)[REMOTE_INTEGRITY_GLOBAL];
    expect(provided).toEqual({ attach });
    expect(() => {
      (globalThis as Record<string, unknown>)[REMOTE_INTEGRITY_GLOBAL] = {};
    }).toThrow();
  });
});

describe('the federation runtime’s side', () => {
  const plugin = integrityPlugin();
  const createScript = plugin.createScript as (a: {
    url: string;
    attrs?: Record<string, unknown>;
  }) => unknown;
  const pluginFetch = plugin.fetch as (url: string, init: RequestInit) => Promise<Response> | undefined;

  it('makes the entry’s script with its hash and the attributes the runtime asked for', () => {
    const script = createScript({ url: `${FOLDER}remoteEntry.js`, attrs: { fetchpriority: 'high' } });
    expect(script).toBeInstanceOf(HTMLScriptElement);
    const element = script as HTMLScriptElement;
    expect(element.getAttribute('integrity')).toBe(FILES['remoteEntry.js']);
    expect(element.getAttribute('crossorigin')).toBe('anonymous');
    expect(element.getAttribute('fetchpriority')).toBe('high');
  });

  it('leaves a dev server’s entry to the runtime, and fetches a manifest with its hash', async () => {
    trustBuild('transfer', 'http://127.0.0.1:3002/remoteEntry.js', 'unverified');
    expect(createScript({ url: 'http://127.0.0.1:3002/remoteEntry.js' })).toBeUndefined();
    served.set(`${FOLDER}remoteEntry.js`, 'entry');
    await pluginFetch(`${FOLDER}remoteEntry.js`, { cache: 'no-cache' });
    expect(fetch).toHaveBeenCalledWith(`${FOLDER}remoteEntry.js`, {
      cache: 'no-cache',
      integrity: FILES['remoteEntry.js'],
      mode: 'cors',
      credentials: 'same-origin',
    });
  });
});
