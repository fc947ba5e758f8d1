import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLoginStore } from '@companion/shared-state/host';
import { getWallets } from '@wallet-standard/app';
import { App } from './App';
import { WALLET_LAYER_WAIT_MS } from './signin/EarlySignIn';
import { fakeStandardWallet } from './session/standardWalletFake.testkit';

const sessionAppProps: { signInRequested: boolean }[] = [];
const prepareApp = jest.fn(async () => undefined);
jest.mock('./prepareApp', () => ({ prepareApp: () => prepareApp() }));
jest.mock('./SessionApp', () => ({
  __esModule: true,
  default: (props: { signInRequested: boolean }) => {
    sessionAppProps.push(props);
    return <p>session app</p>;
  },
}));

let mockWalletFilesIn = false;
const mockHoldWalletLayerFiles = jest.fn();
jest.mock('./boot/sessionFiles', () => ({
  sessionFilesFetched: () => mockWalletFilesIn,
  holdWalletLayerFiles: () => mockHoldWalletLayerFiles(),
}));

const configJson = { devWallet: false };
global.fetch = jest.fn(async () => new Response(JSON.stringify(configJson))) as typeof fetch;

beforeEach(() => {
  sessionAppProps.length = 0;
  useLoginStore.getState().signOut();
});

describe('App', () => {
  it('shows the sign-in screen without loading the session', async () => {
    await act(async () => void render(<App />));
    expect(screen.getByRole('heading').textContent).toBe('Please approve the message to sign in.');
    expect(sessionAppProps).toHaveLength(0);
  });

  it('loads the session on Sign In and hands it the request to go on', async () => {
    await act(async () => void render(<App />));
    expect(mockHoldWalletLayerFiles).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));
    // The wallet layer's prefetches, not begun yet, are left out: the sign-in has the link to itself.
    expect(mockHoldWalletLayerFiles).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('session app')).toBeTruthy();
    expect(sessionAppProps.at(-1)).toMatchObject({ signInRequested: true });
    // The app started (config.json checked, the game client made) by the session's chunk.
    expect(prepareApp).toHaveBeenCalled();
  });

  it('loads the session at once when a stored session resumes', async () => {
    useLoginStore.getState().setToken('stored');
    await act(async () => void render(<App />));
    expect(await screen.findByText('session app')).toBeTruthy();
    expect(sessionAppProps.at(-1)?.signInRequested).toBe(false);
  });

  it('goes on with a press on Sign In made on the page before the app was in', async () => {
    await act(async () => void render(<App signInPressed />));
    expect(await screen.findByText('session app')).toBeTruthy();
    expect(sessionAppProps.at(-1)).toMatchObject({ signInRequested: true });
  });

  it('a new player’s Sign In opens the wallet dialog before the wallet layer, which waits for the choice', async () => {
    const off = getWallets().register(fakeStandardWallet('Signs', async () => []) as never);
    jest.useFakeTimers();
    try {
      await act(async () => void render(<App signInPressed answerEarly />));
      await act(async () => jest.advanceTimersByTime(0));
      expect(screen.getByRole('dialog', { name: 'Connect a wallet on Solana to continue' })).toBeTruthy();
      expect(sessionAppProps).toHaveLength(0);
      // Nobody chose within WALLET_LAYER_WAIT_MS: the wallet layer runs, and its own dialog takes over.
      await act(async () => jest.advanceTimersByTime(WALLET_LAYER_WAIT_MS));
      await act(async () => jest.advanceTimersByTime(0));
      expect(screen.getByText('session app')).toBeTruthy();
      expect(sessionAppProps.at(-1)).toMatchObject({ signInRequested: true });
    } finally {
      jest.useRealTimers();
      off();
    }
  });

  it('with the wallet layer’s files in already, Sign In loads that layer at once: it is ready soonest', async () => {
    const off = getWallets().register(fakeStandardWallet('Signs', async () => []) as never);
    mockWalletFilesIn = true;
    try {
      await act(async () => void render(<App />));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));
      expect(await screen.findByText('session app')).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      mockWalletFilesIn = false;
      off();
    }
  });
});
