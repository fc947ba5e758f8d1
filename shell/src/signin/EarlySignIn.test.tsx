import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { getWallets } from '@wallet-standard/app';
import { Layout } from '@companion/shared-state';
import { useLoginStore } from '@companion/shared-state/host';
import { EarlySignIn, WALLET_LAYER_WAIT_MS } from './EarlySignIn';
import { fakeStandardWallet } from '../session/standardWalletFake.testkit';

const signInEarly = jest.fn(async (_wallet: { name: string }) => undefined);
let mockApprove: (() => void) | undefined;
const askSignInInput = jest.fn(async () => ({ input: {} }));
jest.mock('../session/earlySignIn', () => ({
  signInEarly: (wallet: { name: string }) => signInEarly(wallet),
  onEarlySigner: (listener: () => void) => {
    mockApprove = listener;
    return () => undefined;
  },
  askSignInInput: () => askSignInInput(),
  cancelSignIn: jest.fn(),
}));
let mockConfig: () => Promise<unknown> = async () => ({ devWallet: false });
jest.mock('../boot/configRequest', () => ({ requestConfig: () => mockConfig() }));

const unregister: (() => void)[] = [];
afterEach(() => unregister.splice(0).forEach((off) => off()));
beforeEach(() => {
  jest.clearAllMocks();
  useLoginStore.getState().signOut();
  localStorage.clear();
});

/** The screen as the app holds it: Sign In's request is the app's state, answered by the screen. */
async function show({ signInRequested }: { signInRequested: boolean }) {
  const handlers = { onSignIn: jest.fn(), onRequestTaken: jest.fn(), onSessionWanted: jest.fn() };
  function Harness() {
    const [requested, setRequested] = useState(signInRequested);
    return (
      <EarlySignIn
        signInRequested={requested}
        onSignIn={() => {
          handlers.onSignIn();
          setRequested(true);
        }}
        onRequestTaken={() => {
          handlers.onRequestTaken();
          setRequested(false);
        }}
        onSessionWanted={handlers.onSessionWanted}
      />
    );
  }
  await act(async () => void render(<Harness />));
  return handlers;
}

describe('EarlySignIn', () => {
  it('opens the wallet dialog with the detected wallets before the wallet layer, and signs in with the one chosen', async () => {
    unregister.push(getWallets().register(fakeStandardWallet('Signs', async () => []) as never));
    const { onRequestTaken } = await show({ signInRequested: true });
    expect(screen.getByRole('dialog', { name: 'Connect a wallet on Solana to continue' })).toBeTruthy();
    // The input is asked for while the player chooses, once the dialog has been drawn, not before.
    expect(askSignInInput).not.toHaveBeenCalled();
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    await act(async () => undefined);
    expect(askSignInInput).toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Signs.*Detected/ })));
    expect(onRequestTaken).toHaveBeenCalled();
    expect(signInEarly).toHaveBeenCalledWith(expect.objectContaining({ name: 'Signs' }));
  });

  it('runs the wallet layer once the wallet has approved, not while the player chooses', async () => {
    jest.useFakeTimers();
    try {
      unregister.push(getWallets().register(fakeStandardWallet('Signs', async () => []) as never));
      signInEarly.mockImplementation(() => new Promise(() => undefined));
      const { onSessionWanted } = await show({ signInRequested: true });
      expect(onSessionWanted).not.toHaveBeenCalled();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: /Signs/ })));
      expect(onSessionWanted).not.toHaveBeenCalled();
      await act(async () => mockApprove?.());
      expect(onSessionWanted).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('runs the wallet layer after WALLET_LAYER_WAIT_MS of an open dialog (its own brings "More options")', async () => {
    jest.useFakeTimers();
    try {
      unregister.push(getWallets().register(fakeStandardWallet('Signs', async () => []) as never));
      const { onSessionWanted } = await show({ signInRequested: true });
      await act(async () => jest.advanceTimersByTime(WALLET_LAYER_WAIT_MS - 1));
      expect(onSessionWanted).not.toHaveBeenCalled();
      await act(async () => jest.advanceTimersByTime(1));
      expect(onSessionWanted).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('counts that wait from the dialog’s first frame, not from while config.json is still to come', async () => {
    jest.useFakeTimers();
    const own = mockConfig;
    try {
      unregister.push(getWallets().register(fakeStandardWallet('Signs', async () => []) as never));
      mockConfig = () => new Promise((resolve) => setTimeout(() => resolve({ devWallet: false }), 800));
      const { onSessionWanted } = await show({ signInRequested: true });
      await act(async () => jest.advanceTimersByTime(800));
      expect(screen.getByRole('dialog')).toBeTruthy();
      await act(async () => jest.advanceTimersByTime(WALLET_LAYER_WAIT_MS - 1));
      expect(onSessionWanted).not.toHaveBeenCalled();
      await act(async () => jest.advanceTimersByTime(1));
      expect(onSessionWanted).toHaveBeenCalled();
    } finally {
      mockConfig = own;
      jest.useRealTimers();
    }
  });

  it('closing the dialog answers the request: the sign-in screen stays, and Sign In opens it again', async () => {
    unregister.push(getWallets().register(fakeStandardWallet('Signs', async () => []) as never));
    const { onRequestTaken } = await show({ signInRequested: true });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(onRequestTaken).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(signInEarly).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));
    expect(screen.getByRole('dialog', { name: 'Connect a wallet on Solana to continue' })).toBeTruthy();
  });

  it('where the wallet layer must sign in (a wallet without Sign In With Solana), says "Loading…" until it is in', async () => {
    unregister.push(getWallets().register(fakeStandardWallet('Connects only') as never));
    const { onSessionWanted } = await show({ signInRequested: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('Loading…');
    expect(onSessionWanted).toHaveBeenCalled();
  });

  it('while the early sign-in waits for the wallet, shows the waiting screen with Cancel', async () => {
    useLoginStore.getState().setLayout(Layout.Loading);
    await show({ signInRequested: false });
    expect(screen.getByRole('heading').textContent).toBe('Waiting for your wallet…');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});
