import { useConnection, useWallet } from '@solana/wallet-adapter-react';
import { useLoginStore } from '@companion/shared-state';

/**
 * The chain connection and wallet the shell provides, and the signed-in wallet. `owner` is the connected
 * wallet's key only when it is the signed-in one, since deposits are credited to the session's wallet.
 */
export function useTransferEnv() {
  const { connection } = useConnection();
  const { publicKey, signTransaction } = useWallet();
  const walletId = useLoginStore((s) => s.publicKey);
  const owner = publicKey && walletId && publicKey.toBase58() === walletId ? publicKey : null;
  return { connection, signTransaction, walletId, owner };
}
