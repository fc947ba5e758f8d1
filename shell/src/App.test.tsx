import { act, fireEvent, render, screen } from '@testing-library/react';
import { type RuntimeConfig } from '@companion/shared-state';
import { useLoginStore } from '@companion/shared-state/host';
import { App } from './App';

const walletAppProps: { signInRequested: boolean }[] = [];
jest.mock('./WalletApp', () => ({
  __esModule: true,
  default: (props: { signInRequested: boolean }) => {
    walletAppProps.push(props);
    return <p>wallet app</p>;
  },
}));

const config = { devWallet: false } as RuntimeConfig;

beforeEach(() => {
  walletAppProps.length = 0;
  useLoginStore.getState().signOut();
});

describe('App', () => {
  it('shows the sign-in screen without loading the wallet layer', async () => {
    await act(async () => void render(<App config={config} />));
    expect(screen.getByRole('heading').textContent).toBe('Please approve the message to sign in.');
    expect(walletAppProps).toHaveLength(0);
  });

  it('loads the wallet layer on Sign In and hands it the request to go on', async () => {
    await act(async () => void render(<App config={config} />));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));
    expect(await screen.findByText('wallet app')).toBeTruthy();
    expect(walletAppProps.at(-1)).toEqual({ config, signInRequested: true });
  });

  it('loads the wallet layer at once when a stored session resumes', async () => {
    useLoginStore.getState().setToken('stored');
    await act(async () => void render(<App config={config} />));
    expect(await screen.findByText('wallet app')).toBeTruthy();
    expect(walletAppProps.at(-1)?.signInRequested).toBe(false);
  });
});
