// Stands in for @solana/wallet-adapter-react in tests:
//   jest.mock('@solana/wallet-adapter-react', () => jest.requireActual('../testing/walletAdapterMock'));
// Tests set `walletState` to choose the connected wallet and the connection the hooks see.
import type { PublicKey } from '@solana/web3.js';
import type { DepositConnection } from '../deposit/chainStatus';

export const walletState: {
  publicKey: PublicKey | null;
  /** Called with (transaction, connection), like the adapter's. */
  sendTransaction: jest.Mock<Promise<string>>;
  connection: DepositConnection;
} = {
  publicKey: null,
  sendTransaction: jest.fn(),
  connection: {} as DepositConnection,
};

export const useWallet = () => ({
  publicKey: walletState.publicKey,
  sendTransaction: walletState.sendTransaction,
});
export const useConnection = () => ({ connection: walletState.connection });
