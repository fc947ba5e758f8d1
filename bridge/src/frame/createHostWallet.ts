import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base';
import { registerWallet } from '@wallet-standard/wallet';
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features';
import type {
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import { BridgeError, fromBase64, toBase64, type BridgeAccount } from '../protocol';
import type { HostConnection } from './connectToHost';

const ACCOUNT_FEATURES = ['solana:signTransaction', 'solana:signMessage'] as const;

/**
 * The host's wallet as a Wallet Standard wallet: the wallet adapter lists it like any installed wallet,
 * and every call is forwarded to the host over the bridge. It holds no key and signs nothing itself.
 */
export function createHostWallet(connection: HostConnection): Wallet {
  const chains = connection.host.chains as IdentifierString[];
  const listeners = new Set<StandardEventsListeners['change']>();
  const known = new Map<string, WalletAccount>();
  let accounts: WalletAccount[] = [];

  // One object per address, so the adapter sees "the same account" until the host really switches.
  const toAccount = ({ address, publicKey }: BridgeAccount): WalletAccount => {
    let account = known.get(address);
    if (!account) {
      account = Object.freeze({
        address,
        publicKey: fromBase64(publicKey),
        chains,
        features: ACCOUNT_FEATURES,
      });
      known.set(address, account);
    }
    return account;
  };
  const setAccounts = (next: WalletAccount[]) => {
    const same = next.length === accounts.length && next.every((a, i) => a === accounts[i]);
    accounts = next;
    if (!same) listeners.forEach((listener) => listener({ accounts }));
  };
  const requireAccount = (account: WalletAccount) => {
    if (!accounts.some((a) => a.address === account.address)) {
      throw new BridgeError('UNAUTHORIZED', 'This account is no longer connected in your wallet.');
    }
  };

  // Account switches in the host reach the app only while it is connected.
  connection.onAccountsChanged((next) => {
    if (accounts.length) setAccounts(next.map(toAccount));
  });

  const connect: StandardConnectFeature['standard:connect']['connect'] = async () => {
    const result = await connection.request('connect', {});
    setAccounts(result.accounts.map(toAccount));
    return { accounts };
  };
  const disconnect: StandardDisconnectFeature['standard:disconnect']['disconnect'] = async () => {
    setAccounts([]);
    await connection.request('disconnect', {}).catch(() => undefined);
  };
  const on: StandardEventsFeature['standard:events']['on'] = (event, listener) => {
    if (event !== 'change') return () => undefined;
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const signMessage: SolanaSignMessageFeature['solana:signMessage']['signMessage'] = async (...inputs) => {
    const outputs = [];
    for (const { account, message } of inputs) {
      requireAccount(account);
      const { signature } = await connection.request('signMessage', {
        address: account.address,
        message: toBase64(message),
      });
      outputs.push({ signedMessage: message, signature: fromBase64(signature) });
    }
    return outputs;
  };
  const signTransaction: SolanaSignTransactionFeature['solana:signTransaction']['signTransaction'] = async (
    ...inputs
  ) => {
    const outputs = [];
    for (const { account, transaction } of inputs) {
      requireAccount(account);
      const { signedTransaction } = await connection.request('signTransaction', {
        address: account.address,
        transaction: toBase64(transaction),
      });
      outputs.push({ signedTransaction: fromBase64(signedTransaction) });
    }
    return outputs;
  };

  return {
    version: '1.0.0',
    name: connection.host.name,
    icon: connection.host.icon as WalletIcon,
    chains,
    get accounts() {
      return accounts;
    },
    features: {
      'standard:connect': { version: '1.0.0', connect },
      'standard:disconnect': { version: '1.0.0', disconnect },
      'standard:events': { version: '1.0.0', on },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction,
      },
      'solana:signMessage': { version: '1.0.0', signMessage },
    },
  };
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
