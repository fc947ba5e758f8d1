import { openExternal } from '@companion/shared-state';
import { provideLinkOpener } from '@companion/shared-state/host';
import { FARCASTER_WALLET_NAME, connectFarcasterWallet } from './connectFarcasterWallet';

const mockClient = {
  isInMiniApp: jest.fn(async () => true),
  getCapabilities: jest.fn(async (): Promise<string[]> => ['actions.ready', 'wallet.getSolanaProvider']),
  actions: { ready: jest.fn(async () => undefined), openUrl: jest.fn(async () => undefined) },
};
const client = mockClient;
jest.mock('@farcaster/miniapp-sdk', () => ({
  get sdk() {
    return mockClient;
  },
}));
// The package registers the client's wallet when it is imported; the module is imported once per test file,
// so the cases that must not import it come first.
const mockRegistered = jest.fn();
const registered = mockRegistered;
jest.mock('@farcaster/mini-app-solana', () => {
  mockRegistered();
  return {};
});

const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

afterEach(() => {
  jest.clearAllMocks();
  provideLinkOpener(null);
});

describe('inside a Farcaster client', () => {
  it('a client without a Solana wallet is still told the app is up, and the wallet dialog stays', async () => {
    client.getCapabilities.mockResolvedValueOnce(['actions.ready']);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await connectFarcasterWallet()).toEqual({ inClient: true, walletName: null });
    expect(registered).not.toHaveBeenCalled();
    await painted();
    expect(client.actions.ready).toHaveBeenCalledTimes(1);
  });

  it('a page the client does not answer for is not in one: nothing is registered or told', async () => {
    client.isInMiniApp.mockResolvedValueOnce(false);
    expect(await connectFarcasterWallet()).toEqual({ inClient: false, walletName: null });
    await painted();
    expect(client.actions.ready).not.toHaveBeenCalled();
    expect(registered).not.toHaveBeenCalled();
  });

  it('tells the client the app is up once painted, registers its Solana wallet and opens links through it', async () => {
    expect(await connectFarcasterWallet()).toEqual({ inClient: true, walletName: FARCASTER_WALLET_NAME });
    expect(FARCASTER_WALLET_NAME).toBe('Farcaster');
    expect(registered).toHaveBeenCalledTimes(1);
    await painted();
    expect(client.actions.ready).toHaveBeenCalledTimes(1);
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    openExternal('https://explorer.solana.com/tx/abc');
    expect(client.actions.openUrl).toHaveBeenCalledWith('https://explorer.solana.com/tx/abc');
    expect(open).not.toHaveBeenCalled();
  });
});
