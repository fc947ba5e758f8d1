import { EventEmitter } from 'events';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Keypair, type PublicKey } from '@solana/web3.js';
import nacl from 'tweetnacl';
import { toast } from '../toasts/toast';
import { Layout, TokenType, WalletType, type GameApi } from '@companion/shared-state';
import { useHeaderStore, useLoginStore, useServices } from '@companion/shared-state/host';
import { deferred, loadTestConfig } from '@companion/shared-state/testing';
import { SIGN_IN_TIMED_OUT, SIGN_IN_TIMEOUT_MS, useSignIn } from './useSignIn';
import { useWalletWatch, WALLET_CHANGED } from './useWalletWatch';

const keypair = Keypair.generate();
const wallet: {
  publicKey: PublicKey | null;
  signMessage?: (m: Uint8Array) => Promise<Uint8Array>;
  signTransaction?: undefined;
  wallets: { adapter: EventEmitter }[];
} = { publicKey: null, wallets: [] };
const setVisible = jest.fn();

/** The chain's JSON-RPC endpoint as the GLOBAL balances' read calls it: the owner's token accounts. */
const chain = { tokenAccountsOf: jest.fn() };

jest.mock('@solana/wallet-adapter-react', () => ({
  useWallet: () => wallet,
}));
jest.mock('@solana/wallet-adapter-react-ui', () => ({ useWalletModal: () => ({ setVisible }) }));
jest.mock('../toasts/toast', () => ({ toast: Object.assign(jest.fn(), { error: jest.fn() }) }));

function Harness() {
  const { signIn, cancel } = useSignIn();
  useWalletWatch();
  return (
    <>
      <button type="button" onClick={signIn}>
        Sign In
      </button>
      <button type="button" onClick={cancel}>
        Cancel
      </button>
    </>
  );
}

const signInButton = () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

function fakeApi(overrides: Partial<Record<keyof GameApi, unknown>> = {}) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const api = {
    getNonce: jest.fn(async () => ({ nonce: 'nonce text' })),
    signUp: jest.fn(async () => ({})),
    signIn: jest.fn(async () => {
      await gate;
      return { token: 'tok' };
    }),
    getFunds: jest.fn(async () => []),
    getNfts: jest.fn(async () => []),
    ...overrides,
  };
  useServices.getState().provide({ gameApi: api as unknown as GameApi });
  return { api, release };
}

/** The config's DFL mint holding `amount` base units (9 decimals) in the wallet's one token account. */
function chainHolds(amount: string) {
  const { mints } = loadTestConfig();
  return {
    value: [{ account: { data: { parsed: { info: { mint: mints.DFL, tokenAmount: { amount } } } } } }],
  };
}

const globalDfl = () => useHeaderStore.getState().tokens[WalletType.GLOBAL][TokenType.DFL]?.amount;

