import { toast } from '../toasts/toast';
import { Layout, type GameApi } from '@companion/shared-state';
import { loadGlobalBalances, useLoginStore, useServices } from '@companion/shared-state/host';
import { deferred, loadTestConfig } from '@companion/shared-state/testing';
import {
  askSignInInput,
  cancelSignIn,
  onEarlySignInSent,
  onEarlySigner,
  signInEarly,
  takeAskedSignInInput,
} from './earlySignIn';
import { downloadLandingTab } from '../federation/landingTabDownload';
import { fakeStandardWallet, type SignInStandardWallet } from './standardWalletFake.testkit';

jest.mock('../toasts/toast', () => ({ toast: { error: jest.fn() } }));
// The read itself is shared-state's (its chain/globalBalances.test.ts): here, when it is made and for whom.
jest.mock('@companion/shared-state/host', () => ({
  ...jest.requireActual('@companion/shared-state/host'),
  loadGlobalBalances: jest.fn(async () => true),
}));
jest.mock('./gameClient', () => ({ gameClientReady: async () => undefined }));
jest.mock('../federation/landingTabDownload', () => ({ downloadLandingTab: jest.fn() }));

const ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const INPUT = { domain: 'companion.example', nonce: 'n0nce', statement: 'Sign in.' };

function fakeApi() {
  const calls: string[] = [];
  const api = {
    getSignInInput: jest.fn(async () => {
      calls.push('input');
      return { input: INPUT };
    }),
    signUp: jest.fn(async () => void calls.push('sign-up')),
    signIn: jest.fn(async () => {
      calls.push('sign-in');
      return { token: 'tok' };
    }),
  };
  useServices.getState().provide({ gameApi: api as unknown as GameApi });
  return { api, calls };
}

function walletThatSigns(approval: Promise<void> = Promise.resolve()) {
  const signIn = jest.fn(async (input: unknown) => {
    await approval;
    return [
      {
        account: { address: ADDRESS, publicKey: new Uint8Array(32) },
        signedMessage: new TextEncoder().encode(JSON.stringify(input)),
        signature: new Uint8Array(64).fill(7),
      },
    ];
  });
  return { wallet: fakeStandardWallet('Signs', signIn) as SignInStandardWallet, signIn };
}

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  loadTestConfig();
  useLoginStore.getState().signOut();
});

