import { SIGN_IN_INPUT_PATH, authRoutes } from '@companion/shared-state/routes';
import { preloadSignInInput } from './signInInputPreload';

jest.mock('./configRequest', () => ({ requestConfig: jest.fn() }));
const { requestConfig } = jest.requireMock<{ requestConfig: jest.Mock }>('./configRequest');

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.href,
    as: link.getAttribute('as'),
    crossOrigin: link.crossOrigin,
  }));

beforeEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  requestConfig.mockReset();
});

describe('preloadSignInInput', () => {
  it('asks for the input at the address the client asks it of, once config.json is in, once', async () => {
    requestConfig.mockResolvedValue({ authUrl: 'https://game.example/auth/' });
    preloadSignInInput();
    preloadSignInInput();
    await settle();
    // The route's own path: what the game client fetches for a wallet not connected yet.
    expect(authRoutes.getSignInInputForAnyWallet.path).toBe(SIGN_IN_INPUT_PATH);
    expect(preloads()).toEqual([
      { href: 'https://game.example/auth/sign-in-input', as: 'fetch', crossOrigin: 'anonymous' },
    ]);
  });

  it('takes an address under the page’s own origin as the client does', async () => {
    requestConfig.mockResolvedValue({ authUrl: '/game/auth' });
    preloadSignInInput();
    await settle();
    expect(preloads().map((one) => one.href)).toEqual([`${location.origin}/game/auth/sign-in-input`]);
  });

  it('asks for nothing where the sign-in asks for a nonce: the dev wallet, Android, a wallet chosen before', async () => {
    const config = { authUrl: 'https://game.example/auth' };
    requestConfig.mockResolvedValue({ ...config, devWallet: true });
    preloadSignInInput();
    requestConfig.mockResolvedValue(config);
    preloadSignInInput(document, 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/130.0 Mobile');
    localStorage.setItem('walletName', '"Phantom"');
    preloadSignInInput();
    await settle();
    expect(preloads()).toEqual([]);
  });

  it('asks for nothing when config.json names no usable address or cannot be read', async () => {
    for (const answer of [
      Promise.resolve({ authUrl: 'javascript:alert(1)' }),
      Promise.resolve({}),
      Promise.resolve(null),
      Promise.reject(new Error('offline')),
    ]) {
      answer.catch(() => undefined);
      requestConfig.mockReturnValueOnce(answer);
      preloadSignInInput();
    }
    await settle();
    expect(preloads()).toEqual([]);
  });
});