beforeEach(() => {
  loadTestConfig();
  chain.tokenAccountsOf.mockReset().mockResolvedValue(chainHolds('0'));
  globalThis.fetch = jest.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const { id, method, params } = JSON.parse(String(init?.body)) as {
      id: number;
      method: string;
      params: string[];
    };
    if (method !== 'getTokenAccountsByOwner') throw new Error(`unexpected chain call ${method}`);
    const result: unknown = await chain.tokenAccountsOf(params[0]);
    return new Response(JSON.stringify({ jsonrpc: '2.0', id, result }));
  }) as typeof fetch;
  useLoginStore.getState().signOut();
  wallet.publicKey = null;
  wallet.wallets = [];
  wallet.signMessage = async (m) => nacl.sign.detached(m, keypair.secretKey);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('Sign In', () => {
  it('with no wallet, opens the wallet dialog and continues once a wallet connects', async () => {
    const { api, release } = fakeApi();
    const view = render(<Harness />);
    act(() => signInButton());
    expect(setVisible).toHaveBeenCalledWith(true);
    expect(api.getNonce).not.toHaveBeenCalled();

    wallet.publicKey = keypair.publicKey;
    await act(async () => view.rerender(<Harness />));
    expect(api.getNonce).toHaveBeenCalledWith(keypair.publicKey.toBase58());
    expect(useLoginStore.getState().layout).toBe(Layout.Loading);

    await act(async () => release());
    const state = useLoginStore.getState();
    expect(state.layout).toBe(Layout.LoggedIn);
    expect(state.token).toBe('tok');
    expect(state.publicKey).toBe(keypair.publicKey.toBase58());
  });

  it('starts as soon as the chosen wallet’s adapter reports the connect, before the wallet layer re-renders', async () => {
    const { api, release } = fakeApi();
    const adapter = Object.assign(new EventEmitter(), {
      signMessage: async (m: Uint8Array) => nacl.sign.detached(m, keypair.secretKey),
    });
    wallet.wallets = [{ adapter: new EventEmitter() }, { adapter }];
    const view = render(<Harness />);
    act(() => signInButton());
    await act(async () => adapter.emit('connect', keypair.publicKey));
    expect(api.getNonce).toHaveBeenCalledWith(keypair.publicKey.toBase58());
    // The wallet layer catching up starts no second sign-in, and no listener is left on any adapter.
    wallet.publicKey = keypair.publicKey;
    await act(async () => view.rerender(<Harness />));
    await act(async () => release());
    expect(api.getNonce).toHaveBeenCalledTimes(1);
    expect(useLoginStore.getState().token).toBe('tok');
    expect(wallet.wallets.map(({ adapter: a }) => a.listenerCount('connect'))).toEqual([0, 0]);
  });

  it('does nothing when a token already exists', async () => {
    const { api } = fakeApi();
    wallet.publicKey = keypair.publicKey;
    useLoginStore.getState().setToken('existing');
    render(<Harness />);
    await act(async () => signInButton());
    expect(api.getNonce).not.toHaveBeenCalled();
  });

  it('returns to logged out with a console warning and "Sign message failed" when the wallet refuses', async () => {
    fakeApi();
    wallet.publicKey = keypair.publicKey;
    wallet.signMessage = async () => Promise.reject(new Error('User rejected'));
    render(<Harness />);
    await act(async () => signInButton());
    expect(useLoginStore.getState().layout).toBe(Layout.LoggedOut);
    expect(useLoginStore.getState().token).toBe('');
    expect(console.warn).toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Sign message failed', expect.anything());
  });

  it('returns to logged out with a readable toast when the server fails', async () => {
    fakeApi({ getNonce: jest.fn(async () => Promise.reject(new Error('HTTP 500'))) });
    wallet.publicKey = keypair.publicKey;
    render(<Harness />);
    await act(async () => signInButton());
    expect(useLoginStore.getState().layout).toBe(Layout.LoggedOut);
    expect(toast.error).toHaveBeenCalledWith('Sign-in failed. Please try again.', expect.anything());
  });
});

describe('what loads while the sign-in calls run', () => {
  it('reads the GLOBAL balances on chain as the sign-in begins, so the signed-in screen has them', async () => {
    // The game API client reads the token from the store as each call is made.
    const tokenSent: string[] = [];
    const getFunds = jest.fn(async () => {
      tokenSent.push(useLoginStore.getState().token);
      return [];
    });
    const { api, release } = fakeApi({ getFunds });
    chain.tokenAccountsOf.mockResolvedValue(chainHolds('42750000000'));
    wallet.publicKey = keypair.publicKey;
    render(<Harness />);
    await act(async () => signInButton());
    // The token is not in yet (sign-in is held), and the balances already are.
    expect(useLoginStore.getState().layout).toBe(Layout.Loading);
    expect(chain.tokenAccountsOf).toHaveBeenCalledWith(keypair.publicKey.toBase58());
    expect(globalDfl()).toBe('42.75');
    expect(getFunds).not.toHaveBeenCalled();

    await act(async () => release());
    expect(useLoginStore.getState().layout).toBe(Layout.LoggedIn);
    // The session's other first reads begin with the token, once each.
    expect(tokenSent).toEqual(['tok']);
    expect(api.getNfts).toHaveBeenCalledTimes(2);
  });

  it('keeps no balances from a sign-in that failed, even when the chain answers after it', async () => {
    const answer = deferred<ReturnType<typeof chainHolds>>();
    chain.tokenAccountsOf.mockReturnValue(answer.promise);
    fakeApi({ getNonce: jest.fn(async () => Promise.reject(new Error('HTTP 500'))) });
    wallet.publicKey = keypair.publicKey;
    render(<Harness />);
    await act(async () => signInButton());
    expect(useLoginStore.getState().layout).toBe(Layout.LoggedOut);
    await act(async () => answer.resolve(chainHolds('42750000000')));
    expect(globalDfl()).toBe('0');
  });

  it('a failed sign-in forgets the balances it had read', async () => {
    chain.tokenAccountsOf.mockResolvedValue(chainHolds('42750000000'));
    fakeApi();
    wallet.publicKey = keypair.publicKey;
    wallet.signMessage = async () => Promise.reject(new Error('User rejected'));
    render(<Harness />);
    await act(async () => signInButton());
    expect(useLoginStore.getState().layout).toBe(Layout.LoggedOut);
    expect(globalDfl()).toBe('0');
  });
});

