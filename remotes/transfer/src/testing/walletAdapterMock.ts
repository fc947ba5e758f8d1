// Stands in for @solana/wallet-adapter-react in tests:
//   jest.mock('@solana/wallet-adapter-react', () => jest.requireActual('../testing/walletAdapterMock'));
// Tests set `walletState` to choose the connected wallet and the connection the hooks see.
import type { PublicKey, Transaction } from '@solana/web3.js';
import type { fakeConnection } from './fakes';

export const walletState: {
  publicKey: PublicKey | null;
  /** The wallet's signer: resolves with the transaction to approve, throws to refuse. */
  signTransaction: jest.Mock<Promise<Transaction>, [Transaction]> | jest.Mock<Promise<never>>;
  connection: ReturnType<typeof fakeConnection>;
} = {
  publicKey: null,
  signTransaction: jest.fn(),
  connection: {} as ReturnType<typeof fakeConnection>,
};

export const useWallet = () => ({
  publicKey: walletState.publicKey,
  signTransaction: walletState.signTransaction,
});
export const useConnection = () => ({ connection: walletState.connection });

/** A wallet that approves: it adds the player's signature (64 placeholder bytes; the fake chain checks none). */
export async function approve(transaction: Transaction): Promise<Transaction> {
  transaction.addSignature(transaction.feePayer!, Buffer.alloc(64, 1));
  return transaction;
}
