import { useLoginStore } from '@companion/shared-state/host';
import { earlySignInChoice } from './earlySignInChoice';
import { fakeStandardWallet } from './standardWalletFake.testkit';

const signs = () => fakeStandardWallet('Signs', async () => []);
const desktop = {
  phone: false,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  page: {},
  storedWallet: () => null,
};

beforeEach(() => {
  if (useLoginStore.getState().isLedger) useLoginStore.getState().toggleLedger();
});

describe('earlySignInChoice', () => {
  it('offers the detected wallets when each signs in with one approval', () => {
    const wallets = [signs(), fakeStandardWallet('Also', async () => [])];
    const choice = earlySignInChoice({}, { ...desktop, registered: wallets });
    expect(choice?.wallets.map((wallet) => wallet.name)).toEqual(['Signs', 'Also']);
    expect(choice?.only).toBeNull();
  });

  it('on a phone with one injected wallet, that wallet signs in without a dialog', () => {
    const wallet = signs();
    expect(earlySignInChoice({}, { ...desktop, phone: true, registered: [wallet] })?.only).toBe(wallet);
  });

  it('leaves the sign-in to the wallet layer when any detected wallet lacks Sign In With Solana', () => {
    const registered = [signs(), fakeStandardWallet('Connects only')];
    expect(earlySignInChoice({}, { ...desktop, registered })).toBeNull();
  });

  it('leaves it to the wallet layer with none detected, the dev wallet, Ledger, Android or a stored wallet', () => {
    const registered = [signs()];
    expect(earlySignInChoice({}, { ...desktop, registered: [] })).toBeNull();
    expect(earlySignInChoice({ devWallet: true }, { ...desktop, registered })).toBeNull();
    expect(
      earlySignInChoice({}, { ...desktop, registered, userAgent: 'Mozilla/5.0 (Linux; Android 14)' }),
    ).toBeNull();
    expect(earlySignInChoice({}, { ...desktop, registered, storedWallet: () => 'Signs' })).toBeNull();
    useLoginStore.getState().toggleLedger();
    expect(earlySignInChoice({}, { ...desktop, registered })).toBeNull();
  });

  it('leaves it to the wallet layer when a wallet was injected the older way, without a standard wallet of its name', () => {
    const phantom = { phantom: { solana: { isPhantom: true } } };
    expect(earlySignInChoice({}, { ...desktop, registered: [signs()], page: phantom })).toBeNull();
    const standardPhantom = fakeStandardWallet('Phantom', async () => []);
    expect(
      earlySignInChoice({}, { ...desktop, registered: [standardPhantom], page: phantom }),
    ).not.toBeNull();
    expect(
      earlySignInChoice({}, { ...desktop, registered: [signs()], page: { coinbaseSolana: {} } }),
    ).toBeNull();
  });
});
