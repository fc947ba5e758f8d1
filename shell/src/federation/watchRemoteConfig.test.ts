import { refreshRemotes, watchRemoteConfig } from './watchRemoteConfig';
import { updateTabRemotes } from './remoteRegistry';

jest.mock('./remoteRegistry', () => ({ updateTabRemotes: jest.fn() }));

const config = {
  authUrl: 'http://127.0.0.1:8787/auth',
  apiUrl: 'http://127.0.0.1:8787/api',
  notificationsUrl: 'ws://127.0.0.1:8787/notifications',
  rpcUrl: 'http://127.0.0.1:8899',
  cluster: 'localnet',
  mints: { DFL: 'a', GOLDY: 'b', USDC: 'c', DFL_USDC: 'd' },
  remotes: { home: { base: 'https://tabs.example/home/', live: '1.5.0' } },
};
const answer = (status: number, body: unknown) =>
  jest.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

describe('following the runtime config', () => {
  it('hands the remotes of a fresh, valid config to the registry', async () => {
    const fetchImpl = answer(200, config);
    await refreshRemotes('/config.json', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    expect(updateTabRemotes).toHaveBeenCalledWith(config.remotes);
  });

  it('keeps what the tabs have when the config is missing, garbled or invalid', async () => {
    await refreshRemotes('/config.json', answer(503, 'down'));
    await refreshRemotes('/config.json', answer(200, '{"remotes":'));
    await refreshRemotes('/config.json', answer(200, { ...config, remotes: { home: { live: '1.5.0' } } }));
    expect(updateTabRemotes).not.toHaveBeenCalled();
  });

  it('re-reads it when the player comes back to the app, until stopped', async () => {
    const fetchImpl = answer(200, config);
    globalThis.fetch = fetchImpl as typeof fetch;
    const stop = watchRemoteConfig();
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    stop();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
