import { act, fireEvent, render, screen } from '@testing-library/react';
import { Layout, type RuntimeConfig } from '@companion/shared-state';
import { useConfigStore, useHeaderStore, useLoginStore } from '@companion/shared-state/host';
import ReceivePage from './ReceivePage';

const KEY = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

function signedIn(cluster: RuntimeConfig['cluster']) {
  useConfigStore.getState().setConfig({
    authUrl: 'http://127.0.0.1:8787/auth',
    apiUrl: 'http://127.0.0.1:8787/api',
    notificationsUrl: 'ws://127.0.0.1:8787/notifications',
    rpcUrl: 'http://127.0.0.1:8899',
    cluster,
    mints: { DFL: 'a', GOLDY: 'b', USDC: 'c', DFL_USDC: 'd' },
    remotes: {},
  });
  const login = useLoginStore.getState();
  login.setPublicKey(KEY);
  login.setToken('tok');
  login.setLayout(Layout.LoggedIn);
}

beforeEach(() => {
  useLoginStore.getState().signOut();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('Receive', () => {
  it('shows the whole address, its QR code and the network, titled Receive', () => {
    signedIn('devnet');
    render(<ReceivePage />);
    expect(useHeaderStore.getState().title).toBe('Receive');
    expect(screen.getByTestId('receive-address').textContent).toBe(KEY);
    const qr = screen.getByRole('img', { name: 'QR code of your wallet address' });
    // A square grid of modules with a path of dark ones.
    const [, , width, height] = qr.getAttribute('viewBox')!.split(' ').map(Number);
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(21 + 4);
    expect(qr.querySelector('path')!.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(
      screen.getByText(/on Solana \(Devnet\)\. Tokens sent from another network are lost\./),
    ).toBeTruthy();
  });

  it('names no network on mainnet', () => {
    signedIn('mainnet-beta');
    render(<ReceivePage />);
    expect(
      screen.getByText(
        'Send SOL, DFL, GOLDY or USDC to this address on Solana. Tokens sent from another network are lost.',
      ),
    ).toBeTruthy();
  });

  it('copies the address and says so; where the clipboard refuses, says how to copy by hand', async () => {
    signedIn('localnet');
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    render(<ReceivePage />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy address' })));
    expect(writeText).toHaveBeenCalledWith(KEY);
    expect(screen.getByRole('status').textContent).toBe('Address copied');
    writeText.mockRejectedValueOnce(new Error('denied'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Address copied' })));
    expect(screen.getByRole('status').textContent).toBe('Could not copy: select the address above');
  });
});
