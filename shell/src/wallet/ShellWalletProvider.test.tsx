import { act, render, screen, waitFor } from '@testing-library/react';
import {
  WalletConnectionError,
  WalletNotConnectedError,
  WalletReadyState,
  type Adapter,
  type WalletError,
  type WalletName,
} from '@solana/wallet-adapter-base';
import { WalletNotSelectedError, useWallet, type WalletContextState } from '@solana/wallet-adapter-react';
import { Connection, Transaction } from '@solana/web3.js';
import { registerWallet } from '@wallet-standard/wallet';
import { useEffect } from 'react';
import { ShellWalletProvider } from './ShellWalletProvider';
import type { AutoConnect } from './useAutoConnect';
import { FakeAdapter, FakeMessageSigner } from './testing/FakeAdapter';

const KEY = 'walletName';
/** A Wallet Standard wallet, as a wallet registers itself. */
type StandardWallet = Parameters<typeof registerWallet>[0];
const name = (text: string) => text as WalletName;

/** The context as the page last rendered it. */
const seen: { context?: WalletContextState } = {};
const context = () => seen.context!;

function Probe() {
  const state = useWallet();
  useEffect(() => {
    seen.context = state;
  });
  return (
    <>
      <p data-testid="wallets">
        {state.wallets.map((wallet) => `${wallet.adapter.name}: ${wallet.readyState}`).join(', ')}
      </p>
      <p data-testid="wallet">{state.wallet?.adapter.name ?? 'none'}</p>
      <p data-testid="status">
        {state.connecting ? 'connecting' : state.connected ? 'connected' : 'not connected'}
      </p>
      <p data-testid="key">{state.publicKey?.toBase58() ?? 'none'}</p>
    </>
  );
}

