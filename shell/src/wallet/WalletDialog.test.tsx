import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { WalletReadyState } from '@solana/wallet-adapter-base';
import { WalletDialog } from './WalletDialog';

const select = jest.fn();
let connected = false;
let wallets: {
  adapter: { name: string; icon: string; url: string; connect: jest.Mock };
  readyState: WalletReadyState;
}[] = [];
jest.mock('@solana/wallet-adapter-react', () => ({ useWallet: () => ({ wallets, select, connected }) }));

const wallet = (name: string, readyState: WalletReadyState) => ({
  adapter: {
    name,
    icon: 'data:image/svg+xml;base64,',
    url: `https://${name.toLowerCase()}.example`,
    connect: jest.fn(async () => undefined),
  },
  readyState,
});

beforeEach(() => {
  select.mockClear();
  connected = false;
});

describe('WalletDialog', () => {
  it('with wallets detected: the connect title, "Detected" labels, the others behind More options', () => {
    wallets = [
      wallet('Test Wallet', WalletReadyState.Installed),
      wallet('Phantom', WalletReadyState.NotDetected),
      wallet('Burner', WalletReadyState.Loadable),
      wallet('Old', WalletReadyState.Unsupported),
    ];
    render(<WalletDialog onClose={() => undefined} />);
    expect(screen.getByRole('heading').textContent).toBe('Connect a wallet on Solana to continue');
    expect(screen.getByRole('button', { name: /Test Wallet/ }).textContent).toBe('Test WalletDetected');
    expect(screen.queryByRole('button', { name: /Phantom/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More options' }));
    expect(screen.getByRole('button', { name: /Phantom$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Burner$/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Old$/ })).toBeNull();
  });

  it('with none detected: the need-a-wallet title and the "Already have a wallet? View options" toggle', () => {
    wallets = [wallet('Phantom', WalletReadyState.NotDetected)];
    render(<WalletDialog onClose={() => undefined} />);
    expect(screen.getByRole('heading').textContent).toBe("You'll need a wallet on Solana to continue");
    expect(screen.queryByRole('button', { name: /Phantom$/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Already have a wallet? View options' }));
    expect(screen.getByRole('button', { name: /Phantom$/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide options' }));
    expect(screen.queryByRole('button', { name: /Phantom$/ })).toBeNull();
  });

  it('selects the chosen wallet and closes', () => {
    wallets = [wallet('Test Wallet', WalletReadyState.Installed)];
    const onClose = jest.fn();
    render(<WalletDialog onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: /Test Wallet/ }));
    expect(select).toHaveBeenCalledWith('Test Wallet');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks an installed wallet to connect in the click itself, and drops the choice if the wallet refuses', async () => {
    const installed = wallet('Test Wallet', WalletReadyState.Installed);
    installed.adapter.connect.mockRejectedValueOnce(new Error('User rejected the request.'));
    wallets = [installed];
    render(<WalletDialog onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: /Test Wallet/ }));
    expect(installed.adapter.connect).toHaveBeenCalledTimes(1);
    expect(select).toHaveBeenLastCalledWith('Test Wallet');
    await waitFor(() => expect(select).toHaveBeenLastCalledWith(null));
  });

  it('leaves a wallet that must load first, and an already connected one, to the wallet layer', () => {
    const loadable = wallet('Burner', WalletReadyState.Loadable);
    const installed = wallet('Test Wallet', WalletReadyState.Installed);
    wallets = [installed, loadable];
    const { unmount } = render(<WalletDialog onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'More options' }));
    fireEvent.click(screen.getByRole('button', { name: /Burner$/ }));
    expect(select).toHaveBeenCalledWith('Burner');
    expect(loadable.adapter.connect).not.toHaveBeenCalled();
    unmount();
    connected = true;
    render(<WalletDialog onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: /Test Wallet/ }));
    expect(select).toHaveBeenLastCalledWith('Test Wallet');
    expect(installed.adapter.connect).not.toHaveBeenCalled();
  });

  it('closes on Escape and on a click on the overlay', () => {
    wallets = [wallet('Test Wallet', WalletReadyState.Installed)];
    const onClose = jest.fn();
    const { baseElement } = render(<WalletDialog onClose={onClose} />);
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.mouseDown(baseElement.querySelector('.wallet-adapter-modal-overlay')!);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('moves focus into the dialog, keeps Tab inside it, and gives focus back to the opener on close', () => {
    wallets = [
      wallet('Test Wallet', WalletReadyState.Installed),
      wallet('Phantom', WalletReadyState.NotDetected),
    ];
    const opener = document.createElement('button');
    opener.textContent = 'Sign In';
    document.body.append(opener);
    opener.focus();
    const { unmount } = render(<WalletDialog onClose={() => undefined} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    // Focus that escaped (e.g. a click behind the overlay) is pulled back in by the next Tab.
    opener.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    // From the last control Tab wraps to the first; Shift+Tab from the first wraps to the last.
    screen.getByRole('button', { name: 'More options' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More options' }));
    unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('a wallet that is not installed is not selected: the dialog says how to get it', () => {
    wallets = [wallet('Phantom', WalletReadyState.NotDetected)];
    const onClose = jest.fn();
    render(<WalletDialog onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Already have a wallet? View options' }));
    fireEvent.click(screen.getByRole('button', { name: /Phantom$/ }));
    expect(select).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Phantom is not installed in this browser.');
    expect(document.activeElement).toBe(notice);
    expect(screen.getByRole('link', { name: 'Get Phantom' }).getAttribute('href')).toBe(
      'https://phantom.example',
    );
  });
});
