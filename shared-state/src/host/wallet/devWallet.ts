import { Keypair, VersionedTransaction } from '@solana/web3.js';
import type { WalletIcon } from '@wallet-standard/base';
import { registerBuiltWallet } from '@companion/wallet-builder';
import nacl from 'tweetnacl';
import { fundFromFaucet } from './fundFromFaucet';
import { DEV_WALLET_NAME } from './devWalletName';

const STORAGE_KEY = 'companion.devWallet.secretKey';
const CHAINS = ['solana:localnet', 'solana:devnet', 'solana:mainnet'] as const;
const ICON: WalletIcon = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#2b8a3e"/><text x="16" y="22" font-family="sans-serif" font-size="14" font-weight="700" text-anchor="middle" fill="#fff">DEV</text></svg>',
)}`;

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
 * config enables it, as a chunk of its own (docs/performance.md). The wallet itself (accounts, events,
 * features) comes from `@companion/wallet-builder`; this file holds only the key and how it signs.
 */
export function registerDevWallet(rpcUrl: string): void {
  const keypair = loadKeypair();
  const key = { address: keypair.publicKey.toBase58(), publicKey: keypair.publicKey.toBytes() };
  const wallet = registerBuiltWallet({
    name: DEV_WALLET_NAME,
    icon: ICON,
    chains: CHAINS,
    signer: {
      connect: async () => {
        // Funded each time it connects from disconnected; an account already connected is just returned.
        if (!wallet.accounts.length) {
          fundFromFaucet(rpcUrl, key.address).catch((error: unknown) =>
            console.warn('The local faucet did not fund the dev wallet:', error),
          );
        }
        return [key];
      },
      signTransaction: async ({ transaction }) => {
        const tx = VersionedTransaction.deserialize(transaction);
        tx.sign([keypair]);
        return tx.serialize();
      },
      signMessage: async ({ message }) => nacl.sign.detached(message, keypair.secretKey),
    },
  });
}
