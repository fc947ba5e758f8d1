import { getWallets } from '@wallet-standard/app';
import { preloadEarlySignInInput } from './loadEarlySignIn';
import { fakeStandardWallet } from './standardWalletFake.testkit';

const askSignInInput = jest.fn(async () => ({ input: {} }));
jest.mock('./earlySignIn', () => ({ askSignInInput: () => askSignInInput() }));
jest.mock('../boot/configRequest', () => ({
  requestConfig: async () => ({ devWallet: false, authUrl: 'https://game.example/auth' }),
}));

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  jest.clearAllMocks();
  document.head.innerHTML = '';
});

describe('preloadEarlySignInInput', () => {
  it('asks for the sign-in input at once where a detected wallet signs in with one approval', async () => {
    const off = getWallets().register(fakeStandardWallet('Signs', async () => []) as never);
    preloadEarlySignInInput();
    await settle();
    off();
    // Asked at once as a preload, which the client's call takes once the early chunk is in; that chunk is
    // not started here (the wallet dialog starts it once drawn).
    expect(preloaded()).toEqual(['https://game.example/auth/sign-in-input']);
    expect(askSignInInput).not.toHaveBeenCalled();
  });

  it('asks for nothing where the wallet layer signs in (no such wallet)', async () => {
    preloadEarlySignInInput();
    await settle();
    expect(askSignInInput).not.toHaveBeenCalled();
    expect(preloaded()).toEqual([]);
  });
});
