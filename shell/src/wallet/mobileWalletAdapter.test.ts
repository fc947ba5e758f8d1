import {
  mobileWalletAdapterConfig,
  offersMobileWalletAdapter,
  registerMobileWalletAdapter,
} from './mobileWalletAdapter';

const mockMade = jest.fn();
jest.mock('@solana-mobile/wallet-standard-mobile', () => ({
  createDefaultAuthorizationCache: () => 'authorization cache',
  createDefaultChainSelector: () => 'chain selector',
  createDefaultWalletNotFoundHandler: () => 'wallet not found handler',
  LocalSolanaMobileWalletAdapterWallet: class {
    readonly name = 'Mobile Wallet Adapter';
    constructor(config: unknown) {
      mockMade(config);
    }
  },
}));
const mockRegisterWallet = jest.fn();
jest.mock('@wallet-standard/wallet', () => ({
  registerWallet: (wallet: unknown) => mockRegisterWallet(wallet),
}));
/** The package's defaults, as mocked above. */
const mockDefaults = jest.requireMock<Record<string, () => unknown>>('@solana-mobile/wallet-standard-mobile');

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36';
const ANDROID_WEB_VIEW =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.122 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('Mobile Wallet Adapter', () => {
  it('is offered in Chrome on Android only: not in a web view, an iPhone, a desktop, inside a host or off https', () => {
    expect(offersMobileWalletAdapter(ANDROID_CHROME, null, true)).toBe(true);
    expect(offersMobileWalletAdapter(ANDROID_WEB_VIEW, null, true)).toBe(false);
    expect(offersMobileWalletAdapter(IPHONE, null, true)).toBe(false);
    expect(offersMobileWalletAdapter(DESKTOP, null, true)).toBe(false);
    expect(offersMobileWalletAdapter(ANDROID_CHROME, 'Farcaster', true)).toBe(false);
    expect(offersMobileWalletAdapter(ANDROID_CHROME, null, false)).toBe(false);
  });

  it('is made with the app’s identity, the config’s chain, a kept authorization and the not-found handler', () => {
    expect(
      mobileWalletAdapterConfig(mockDefaults as never, 'mainnet-beta', 'https://companion.example'),
    ).toEqual({
      appIdentity: { name: 'Companion', uri: 'https://companion.example', icon: 'icons/app-icon.png' },
      authorizationCache: 'authorization cache',
      chains: ['solana:mainnet'],
      chainSelector: 'chain selector',
      onWalletNotFound: 'wallet not found handler',
    });
    expect(mobileWalletAdapterConfig(mockDefaults as never, 'devnet', 'https://x.example').chains).toEqual([
      'solana:devnet',
    ]);
  });

  it('registers once as a Wallet Standard wallet, where it is offered', () => {
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    expect(registerMobileWalletAdapter('mainnet-beta', null, DESKTOP)).toBe(false);
    expect(registerMobileWalletAdapter('mainnet-beta', null, ANDROID_WEB_VIEW)).toBe(false);
    expect(mockRegisterWallet).not.toHaveBeenCalled();
    expect(registerMobileWalletAdapter('mainnet-beta', null, ANDROID_CHROME)).toBe(true);
    expect(mockMade).toHaveBeenCalledWith(
      mobileWalletAdapterConfig(mockDefaults as never, 'mainnet-beta', location.origin),
    );
    expect(mockRegisterWallet).toHaveBeenCalledTimes(1);
    expect(mockRegisterWallet.mock.calls[0]?.[0]).toMatchObject({ name: 'Mobile Wallet Adapter' });
    expect(registerMobileWalletAdapter('mainnet-beta', null, ANDROID_CHROME)).toBe(false);
    expect(mockRegisterWallet).toHaveBeenCalledTimes(1);
  });
});
