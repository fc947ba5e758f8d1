jest.mock('@companion/shared-state/host', () => ({ fetchConfigJson: jest.fn() }));
jest.mock('./preconnect', () => ({ preconnect: jest.fn() }));

const CONFIG = {
  authUrl: 'https://game.example/auth',
  apiUrl: 'https://game.example/api',
  rpcUrl: 'https://rpc.example',
  remotes: {},
};

let fetchConfigJson: jest.Mock;
let preconnect: jest.Mock;

/** A fresh module each test (the request is kept for the page's life), with its mocks. */
function load(): typeof import('./configRequest') {
  let loaded!: typeof import('./configRequest');
  jest.isolateModules(() => {
    loaded = jest.requireActual('./configRequest');
    ({ fetchConfigJson } = jest.requireMock('@companion/shared-state/host'));
    ({ preconnect } = jest.requireMock('./preconnect'));
  });
  return loaded;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the config.json request', () => {
  it('is made once, and opens the connections of the first calls as soon as it is in', async () => {
    const { requestConfig } = load();
    fetchConfigJson.mockResolvedValue(CONFIG);
    const first = requestConfig();
    expect(requestConfig()).toBe(first);
    await expect(first).resolves.toBe(CONFIG);
    await settle();
    expect(fetchConfigJson).toHaveBeenCalledTimes(1);
    expect(preconnect).toHaveBeenCalledWith([CONFIG.authUrl, CONFIG.apiUrl, CONFIG.rpcUrl]);
  });

  it('opens the tabs’ origin too, whichever way config.json names a tab', async () => {
    const { requestConfig } = load();
    fetchConfigJson.mockResolvedValue({
      ...CONFIG,
      remotes: {
        home: { base: 'https://tabs.example/home/', live: '1.0.0' },
        raffles: { entry: 'https://tabs.example/raffles/remoteEntry.js', integrity: {} },
        transfer: 'http://127.0.0.1:3002/remoteEntry.js',
      },
    });
    await requestConfig();
    await settle();
    expect(preconnect).toHaveBeenCalledWith([
      CONFIG.authUrl,
      CONFIG.apiUrl,
      CONFIG.rpcUrl,
      'https://tabs.example/home/',
      'https://tabs.example/raffles/remoteEntry.js',
      'http://127.0.0.1:3002/remoteEntry.js',
    ]);
  });

  it('leaves the tabs’ origin to a stored session’s page, which opened its landing tab’s already', async () => {
    const { requestConfig } = load();
    document.documentElement.dataset.boot = 'resume';
    try {
      fetchConfigJson.mockResolvedValue({ ...CONFIG, remotes: { home: 'https://tabs.example/home/' } });
      const request = requestConfig();
      // The app takes the mark away as it draws the loading screen, before config.json is in.
      delete document.documentElement.dataset.boot;
      await request;
      await settle();
      expect(preconnect).toHaveBeenCalledWith([CONFIG.authUrl, CONFIG.apiUrl, CONFIG.rpcUrl]);
    } finally {
      delete document.documentElement.dataset.boot;
    }
  });

  it('opens nothing for an answer that names no addresses', async () => {
    const { requestConfig } = load();
    fetchConfigJson.mockResolvedValue({ authUrl: 42 });
    await requestConfig();
    await settle();
    expect(preconnect).toHaveBeenCalledWith([]);
  });

  it('is made again after a failure', async () => {
    const { requestConfig } = load();
    fetchConfigJson.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(CONFIG);
    await expect(requestConfig()).rejects.toThrow('offline');
    await settle();
    await expect(requestConfig()).resolves.toBe(CONFIG);
    expect(fetchConfigJson).toHaveBeenCalledTimes(2);
  });
});
