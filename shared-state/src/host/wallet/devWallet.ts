import { Keypair, VersionedTransaction } from '@solana/web3.js';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { ReadonlyWalletAccount, registerWallet } from '@wallet-standard/wallet';
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
import nacl from 'tweetnacl';
import { fundFromFaucet } from './fundFromFaucet';
import { DEV_WALLET_NAME } from './devWalletName';

const STORAGE_KEY = 'companion.devWallet.secretKey';
const CHAINS = ['solana:localnet', 'solana:devnet', 'solana:mainnet'] as const;
const ICON =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#2b8a3e"/><text x="16" y="22" font-family="sans-serif" font-size="14" font-weight="700" text-anchor="middle" fill="#fff">DEV</text></svg>',
  );

function loadKeypair(): Keypair {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored) {
    try {
      return Keypair.fromSecretKey(Uint8Array.from(JSON.parse(stored) as number[]));
    } catch {
      // A damaged key is replaced below: this wallet only ever holds local test funds.
    }
  }
  const keypair = Keypair.generate();
  localStorage.setItem(STORAGE_KEY, JSON.stringify(Array.from(keypair.secretKey)));
  return keypair;
}

/**
 * The local development wallet (docs/architecture.md, "The local dev wallet"): a Wallet Standard wallet the app registers itself when the
 * config enables it, so a newcomer can sign in on the local stack without a wallet extension. Its key
 * lives in this browser's storage; it is funded from the local chain's faucet on first connect.
 * Never enabled outside the local stack: the key is not protected. Its own entry,
 * `@companion/shared-state/host/wallet/devWallet`, so that a build loads it (and tweetnacl) only when the
 * config enables it, as a chunk of its own (docs/performance.md).
 */
export function registerDevWallet(rpcUrl: string): void {
  const keypair = loadKeypair();
  // Only 'change' exists in the standard today; keep one list per event name anyway.
  const listeners = new Map<keyof StandardEventsListeners, StandardEventsListeners['change'][]>();
  let accounts: WalletAccount[] = [];
  const account = new ReadonlyWalletAccount({
    address: keypair.publicKey.toBase58(),
    publicKey: keypair.publicKey.toBytes(),
    chains: CHAINS,
    features: ['solana:signTransaction', 'solana:signMessage'],
  });
  const emitChange = () => listeners.get('change')?.forEach((listener) => listener({ accounts }));

  const connect: StandardConnectFeature['standard:connect']['connect'] = async () => {
    if (!accounts.length) {
      accounts = [account];
      emitChange();
      fundFromFaucet(rpcUrl, account.address).catch((error: unknown) =>
        console.warn('The local faucet did not fund the dev wallet:', error),
      );
    }
    return { accounts };
  };
  const disconnect: StandardDisconnectFeature['standard:disconnect']['disconnect'] = async () => {
    accounts = [];
    emitChange();
  };
  const on: StandardEventsFeature['standard:events']['on'] = (event, listener) => {
    listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    return () => listeners.set(event, listeners.get(event)?.filter((l) => l !== listener) ?? []);
  };
  const signTransaction: SolanaSignTransactionFeature['solana:signTransaction']['signTransaction'] = async (
    ...inputs
  ) =>
    inputs.map(({ transaction }) => {
      const tx = VersionedTransaction.deserialize(transaction);
      tx.sign([keypair]);
      return { signedTransaction: tx.serialize() };
    });
  const signMessage: SolanaSignMessageFeature['solana:signMessage']['signMessage'] = async (...inputs) =>
    inputs.map(({ message }) => ({
      signedMessage: message,
      signature: nacl.sign.detached(message, keypair.secretKey),
    }));

  const wallet: Wallet = {
    version: '1.0.0',
    name: DEV_WALLET_NAME,
    icon: ICON as Wallet['icon'],
    chains: CHAINS,
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
  registerWallet(wallet);
}