describe('a wallet that does not answer', () => {
  /** A wallet whose owner has not pressed anything yet; `approve` answers for them. */
  function slowWallet() {
    let approve: () => void = () => undefined;
    wallet.publicKey = keypair.publicKey;
    wallet.signMessage = (m) =>
      new Promise((resolve) => (approve = () => resolve(nacl.sign.detached(m, keypair.secretKey))));
    return { approve: () => approve() };
  }

  it('Cancel goes back to the sign-in screen at once, with a console warning and no toast', async () => {
    const { api, release } = fakeApi();
    const { approve } = slowWallet();
    render(<Harness />);
    await act(async () => signInButton());
    expect(useLoginStore.getState().layout).toBe(Layout.Loading);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(useLoginStore.getState().layout).toBe(Layout.LoggedOut);
    expect(console.warn).toHaveBeenCalledWith(
      'Sign-in failed:',
      expect.objectContaining({ reason: 'cancelled' }),
    );
    expect(toast.error).not.toHaveBeenCalled();
    // The wallet answering afterwards signs nobody in.
    await act(async () => approve());
    await act(async () => release());
    expect(api.signIn).not.toHaveBeenCalled();
    expect(useLoginStore.getState()).toMatchObject({ layout: Layout.LoggedOut, token: '' });
  });

  it('after a Cancel, Sign In starts a new attempt that can finish', async () => {
    const { api, release } = fakeApi();
    slowWallet();
    render(<Harness />);
    await act(async () => signInButton());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    const { approve } = slowWallet();
    await act(async () => signInButton());
    expect(api.getNonce).toHaveBeenCalledTimes(2);
    await act(async () => approve());
    await act(async () => release());
    expect(useLoginStore.getState()).toMatchObject({ layout: Layout.LoggedIn, token: 'tok' });
  });

  it('gives up after the time-out: logged out, and a toast says the wallet did not answer', async () => {
    jest.useFakeTimers();
    try {
      fakeApi();
      slowWallet();
      render(<Harness />);
      await act(async () => signInButton());
      await act(async () => jest.advanceTimersByTime(SIGN_IN_TIMEOUT_MS - 1));
      expect(useLoginStore.getState().layout).toBe(Layout.Loading);
      await act(async () => jest.advanceTimersByTime(1));
      expect(useLoginStore.getState().layout).toBe(Layout.LoggedOut);
      expect(toast.error).toHaveBeenCalledWith(SIGN_IN_TIMED_OUT, expect.anything());
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('wallet changes', () => {
  function signedIn() {
    const s = useLoginStore.getState();
    s.setPublicKey(keypair.publicKey.toBase58());
    s.setToken('tok');
    s.setLayout(Layout.LoggedIn);
  }

  it('disconnecting the wallet signs out, and revokes the session on the server', async () => {
    const signOut = jest.fn(async () => ({ signedOut: true }));
    const tokenAtCall: string[] = [];
    signOut.mockImplementation(async () => {
      tokenAtCall.push(useLoginStore.getState().token);
      return { signedOut: true };
    });
    fakeApi({ signOut });
    wallet.publicKey = keypair.publicKey;
    signedIn();
    const view = render(<Harness />);
    wallet.publicKey = null;
    await act(async () => view.rerender(<Harness />));
    expect(useLoginStore.getState().token).toBe('');
    expect(useLoginStore.getState().layout).toBe(Layout.LoggedOut);
    expect(toast).toHaveBeenCalledWith(WALLET_CHANGED, expect.anything());
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(tokenAtCall).toEqual(['tok']);
  });

  it('switching to another account signs out', async () => {
    wallet.publicKey = keypair.publicKey;
    signedIn();
    const view = render(<Harness />);
    wallet.publicKey = Keypair.generate().publicKey;
    await act(async () => view.rerender(<Harness />));
    expect(useLoginStore.getState().token).toBe('');
  });

  it('a wallet connecting after a reload with the same account keeps the session', async () => {
    signedIn();
    const view = render(<Harness />);
    wallet.publicKey = keypair.publicKey;
    await act(async () => view.rerender(<Harness />));
    expect(useLoginStore.getState().token).toBe('tok');
  });
});
