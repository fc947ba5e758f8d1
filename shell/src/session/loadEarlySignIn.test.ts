import { getWallets } from '@wallet-standard/app';
import { askEarlySignInInput } from './loadEarlySignIn';
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

describe('askEarlySignInInput', () => {
  it('asks for the sign-in input at once where a detected wallet signs in with one approval', async () => {
    const off = getWallets().register(fakeStandardWallet('Signs', async () => []) as never);
    askEarlySignInInput();
    await settle();
    off();
    expect(askSignInInput).toHaveBeenCalledTimes(1);
    // Asked at once as a preload, which the client's call takes once the early chunk is in.
    expect(preloaded()).toEqual(['https://game.example/auth/sign-in-input']);
  });

  it('asks for nothing where the wallet layer signs in (no such wallet)', async () => {
    askEarlySignInInput();
    await settle();
    expect(askSignInInput).not.toHaveBeenCalled();
    expect(preloaded()).toEqual([]);
  });
});
