import { toast } from '../toasts/toast';
import { createMiniAppHost, type HostRequest } from '@companion/wallet-bridge/host';
import { FakeWindow, link, settle, until } from '@companion/wallet-bridge/testing';
import { openExternal } from '@companion/shared-state';
import { provideLinkOpener } from '@companion/shared-state/host';
import { LINK_NOT_OPENED, connectEmbeddedWallet } from './connectEmbeddedWallet';

const APP = 'http://127.0.0.1:3000';
const HOST = 'http://127.0.0.1:3010';
const ICON = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;

/** As much of a Wallet Standard wallet as these tests read. */
type Wallet = { name: string };

/** Collects wallets announced the way @wallet-standard/wallet's registerWallet does. */
function registeredWallets(): Wallet[] {
  const wallets: Wallet[] = [];
  window.addEventListener('wallet-standard:register-wallet', (event) =>
    (event as CustomEvent<(api: { register: (w: Wallet) => void }) => void>).detail({
      register: (wallet) => void wallets.push(wallet),
    }),
  );
  return wallets;
}

function framedBy(origin: string, onRequest?: (request: HostRequest) => boolean) {
  const frame = new FakeWindow(APP);
  const host = new FakeWindow(origin);
  const [frameSeesHost, hostSeesFrame] = link(frame, host);
  const openLink = jest.fn();
  createMiniAppHost({
    iframe: { contentWindow: hostSeesFrame },
    origin: APP,
    wallet: {
      name: 'Local Wallet Host',
      icon: ICON,
      chains: ['solana:localnet'],
      getAccounts: () => [],
      signMessage: jest.fn(),
      signTransaction: jest.fn(),
      openLink,
    },
    onRequest,
    self: host,
  });
  return { windows: { self: frame, parent: frameSeesHost }, openLink };
}

describe('connectEmbeddedWallet', () => {
  afterEach(() => provideLinkOpener(null));

  it('registers the host wallet under its name and opens links through the host', async () => {
    const wallets = registeredWallets();
    const { windows, openLink } = framedBy(HOST);
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    expect(await connectEmbeddedWallet([HOST], windows)).toBe('Local Wallet Host');
    expect(wallets.map((w) => w.name)).toContain('Local Wallet Host');
    openExternal('https://explorer.solana.com/tx/abc?cluster=custom');
    await until(() => openLink.mock.calls.length === 1);
    expect(openLink).toHaveBeenCalledWith('https://explorer.solana.com/tx/abc?cluster=custom');
    expect(open).not.toHaveBeenCalled();
  });

  it('stays quiet when the person declines the link, and says so when the wallet fails', async () => {
    const error = jest.spyOn(toast, 'error');
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const asked = jest.fn((request: HostRequest) => request.method !== 'openLink');
    const { windows } = framedBy(HOST, asked);
    await connectEmbeddedWallet([HOST], windows);
    openExternal('https://explorer.solana.com/tx/declined');
    await until(() => asked.mock.calls.length === 1);
    await settle(20); // the refusal travels back
    expect(error).not.toHaveBeenCalled();
    openExternal('not a web address');
    await until(() => error.mock.calls.length === 1);
    expect(error).toHaveBeenCalledWith(LINK_NOT_OPENED, { id: 'open-link' });
  });

  it('registers nothing and keeps links as they were when the framing page is not allowed', async () => {
    const wallets = registeredWallets();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { windows, openLink } = framedBy('http://127.0.0.1:9999');
    jest.useFakeTimers();
    const connecting = connectEmbeddedWallet([HOST], windows);
    await jest.advanceTimersByTimeAsync(5_000);
    jest.useRealTimers();
    expect(await connecting).toBeNull();
    expect(wallets).toEqual([]);
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    openExternal('https://explorer.solana.com/tx/abc');
    expect(open).toHaveBeenCalled();
    expect(openLink).not.toHaveBeenCalled();
  });
});
