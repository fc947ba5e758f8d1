import { act, fireEvent, render, screen } from '@testing-library/react';
import { Layout, type GameApi, type RuntimeConfig } from '@companion/shared-state';
import { useConfigStore, useLoginStore, useServices } from '@companion/shared-state/host';
import { MemoryRouter } from 'react-router-dom';
import { AccountMenu } from './AccountMenu';

const KEY = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

function configFor(cluster: RuntimeConfig['cluster']): RuntimeConfig {
  return {
    authUrl: 'http://127.0.0.1:8787/auth',
    apiUrl: 'http://127.0.0.1:8787/api',
    notificationsUrl: 'ws://127.0.0.1:8787/notifications',
    rpcUrl: 'http://127.0.0.1:8899',
    cluster,
    mints: { DFL: 'a', GOLDY: 'b', USDC: 'c', DFL_USDC: 'd' },
    remotes: {},
  };
}

function signedIn(cluster: RuntimeConfig['cluster'] = 'localnet') {
  useConfigStore.getState().setConfig(configFor(cluster));
  const login = useLoginStore.getState();
  login.setPublicKey(KEY);
  login.setToken('tok');
  login.setLayout(Layout.LoggedIn);
}

const renderMenu = () =>
  render(
    <MemoryRouter>
      <AccountMenu />
    </MemoryRouter>,
  );

const openMenu = () => fireEvent.click(screen.getByRole('button', { name: /^Account/ }));

beforeEach(() => {
  useLoginStore.getState().signOut();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('AccountMenu', () => {
  it('shows the short address and, off mainnet, the network', () => {
    signedIn('localnet');
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Account 7xKX....gAsU Localnet' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows no network badge on mainnet', () => {
    signedIn('mainnet-beta');
    renderMenu();
    expect(screen.queryByTestId('network-badge')).toBeNull();
  });

  it('copies the address with the clipboard API and says so', async () => {
    signedIn();
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderMenu();
    openMenu();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy address' })));
    expect(writeText).toHaveBeenCalledWith(KEY);
    expect(screen.getByRole('button', { name: 'Address copied' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Address copied');
  });

  it('falls back to the copy command where the clipboard API is missing or refuses', async () => {
    signedIn();
    Object.assign(navigator, {
      clipboard: { writeText: jest.fn(async () => Promise.reject(new Error('denied'))) },
    });
    const execCommand = jest.fn(() => true);
    Object.assign(document, { execCommand });
    renderMenu();
    openMenu();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy address' })));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('button', { name: 'Address copied' })).toBeTruthy();
  });

  it('links the account on the explorer of the configured cluster', () => {
    signedIn('localnet');
    renderMenu();
    openMenu();
    expect(screen.getByRole('link', { name: 'View on explorer' }).getAttribute('href')).toBe(
      `https://explorer.solana.com/address/${KEY}?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899`,
    );
  });

  it('leads to the About page, which lists the versions running, and closes', () => {
    signedIn();
    renderMenu();
    openMenu();
    const about = screen.getByRole('link', { name: 'About this app' });
    expect(about.getAttribute('href')).toBe('/about');
    fireEvent.click(about);
    expect(screen.queryByRole('link', { name: 'About this app' })).toBeNull();
  });

  it('leads to Receive (the address with its QR code), and closes', () => {
    signedIn();
    renderMenu();
    openMenu();
    const receive = screen.getByRole('link', { name: 'Receive' });
    expect(receive.getAttribute('href')).toBe('/receive');
    fireEvent.click(receive);
    expect(screen.queryByRole('link', { name: 'Receive' })).toBeNull();
  });

  it('signs out: the server session is revoked and the app is logged out', async () => {
    const signOut = jest.fn(async () => ({ signedOut: true }));
    useServices.getState().provide({ gameApi: { signOut } as unknown as GameApi });
    signedIn();
    renderMenu();
    openMenu();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out' })));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(useLoginStore.getState()).toMatchObject({ token: '', layout: Layout.LoggedOut });
  });

  it('closes on Escape and gives focus back to its button', () => {
    signedIn();
    renderMenu();
    openMenu();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Account/ }));
  });
});
