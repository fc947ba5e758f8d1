import { fetchRemoteManifest, manifestUrlOf } from './remoteBuild';

const ENTRY = 'https://app.example/tabs/home/1.4.0/remoteEntry.js';
const MANIFEST = {
  metaData: {
    publicPath: 'auto',
    buildInfo: {
      buildVersion: '1.4.0',
      commit: 'abc1234',
      contract: '3.0.0',
      kit: '2.4.0',
      federationRuntime: '0.1.0',
    },
  },
  shared: [{ name: 'react', requiredVersion: '^19.0.0' }],
  exposes: [{ path: './App', assets: { js: { sync: ['__federation_expose_App.js'] }, css: { sync: [] } } }],
};

function served() {
  return jest.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(MANIFEST), { status: 200 }),
  );
}

describe('fetchRemoteManifest', () => {
  it('reads the manifest beside the entry: build, App files and shared names', async () => {
    const fetchImpl = served();
    const manifest = await fetchRemoteManifest(ENTRY, fetchImpl);
    expect(fetchImpl.mock.calls[0]![0]).toBe(manifestUrlOf(ENTRY));
    expect(manifest.build).toEqual({
      version: '1.4.0',
      commit: 'abc1234',
      contract: '3.0.0',
      kit: '2.4.0',
      federationRuntime: '0.1.0',
    });
    expect(manifest.appFiles).toEqual(['https://app.example/tabs/home/1.4.0/__federation_expose_App.js']);
    expect(manifest.shared).toEqual(['react']);
  });

  it('asks with the recorded hash, by CORS, with the page’s credentials rule, cached as its host says: a tab under the shell’s origin shares its connection, a published version is not asked again', async () => {
    const fetchImpl = served();
    await fetchRemoteManifest(ENTRY, fetchImpl, 'sha384-recorded');
    expect(fetchImpl).toHaveBeenCalledWith(manifestUrlOf(ENTRY), {
      integrity: 'sha384-recorded',
      mode: 'cors',
      // 'omit' would put the request on a connection of its own, opened for it alone.
      credentials: 'same-origin',
    });
  });

  it('revalidates a dev server’s manifest, which has no recorded hash, as a plain request', async () => {
    const fetchImpl = served();
    await fetchRemoteManifest(ENTRY, fetchImpl, null);
    expect(fetchImpl).toHaveBeenCalledWith(manifestUrlOf(ENTRY), { cache: 'no-cache' });
  });
});
