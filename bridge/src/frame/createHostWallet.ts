import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base';
import { buildWallet, type AccountKey } from '@companion/wallet-builder';
import { registerWallet } from '@wallet-standard/wallet';
import { BridgeError, fromBase64, toBase64, type BridgeAccount } from '../protocol';
import type { HostConnection } from './connectToHost';

const toKey = ({ address, publicKey }: BridgeAccount): AccountKey => ({
  address,
  publicKey: fromBase64(publicKey),
});

/**
 * The host's wallet as a Wallet Standard wallet: the wallet adapter lists it like any installed wallet,
 * and every call is forwarded to the host over the bridge. It holds no key and signs nothing itself.
 */
export function createHostWallet(connection: HostConnection): Wallet {
  const wallet = buildWallet({
    name: connection.host.name,
    icon: connection.host.icon as WalletIcon,
    chains: connection.host.chains as IdentifierString[],
    signer: {
      connect: async () => (await connection.request('connect', {})).accounts.map(toKey),
      disconnect: async () => {
        await connection.request('disconnect', {}).catch(() => undefined);
      },
      // Account switches in the host reach the app only while it is connected.
      onAccountsChanged: (listener) => connection.onAccountsChanged((next) => listener(next.map(toKey))),
      signMessage: async ({ account, message }) => {
        requireConnected(account);
        const { signature } = await connection.request('signMessage', {
          address: account.address,
          message: toBase64(message),
        });
        return fromBase64(signature);
      },
      signTransaction: async ({ account, transaction }) => {
        requireConnected(account);
        const { signedTransaction } = await connection.request('signTransaction', {
          address: account.address,
          transaction: toBase64(transaction),
        });
        return fromBase64(signedTransaction);
      },
    },
  });

  function requireConnected(account: WalletAccount): void {
    if (!wallet.accounts.some((a) => a.address === account.address)) {
      throw new BridgeError('UNAUTHORIZED', 'This account is no longer connected in your wallet.');
    }
  }

  return wallet;
}

/**
 * Announces the host's wallet to the page the way every Wallet Standard wallet does
 * (`wallet-standard:register-wallet` / `wallet-standard:app-ready`), so the wallet adapter finds it
 * whenever it starts listening.
 */
export function registerHostWallet(connection: HostConnection): Wallet {
  const wallet = createHostWallet(connection);
  registerWallet(wallet);
  return wallet;
}
