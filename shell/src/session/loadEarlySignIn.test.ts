import { getWallets } from '@wallet-standard/app';
import { askEarlySignInInput } from './loadEarlySignIn';
import { fakeStandardWallet } from './standardWalletFake.testkit';

const askSignInInput = jest.fn(async () => ({ input: {} }));
jest.mock('./earlySignIn', () => ({ askSignInInput: () => askSignInInput() }));
jest.mock('../boot/configRequest', () => ({ requestConfig: async () => ({ devWallet: false }) }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => jest.clearAllMocks());

describe('askEarlySignInInput', () => {
  it('asks for the sign-in input at once where a detected wallet signs in with one approval', async () => {
    const off = getWallets().register(fakeStandardWallet('Signs', async () => []) as never);
    askEarlySignInInput();
    await settle();
    off();
    expect(askSignInInput).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing where the wallet layer signs in (no such wallet)', async () => {
    askEarlySignInInput();
    await settle();
    expect(askSignInInput).not.toHaveBeenCalled();
  });
});