function renderProvider(
  wallets: Adapter[],
  { autoConnect, onError }: { autoConnect?: AutoConnect; onError?: (error: WalletError) => void } = {},
) {
  return render(
    <ShellWalletProvider wallets={wallets} autoConnect={autoConnect} onError={onError}>
      <Probe />
    </ShellWalletProvider>,
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;

beforeEach(() => {
  localStorage.clear();
  delete seen.context;
});

describe('the shell’s wallet provider', () => {
  it('lists the wallets with their readiness, live, leaving out those that cannot run here', () => {
    const late = new FakeAdapter('Late Wallet', WalletReadyState.NotDetected);
    renderProvider([late, new FakeAdapter('Old Wallet', WalletReadyState.Unsupported)]);
    expect(text('wallets')).toBe('Late Wallet: NotDetected');
    act(() => late.setReadyState(WalletReadyState.Installed));
    expect(text('wallets')).toBe('Late Wallet: Installed');
    act(() => late.setReadyState(WalletReadyState.Unsupported));
    expect(text('wallets')).toBe('');
  });

  it('select, then connect: the wallet is chosen and stored, then connected with its key', async () => {
    const adapter = new FakeAdapter('Test Wallet');
    renderProvider([adapter]);
    expect(text('wallet')).toBe('none');
    act(() => context().select(adapter.name));
    expect(text('wallet')).toBe('Test Wallet');
    expect(localStorage.getItem(KEY)).toBe('"Test Wallet"');
    expect(text('status')).toBe('not connected');
    await act(() => context().connect());
    expect(text('status')).toBe('connected');
    expect(text('key')).toBe(adapter.key.toBase58());
    expect(adapter.asked).toEqual(['connect']);
  });

  it('connecting while the wallet has not answered', async () => {
    const adapter = new FakeAdapter('Slow Wallet');
    let answer = () => undefined as void;
    const connect = adapter.connect.bind(adapter);
    adapter.connect = () => new Promise<void>((resolve) => (answer = () => resolve(connect())));
    renderProvider([adapter]);
    act(() => context().select(adapter.name));
    let connecting: Promise<void> = Promise.resolve();
    act(() => {
      connecting = context().connect();
    });
    expect(text('status')).toBe('connecting');
    await act(async () => {
      answer();
      await connecting;
    });
    expect(text('status')).toBe('connected');
  });

  it('auto-connect: a restored wallet reconnects quietly, a chosen one is asked, each when the function says so', async () => {
    localStorage.setItem(KEY, '"Test Wallet"');
    const adapter = new FakeAdapter('Test Wallet');
    const autoConnect = jest.fn(async (asked: Adapter) => asked === adapter);
    renderProvider([adapter, new FakeAdapter('Other Wallet')], { autoConnect });
    await waitFor(() => expect(text('status')).toBe('connected'));
    expect(autoConnect).toHaveBeenCalledWith(adapter);
    expect(adapter.asked).toEqual(['autoConnect']);
    expect(context().autoConnect).toBe(true);

    // The function says no for the other wallet: it is chosen, not connected.
    act(() => context().select(name('Other Wallet')));
    await waitFor(() => expect(autoConnect).toHaveBeenCalledTimes(2));
    expect(text('wallet')).toBe('Other Wallet');
    await waitFor(() => expect(text('status')).toBe('not connected'));
    // The previous wallet was let go.
    expect(adapter.asked).toEqual(['autoConnect', 'disconnect']);

    act(() => context().select(adapter.name));
    await waitFor(() => expect(text('status')).toBe('connected'));
    expect(adapter.asked).toEqual(['autoConnect', 'disconnect', 'connect']);
  });

  it('without auto-connect a restored wallet is chosen but not connected', async () => {
    localStorage.setItem(KEY, '"Test Wallet"');
    const adapter = new FakeAdapter('Test Wallet');
    renderProvider([adapter]);
    expect(text('wallet')).toBe('Test Wallet');
    await act(async () => undefined);
    expect(adapter.asked).toEqual([]);
    expect(context().autoConnect).toBe(false);
  });

  it('disconnect disconnects the wallet and clears the stored choice', async () => {
    const adapter = new FakeAdapter('Test Wallet');
    renderProvider([adapter], { autoConnect: true });
    act(() => context().select(adapter.name));
    await waitFor(() => expect(text('status')).toBe('connected'));
    await act(() => context().disconnect());
    expect(adapter.asked).toEqual(['connect', 'disconnect']);
    expect(text('status')).toBe('not connected');
    expect(text('key')).toBe('none');
    expect(text('wallet')).toBe('none');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('a disconnect the wallet reports clears the choice too, but not one as the page unloads', async () => {
    const adapter = new FakeAdapter('Test Wallet');
    renderProvider([adapter], { autoConnect: true });
    act(() => context().select(adapter.name));
    await waitFor(() => expect(text('status')).toBe('connected'));
    act(() => {
      window.dispatchEvent(new Event('beforeunload'));
      adapter.emit('disconnect');
    });
    expect(text('wallet')).toBe('Test Wallet');
    expect(localStorage.getItem(KEY)).toBe('"Test Wallet"');
  });

  it('a wallet the wallet reports disconnected is no longer chosen', async () => {
    const adapter = new FakeAdapter('Test Wallet');
    renderProvider([adapter], { autoConnect: true });
    act(() => context().select(adapter.name));
    await waitFor(() => expect(text('status')).toBe('connected'));
    act(() => adapter.emit('disconnect'));
    expect(text('wallet')).toBe('none');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('offers signMessage and signIn only when the adapter has them', async () => {
    const plain = new FakeAdapter('Plain Wallet');
    const signer = new FakeMessageSigner('Signing Wallet');
    renderProvider([plain, signer], { autoConnect: true });
    act(() => context().select(plain.name));
    await waitFor(() => expect(text('status')).toBe('connected'));
    expect(context().signMessage).toBeUndefined();
    expect(context().signIn).toBeUndefined();
    expect(context().signTransaction).toBeUndefined();
    expect(context().signAllTransactions).toBeUndefined();
    act(() => context().select(signer.name));
    await waitFor(() => expect(text('status')).toBe('connected'));
    const message = new Uint8Array([1, 2, 3]);
    await expect(context().signMessage!(message)).resolves.toBe(message);
    expect(context().signIn).toEqual(expect.any(Function));
  });

  it('a refused connect reaches onError with its wallet and drops the choice', async () => {
    const adapter = new FakeAdapter('Test Wallet');
    adapter.refusal = 'User rejected the request.';
    const onError = jest.fn();
    renderProvider([adapter], { onError });
    act(() => context().select(adapter.name));
    await act(() => expect(context().connect()).rejects.toBeInstanceOf(WalletConnectionError));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.any(WalletConnectionError), adapter);
    expect(onError.mock.calls[0]![0].message).toBe('User rejected the request.');
    expect(text('wallet')).toBe('none');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('sending or signing without a chosen or connected wallet reports the error, then throws it', async () => {
    const signer = new FakeMessageSigner('Signing Wallet');
    const onError = jest.fn();
    renderProvider([signer], { onError });
    const connection = new Connection('http://127.0.0.1:8899');
    await expect(context().sendTransaction(new Transaction(), connection)).rejects.toBeInstanceOf(
      WalletNotSelectedError,
    );
    await expect(context().connect()).rejects.toBeInstanceOf(WalletNotSelectedError);
    act(() => context().select(signer.name));
    await expect(context().signMessage!(new Uint8Array(1))).rejects.toBeInstanceOf(WalletNotConnectedError);
    await expect(context().sendTransaction(new Transaction(), connection)).rejects.toBeInstanceOf(
      WalletNotConnectedError,
    );
    expect(onError.mock.calls.map(([error]: [WalletError]) => error.name)).toEqual([
      'WalletNotSelectedError',
      'WalletNotSelectedError',
      'WalletNotConnectedError',
      'WalletNotConnectedError',
    ]);
    expect(onError.mock.calls[2]![1]).toBe(signer);
  });

  it('an error the wallet reports reaches onError, except as the page unloads', async () => {
    const adapter = new FakeAdapter('Test Wallet');
    const onError = jest.fn();
    renderProvider([adapter], { onError });
    act(() => context().select(adapter.name));
    const error = new WalletConnectionError('Lost the wallet');
    act(() => adapter.emit('error', error));
    expect(onError).toHaveBeenCalledWith(error, adapter);
    act(() => {
      window.dispatchEvent(new Event('beforeunload'));
      adapter.emit('error', new WalletConnectionError('Closing'));
    });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('choosing another wallet leaves Mobile Wallet Adapter connected (its disconnect forgets the wallet app)', async () => {
    const mobile = new FakeAdapter('Mobile Wallet Adapter', WalletReadyState.Loadable);
    renderProvider([mobile, new FakeAdapter('Test Wallet')], { autoConnect: true });
    act(() => context().select(mobile.name));
    await waitFor(() => expect(text('status')).toBe('connected'));
    act(() => context().select(name('Test Wallet')));
    await waitFor(() => expect(text('wallet')).toBe('Test Wallet'));
    expect(mobile.asked).toEqual(['connect']);
  });

  it('lists the installed Wallet Standard wallets first, with the given adapters', async () => {
    renderProvider([new FakeAdapter('Phantom', WalletReadyState.NotDetected)]);
    const standard: StandardWallet = {
      version: '1.0.0',
      name: 'Standard Wallet',
      icon: 'data:image/svg+xml;base64,',
      chains: ['solana:localnet'],
      accounts: [],
      features: {
        'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) },
        'standard:events': { version: '1.0.0', on: () => () => undefined },
        'solana:signTransaction': {
          version: '1.0.0',
          supportedTransactionVersions: ['legacy'],
          signTransaction: async () => [],
        },
      },
    };
    act(() => {
      registerWallet(standard);
    });
    await waitFor(() => expect(text('wallets')).toBe('Standard Wallet: Installed, Phantom: NotDetected'));
  });
});