describe('signInEarly', () => {
  it('signs a new player in with the wallet’s one approval: input, sign-up, sign-in, the session stored', async () => {
    const { calls } = fakeApi();
    const { wallet, signIn } = walletThatSigns();
    const heard = jest.fn();
    const stop = onEarlySigner(heard);
    await signInEarly(wallet);
    stop();
    expect(calls).toEqual(['input', 'sign-up', 'sign-in']);
    expect(signIn).toHaveBeenCalledWith(INPUT);
    expect(useLoginStore.getState()).toMatchObject({
      token: 'tok',
      publicKey: ADDRESS,
      layout: Layout.LoggedIn,
    });
    // The wallet layer hears which wallet signed, to select it (connecting then asks nothing).
    expect(heard).toHaveBeenCalledWith({ name: 'Signs', address: ADDRESS });
    // Kept at once as the player's wallet, as the wallet layer keeps its choice: a page reloaded before the
    // layer is in reconnects it.
    expect(localStorage.getItem('walletName')).toBe('"Signs"');
    // The tab the player lands on downloads, for that wallet, as soon as it has approved, and the wallet's
    // GLOBAL balances are read then: neither waits for the wallet layer.
    expect(downloadLandingTab).toHaveBeenCalledWith(ADDRESS);
    expect(loadGlobalBalances).toHaveBeenCalledTimes(1);
    expect(loadGlobalBalances).toHaveBeenCalledWith(ADDRESS, { isCurrent: expect.any(Function) });
  });

  it('tells when the sign-in call has left: after the sign-up’s answer, before the sign-in’s', async () => {
    const { api, calls } = fakeApi();
    const answer = deferred<{ token: string }>();
    api.signIn.mockImplementationOnce(() => {
      calls.push('sign-in');
      return answer.promise;
    });
    const heard: string[] = [];
    const stop = onEarlySignInSent(({ address }) => heard.push(`${address} after ${calls.join(', ')}`));
    const run = signInEarly(walletThatSigns().wallet);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The landing tab starts in the wait for the answer, not before the call (it would hold the call back).
    expect(heard).toEqual([`${ADDRESS} after input, sign-up, sign-in`]);
    expect(useLoginStore.getState().token).toBe('');
    answer.resolve({ token: 'tok' });
    await run;
    stop();
    // Heard at once by whoever listens later (the session's chunk, when it arrives after the call).
    const late = jest.fn();
    onEarlySignInSent(late)();
    expect(late).toHaveBeenCalledWith({ name: 'Signs', address: ADDRESS });
  });

  it('a sign-in whose answer was a refusal is not heard afterwards, nor during the next one', async () => {
    const { api } = fakeApi();
    api.signIn.mockRejectedValueOnce(new Error('refused'));
    await signInEarly(walletThatSigns().wallet);
    expect(useLoginStore.getState().layout).toBe(Layout.LoggedOut);
    const late = jest.fn();
    onEarlySignInSent(late)();
    expect(late).not.toHaveBeenCalled();
    // The next sign-in, its wallet still asked: nothing of the one before is heard.
    const approval = deferred<void>();
    const next = signInEarly(walletThatSigns(approval.promise).wallet);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(useLoginStore.getState().layout).toBe(Layout.Loading);
    onEarlySignInSent(late)();
    expect(late).not.toHaveBeenCalled();
    approval.resolve();
    await next;
  });

  it('reads the GLOBAL balances for the sign-in under way only: a read for one that ended writes nothing', async () => {
    fakeApi();
    const { wallet } = walletThatSigns();
    await signInEarly(wallet);
    const [, { isCurrent }] = jest.mocked(loadGlobalBalances).mock.calls[0] as unknown as [
      string,
      { isCurrent: () => boolean },
    ];
    expect(isCurrent()).toBe(true);
    useLoginStore.getState().signOut();
    expect(isCurrent()).toBe(false);
  });

  it('Cancel while the wallet is asked: logged out, no message, and a late approval signs nobody in', async () => {
    const { calls } = fakeApi();
    const approval = deferred<void>();
    const { wallet } = walletThatSigns(approval.promise);
    const running = signInEarly(wallet);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(useLoginStore.getState().layout).toBe(Layout.Loading);
    cancelSignIn();
    await running;
    expect(useLoginStore.getState()).toMatchObject({ token: '', layout: Layout.LoggedOut });
    approval.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['input']);
    expect(useLoginStore.getState().token).toBe('');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('a refusal in the wallet says "Sign message failed" and stays logged out', async () => {
    fakeApi();
    const wallet = fakeStandardWallet('Refuses', async () => {
      throw new Error('User rejected the request.');
    }) as SignInStandardWallet;
    await signInEarly(wallet);
    expect(useLoginStore.getState()).toMatchObject({ token: '', layout: Layout.LoggedOut });
    expect(toast.error).toHaveBeenCalledWith('Sign message failed', { id: 'sign-in' });
    // A wallet that refused is not kept as the player's.
    expect(localStorage.getItem('walletName')).toBeNull();
  });

  it('runs one sign-in at a time', async () => {
    const { calls } = fakeApi();
    const approval = deferred<void>();
    const { wallet, signIn } = walletThatSigns(approval.promise);
    const first = signInEarly(wallet);
    await signInEarly(wallet);
    approval.resolve();
    await first;
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['input', 'sign-up', 'sign-in']);
  });

  it('one input call per sign-in: asked for again while it runs, it is the same; after it ends, a new one', async () => {
    const { api } = fakeApi();
    const approval = deferred<void>();
    const { wallet } = walletThatSigns(approval.promise);
    const asked = askSignInInput();
    const run = signInEarly(wallet);
    // The dialog's own ask, made a frame after the tap that started the sign-in.
    expect(askSignInInput()).toBe(asked);
    approval.resolve();
    await run;
    expect(api.getSignInInput).toHaveBeenCalledTimes(1);
    useLoginStore.getState().signOut();
    await askSignInInput();
    expect(api.getSignInInput).toHaveBeenCalledTimes(2);
    takeAskedSignInInput();
  });

  it('an input asked for and not used here is taken over once by the wallet layer’s sign-in', async () => {
    const { api } = fakeApi();
    const asked = askSignInInput();
    expect(askSignInInput()).toBe(asked);
    expect(takeAskedSignInInput()).toBe(asked);
    expect(takeAskedSignInInput()).toBeUndefined();
    await asked;
    expect(api.getSignInInput).toHaveBeenCalledTimes(1);
  });
});
