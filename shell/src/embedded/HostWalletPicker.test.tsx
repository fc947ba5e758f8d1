import { act, render, screen, waitFor } from '@testing-library/react';
import { ConnectionProvider, useWallet } from '@solana/wallet-adapter-react';
import { useWalletModal } from '@solana/wallet-adapter-react-ui';
import { Keypair } from '@solana/web3.js';
import { connectToHost, registerHostWallet } from '@companion/wallet-bridge/frame';
import { createMiniAppHost } from '@companion/wallet-bridge/host';
import { FakeWindow, link } from '@companion/wallet-bridge/testing';
import { HostWalletPicker } from './HostWalletPicker';
import { ShellWalletProvider } from '../wallet/ShellWalletProvider';

const APP = 'http://127.0.0.1:3000';
const HOST = 'http://127.0.0.1:3010';
const ICON = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
const account = Keypair.generate().publicKey;
const other = Keypair.generate().publicKey;
let current = account;

/** The host's wallet registered through the real bridge, as the shell does when framed. */
async function registerFramedHostWallet() {
  const frame = new FakeWindow(APP);
  const host = new FakeWindow(HOST);
  const [frameSeesHost, hostSeesFrame] = link(frame, host);
  const miniAppHost = createMiniAppHost({
    iframe: { contentWindow: hostSeesFrame },
    origin: APP,
    wallet: {
      name: 'Local Wallet',
      icon: ICON,
      chains: ['solana:localnet'],
      getAccounts: () => [{ address: current.toBase58(), publicKey: current.toBytes() }],
      signMessage: jest.fn(),
      signTransaction: jest.fn(),
      openLink: jest.fn(),
    },
    self: host,
  });
  const connection = await connectToHost({ allowedOrigins: [HOST], self: frame, parent: frameSeesHost });
  registerHostWallet(connection!);
  return miniAppHost;
}

function Probe() {
  const { publicKey, wallet } = useWallet();
  const { setVisible } = useWalletModal();
  return (
    <>
      <p data-testid="wallet">{wallet?.adapter.name ?? 'none'}</p>
      <p data-testid="key">{publicKey?.toBase58() ?? 'none'}</p>
      <button type="button" onClick={() => setVisible(true)}>
        Show wallets
      </button>
    </>
  );
}

describe('HostWalletPicker', () => {
  it('selects and connects the host wallet by itself: no dialog, the host account is the wallet', async () => {
    const miniAppHost = await registerFramedHostWallet();
    render(
      <ConnectionProvider endpoint="http://127.0.0.1:8899">
        <ShellWalletProvider wallets={[]} autoConnect>
          <HostWalletPicker walletName="Local Wallet">
            <Probe />
          </HostWalletPicker>
        </ShellWalletProvider>
      </ConnectionProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('key').textContent).toBe(account.toBase58()));
    expect(screen.getByTestId('wallet').textContent).toBe('Local Wallet');
    act(() => screen.getByRole('button', { name: 'Show wallets' }).click());
    expect(screen.queryByText('Connect a wallet on Solana to continue')).toBeNull();
    // An account switch in the host reaches the adapter (the shell then ends the session).
    current = other;
    await act(() => miniAppHost.accountsChanged());
    await waitFor(() => expect(screen.getByTestId('key').textContent).toBe(other.toBase58()));
  });
});
