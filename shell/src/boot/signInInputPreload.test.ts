import { SIGN_IN_INPUT_PATH, authRoutes } from '@companion/shared-state/routes';
import { preloadSignInInput } from './signInInputPreload';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.href,
    as: link.getAttribute('as'),
    crossOrigin: link.crossOrigin,
  }));

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('preloadSignInInput', () => {
  it('asks for the input at the address the client asks it of, once', () => {
    preloadSignInInput({ authUrl: 'https://game.example/auth/' });
    preloadSignInInput({ authUrl: 'https://game.example/auth' });
    // The route's own path: what the game client fetches for a wallet not connected yet.
    expect(authRoutes.getSignInInputForAnyWallet.path).toBe(SIGN_IN_INPUT_PATH);
    expect(preloads()).toEqual([
      { href: 'https://game.example/auth/sign-in-input', as: 'fetch', crossOrigin: 'anonymous' },
    ]);
  });

  it('takes an address under the page’s own origin as the client does', () => {
    preloadSignInInput({ authUrl: '/game/auth' });
    expect(preloads().map((one) => one.href)).toEqual([`${location.origin}/game/auth/sign-in-input`]);
  });

  it('asks for nothing when config.json names no usable address', () => {
    for (const json of [{ authUrl: 'javascript:alert(1)' }, { authUrl: 42 }, {}, null, 'text'])
      preloadSignInInput(json);
    expect(preloads()).toEqual([]);
  });
});
