import { startDevWallet } from './devWallet';

const registerDevWallet = jest.fn();
jest.mock('@companion/shared-state/host/wallet/devWallet', () => ({
  registerDevWallet: (rpcUrl: string) => registerDevWallet(rpcUrl),
}));

let embeddedWallet: string | undefined;
jest.mock('../embedded/embeddedMode', () => ({ embeddedWalletName: () => embeddedWallet }));

const RPC_URL = 'http://127.0.0.1:8899';

describe('startDevWallet', () => {
  beforeEach(() => {
    embeddedWallet = undefined;
  });

  it('announces the dev wallet when the config enables it', async () => {
    await startDevWallet({ devWallet: true, rpcUrl: RPC_URL });
    expect(registerDevWallet).toHaveBeenCalledWith(RPC_URL);
  });

  it('loads nothing when the config does not enable it', async () => {
    await startDevWallet({ devWallet: false, rpcUrl: RPC_URL });
    await startDevWallet({ rpcUrl: RPC_URL });
    expect(registerDevWallet).not.toHaveBeenCalled();
  });

  it("leaves it out inside a wallet's own browser, where that wallet is the only one", async () => {
    embeddedWallet = 'Phantom';
    await startDevWallet({ devWallet: true, rpcUrl: RPC_URL });
    expect(registerDevWallet).not.toHaveBeenCalled();
  });
});
