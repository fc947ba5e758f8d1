import { act, fireEvent, render, screen } from '@testing-library/react';
import { Keypair, type PublicKey } from '@solana/web3.js';
import nacl from 'tweetnacl';
import toast from 'react-hot-toast';
import { Layout, useLoginStore, useServices, type GameApi } from '@companion/shared-state';
import { useSignIn } from './useSignIn';
import { useWalletWatch, WALLET_CHANGED } from './useWalletWatch';

const keypair = Keypair.generate();
const wallet: {
  publicKey: PublicKey | null;
  signMessage?: (m: Uint8Array) => Promise<Uint8Array>;
  signTransaction?: undefined;
} = { publicKey: null };
const setVisible = jest.fn();

jest.mock('@solana/wallet-adapter-react', () => ({ useWallet: () => wallet }));
jest.mock('@solana/wallet-adapter-react-ui', () => ({ useWalletModal: () => ({ setVisible }) }));
jest.mock('react-hot-toast', () => {
  const fn = Object.assign(jest.fn(), { error: jest.fn() });
  return { __esModule: true, default: fn };
});

function Harness() {
  const signIn = useSignIn();
  useWalletWatch();
  return (
    <button type="button" onClick={signIn}>
      Sign In
    </button>
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
    ...overrides,
  };
  useServices.getState().provide({ gameApi: api as unknown as GameApi });
  return { api, release };
}

beforeEach(() => {
  useLoginStore.getState().signOut();
  wallet.publicKey = null;
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
