import { prepareApp } from './prepareApp';
import { beginGlobalRead, beginSessionReads, resumeStoredSession } from '@companion/shared-state/host';
import { preloadLandingTab } from './federation/tabLoads';
import { FIRST_ORIGINS_KEY } from './boot/firstOrigins';
import { loadWalletLayer } from './boot/walletLayer';

const GAME_API = { name: 'the game client' };

jest.mock('@companion/shared-state', () => ({
  ...jest.requireActual('@companion/shared-state'),
  getGameApi: () => GAME_API,
}));
jest.mock('@companion/shared-state/host', () => ({
  ...jest.requireActual('@companion/shared-state/host'),
  resumeStoredSession: jest.fn(),
  beginSessionReads: jest.fn(),
  beginGlobalRead: jest.fn(),
}));
let mockSent: ((signer: { name: string; address: string }) => void) | undefined;
jest.mock('./session/earlySignIn', () => ({
  onEarlySignInSent: (listener: (signer: { name: string; address: string }) => void) => {
    mockSent = listener;
    return () => undefined;
  },
}));
jest.mock('./session/gameClient', () => ({ gameClientReady: jest.fn(async () => mockConfig) }));
jest.mock('./federation/tabLoads', () => ({
  preloadLandingTab: jest.fn(),
  landingTabEntry: () => 'https://tabs.example/home/1.0.0/remoteEntry.js',
}));
jest.mock('./federation/remoteRegistry', () => ({ registerTabRemotes: jest.fn() }));
jest.mock('./embedded/embeddedMode', () => ({ startEmbeddedMode: jest.fn(async () => undefined) }));
jest.mock('./boot/walletLayer', () => ({ loadWalletLayer: jest.fn(async () => ({})) }));
let mockSignInUnderWay = false;
jest.mock('./session/signInRun', () => ({ signInUnderWay: () => mockSignInUnderWay }));
jest.mock('./session/devWallet', () => ({ startDevWallet: jest.fn(async () => undefined) }));

// Named mock…, so that the mock factory above may reach it.
const mockConfig = {
  authUrl: 'https://game.example/auth',
  apiUrl: 'https://game.example/api',
  rpcUrl: 'https://rpc.example',
  remotes: {},
  devUnverifiedRemotes: [],
  mints: {},
};
const WALLET = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

beforeEach(() => {
  jest.clearAllMocks();
  mockSignInUnderWay = false;
});

describe('prepareApp', () => {
  it('starts a resumed session’s first reads and the tab it lands on before the first render', async () => {
    jest.mocked(resumeStoredSession).mockReturnValue({ publicKey: WALLET, token: 'tok' });
    await prepareApp();
    expect(beginSessionReads).toHaveBeenCalledWith('tok', GAME_API);
    // The GLOBAL balances too, from the chain, for the wallet whose session it is.
    expect(beginGlobalRead).toHaveBeenCalledWith(WALLET);
    // Picked for the wallet whose session it is (canary groups are per wallet).
    // With the config just taken: no second read of it before the tab's files (./federation/remoteRegistry.ts).
    expect(preloadLandingTab).toHaveBeenCalledWith(WALLET, { configJustTaken: true });
  });

  it('starts nothing of a session when none is stored: the sign-in starts them', async () => {
    jest.mocked(resumeStoredSession).mockReturnValue(null);
    await prepareApp();
    expect(beginSessionReads).not.toHaveBeenCalled();
    expect(beginGlobalRead).not.toHaveBeenCalled();
    expect(preloadLandingTab).not.toHaveBeenCalled();
  });

  it('has the wallet layer in before the sign-in screen shows, which needs it for its Sign In', async () => {
    jest.mocked(resumeStoredSession).mockReturnValue(null);
    let loaded = false;
    jest.mocked(loadWalletLayer).mockImplementationOnce(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      loaded = true;
      return {} as Awaited<ReturnType<typeof loadWalletLayer>>;
    });
    await prepareApp();
    expect(loaded).toBe(true);
  });

  it('leaves the wallet layer to later for a resumed session and for a sign-in already under way', async () => {
    jest.mocked(resumeStoredSession).mockReturnValue({ publicKey: WALLET, token: 'tok' });
    await prepareApp();
    jest.mocked(resumeStoredSession).mockReturnValue(null);
    mockSignInUnderWay = true;
    await prepareApp();
    // The signed-in screen renders without it; the app loads it after that screen's first frame.
    expect(loadWalletLayer).not.toHaveBeenCalled();
  });

  it('loads the tab a sign-in made before this chunk lands on while its sign-in call is out', async () => {
    jest.mocked(resumeStoredSession).mockReturnValue(null);
    await prepareApp();
    expect(preloadLandingTab).not.toHaveBeenCalled();
    // Heard once the sign-in call has left (./session/earlySignIn.ts), not before it: its start-up would
    // hold that call back.
    mockSent?.({ name: 'Phantom', address: WALLET });
    expect(preloadLandingTab).toHaveBeenCalledTimes(1);
    expect(preloadLandingTab).toHaveBeenCalledWith(WALLET, { configJustTaken: true });
  });

  it('keeps the origins it starts with for the next visit: the game API, the chain, the landing tab', async () => {
    jest.mocked(resumeStoredSession).mockReturnValue(null);
    await prepareApp();
    expect(JSON.parse(localStorage.getItem(FIRST_ORIGINS_KEY)!)).toEqual([
      'https://game.example',
      'https://rpc.example',
      'https://tabs.example',
    ]);
  });

  it('starts where storage is blocked, as in a wallet’s frame that throws on its very mention', async () => {
    jest.mocked(resumeStoredSession).mockReturnValue(null);
    const own = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Storage is blocked in this frame', 'SecurityError');
      },
    });
    try {
      await expect(prepareApp()).resolves.toBeUndefined();
    } finally {
      Object.defineProperty(window, 'localStorage', own);
    }
  });
});
