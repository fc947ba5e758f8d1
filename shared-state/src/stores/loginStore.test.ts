import { useConfigStore, type RuntimeConfig } from '../config';
import { Layout } from './layout';
import { SESSION_STORAGE_KEY, useLoginStore } from './loginStore';

const config = (notificationsUrl: string) => ({ notificationsUrl }) as RuntimeConfig;

beforeEach(() => {
  useConfigStore.setState({ config: config('ws://host/notifications') });
  useLoginStore.getState().signOut();
  useLoginStore.setState({ isLedger: 0 });
  localStorage.clear();
});

afterAll(() => useConfigStore.setState({ config: null }));

describe('Layout', () => {
  it('is 0 logged in, 1 logged out, 2 loading', () => {
    expect(Layout).toEqual({ LoggedIn: 0, LoggedOut: 1, Loading: 2 });
  });
});

describe('useLoginStore defaults', () => {
  it('starts logged out with an empty session and the Ledger switch off', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { useLoginStore: fresh } = require('./loginStore') as typeof import('./loginStore');
      const { token, publicKey, isNftsFetched, wssUrl, layout, isLedger } = fresh.getState();
      expect({ token, publicKey, isNftsFetched, wssUrl, layout, isLedger }).toEqual({
        token: '',
        publicKey: '',
        isNftsFetched: false,
        wssUrl: '',
        layout: 1,
        isLedger: 0,
      });
    });
  });
});

describe('wssUrl', () => {
  it('is the configured base followed by the token as the Authorization parameter', () => {
    useLoginStore.getState().setToken('tok123');
    expect(useLoginStore.getState().wssUrl).toBe('ws://host/notifications?Authorization=tok123');
  });

  it("is '' without a token", () => {
    useLoginStore.getState().setToken('tok123');
    useLoginStore.getState().setToken('');
    expect(useLoginStore.getState().wssUrl).toBe('');
  });

  it('encodes characters that would change the query', () => {
    useLoginStore.getState().setToken('a+b/c=d&e');
    expect(useLoginStore.getState().wssUrl).toBe('ws://host/notifications?Authorization=a%2Bb%2Fc%3Dd%26e');
  });

  it('is derived again when the config arrives after the token', () => {
    useConfigStore.setState({ config: null });
    useLoginStore.getState().setToken('tok123');
    expect(useLoginStore.getState().wssUrl).toBe('');
    useConfigStore.getState().setConfig(config('wss://game.example/notifications'));
    expect(useLoginStore.getState().wssUrl).toBe('wss://game.example/notifications?Authorization=tok123');
  });
});

describe('useLoginStore actions', () => {
  it('sets the public key and the layout', () => {
    useLoginStore.getState().setPublicKey('Wallet111');
    useLoginStore.getState().setLayout(Layout.Loading);
    expect(useLoginStore.getState().publicKey).toBe('Wallet111');
    expect(useLoginStore.getState().layout).toBe(2);
    useLoginStore.getState().setLayout(Layout.LoggedIn);
    expect(useLoginStore.getState().layout).toBe(0);
  });

  it('marks NFTs fetched one way: false → true, never back', () => {
    const { markNftsFetched } = useLoginStore.getState();
    markNftsFetched();
    expect(useLoginStore.getState().isNftsFetched).toBe(true);
    // A caller passing false by mistake must not turn it back.
    (markNftsFetched as (value?: unknown) => void)(false);
    expect(useLoginStore.getState().isNftsFetched).toBe(true);
    expect(Object.keys(useLoginStore.getState()).filter((key) => /nft/i.test(key))).toEqual([
      'isNftsFetched',
      'markNftsFetched',
    ]);
  });

  it('toggles the Ledger flag between 0 and 1', () => {
    useLoginStore.getState().toggleLedger();
    expect(useLoginStore.getState().isLedger).toBe(1);
    useLoginStore.getState().toggleLedger();
    expect(useLoginStore.getState().isLedger).toBe(0);
  });

  it('signOut clears the session and shows the sign-in screen', () => {
    const s = useLoginStore.getState();
    s.setToken('tok123');
    s.setPublicKey('Wallet111');
    s.markNftsFetched();
    s.setLayout(Layout.LoggedIn);
    s.toggleLedger();
    useLoginStore.getState().signOut();
    const { token, publicKey, isNftsFetched, wssUrl, layout, isLedger } = useLoginStore.getState();
    expect({ token, publicKey, isNftsFetched, wssUrl, layout, isLedger }).toEqual({
      token: '',
      publicKey: '',
      isNftsFetched: false,
      wssUrl: '',
      layout: Layout.LoggedOut,
      isLedger: 1,
    });
  });
});

describe('stored session', () => {
  const stored = () => JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as { state: unknown };

  it('keeps only token and publicKey under companion.session', () => {
    expect(SESSION_STORAGE_KEY).toBe('companion.session');
    const s = useLoginStore.getState();
    s.setToken('tok123');
    s.setPublicKey('Wallet111');
    s.markNftsFetched();
    s.setLayout(Layout.LoggedIn);
    expect(stored().state).toEqual({ token: 'tok123', publicKey: 'Wallet111' });
  });

  it('clears the stored session on sign-out', () => {
    useLoginStore.getState().setToken('tok123');
    useLoginStore.getState().signOut();
    expect(stored().state).toEqual({ token: '', publicKey: '' });
  });

  it('restores the session after a reload, with wssUrl derived and nothing else taken', () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        state: {
          token: 'saved',
          publicKey: 'Wallet222',
          isNftsFetched: true,
          layout: 0,
          wssUrl: 'ws://evil',
        },
        version: 0,
      }),
    );
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { useConfigStore: freshConfig } = require('../config') as typeof import('../config');
      freshConfig.getState().setConfig(config('ws://host/notifications'));
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { useLoginStore: reloaded } = require('./loginStore') as typeof import('./loginStore');
      const { token, publicKey, isNftsFetched, wssUrl, layout } = reloaded.getState();
      expect({ token, publicKey, isNftsFetched, wssUrl, layout }).toEqual({
        token: 'saved',
        publicKey: 'Wallet222',
        isNftsFetched: false,
        wssUrl: 'ws://host/notifications?Authorization=saved',
        layout: Layout.LoggedOut,
      });
    });
  });

  it('ignores a stored value of the wrong shape', async () => {
    useLoginStore.getState().setToken('current');
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ state: { token: 42, publicKey: 'x' }, version: 0 }),
    );
    await useLoginStore.persist.rehydrate();
    expect(useLoginStore.getState().token).toBe('current');
    expect(useLoginStore.getState().publicKey).toBe('');
  });
});
