import { pickFor, refreshRemotes, setRemotes } from './remoteConfig';

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

beforeEach(() => setRemotes({ home: { base: 'https://tabs.example/home/', live: '1.4.0' } }));

describe('the remotes of the runtime config', () => {
  it('takes those of a fresh, valid config', async () => {
    const fetchImpl = answer(200, config);
    await refreshRemotes('/config.json', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', { cache: 'no-cache' });
    expect(pickFor('home').version).toBe('1.5.0');
  });

  it('keeps what it has when the config is missing, garbled or invalid', async () => {
    await refreshRemotes('/config.json', answer(503, 'down'));
    await refreshRemotes('/config.json', answer(200, '{"remotes":'));
    await refreshRemotes('/config.json', answer(200, { ...config, remotes: { home: { live: '1.5.0' } } }));
    expect(pickFor('home').version).toBe('1.4.0');
  });

  it('reads once for everyone who asks meanwhile', async () => {
    const fetchImpl = answer(200, config);
    await Promise.all([refreshRemotes('/config.json', fetchImpl), refreshRemotes('/config.json', fetchImpl)]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('names a tab that has no address', () => {
    expect(() => pickFor('quests')).toThrow('No address is configured for the quests tab');
  });
});
