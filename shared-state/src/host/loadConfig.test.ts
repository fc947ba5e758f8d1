import { getConfig } from '../config';
import { loadConfig } from './loadConfig';

const valid = {
  authUrl: 'http://127.0.0.1:8787/auth',
  apiUrl: 'http://127.0.0.1:8787/api',
  notificationsUrl: 'ws://127.0.0.1:8787/notifications',
  rpcUrl: 'http://127.0.0.1:8899',
  cluster: 'localnet',
  mints: { DFL: 'a', GOLDY: 'b', USDC: 'c', DFL_USDC: 'd' },
  remotes: { home: 'http://127.0.0.1:3001/remoteEntry.js' },
};

const answer = (status: number, body: unknown) =>
  jest.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

describe('loadConfig', () => {
  it('publishes a valid config to the store', async () => {
    await loadConfig('/config.json', answer(200, valid));
    expect(getConfig().remotes.home).toBe('http://127.0.0.1:3001/remoteEntry.js');
  });

  it('names the failing field of an invalid config', async () => {
    await expect(loadConfig('/config.json', answer(200, { ...valid, apiUrl: 'nope' }))).rejects.toThrow(
      /The app configuration is invalid: apiUrl/,
    );
  });

  it('takes the wallet origins allowed to frame the app, and refuses anything that is not an exact origin', async () => {
    const embedHostOrigins = ['http://127.0.0.1:3010', 'https://wallet.example'];
    await loadConfig('/config.json', answer(200, { ...valid, embedHostOrigins }));
    expect(getConfig().embedHostOrigins).toEqual(embedHostOrigins);
    for (const bad of [
      'https://wallet.example/',
      'https://wallet.example/frame',
      '*',
      'javascript:alert(1)',
    ]) {
      await expect(
        loadConfig('/config.json', answer(200, { ...valid, embedHostOrigins: [bad] })),
      ).rejects.toThrow(/The app configuration is invalid: embedHostOrigins\.0: must be an origin/);
    }
  });

  it('explains a missing or garbled config', async () => {
    await expect(loadConfig('/config.json', answer(404, 'Not found'))).rejects.toThrow(
      'Could not load the app configuration (/config.json): HTTP 404',
    );
    await expect(loadConfig('/config.json', answer(200, '<html>'))).rejects.toThrow(
      /Could not load the app configuration/,
    );
  });

  it('takes a versioned remote with a canary, and names what is wrong with a bad one', async () => {
    const home = {
      base: 'https://tabs.example/home/',
      live: '1.4.0',
      canary: { version: '1.5.0', percent: 10 },
    };
    await loadConfig('/config.json', answer(200, { ...valid, remotes: { home } }));
    expect(getConfig().remotes.home).toEqual(home);
    for (const bad of [
      { ...home, base: 'https://tabs.example/home' },
      { ...home, live: '../1.4.0' },
      { ...home, canary: { version: '1.5.0', percent: 101 } },
    ]) {
      await expect(
        loadConfig('/config.json', answer(200, { ...valid, remotes: { home: bad } })),
      ).rejects.toThrow(/The app configuration is invalid: remotes\.home/);
    }
  });
});
