import { getWallets } from '@wallet-standard/app';
import { isWalletAdapterCompatibleStandardWallet } from '@solana/wallet-adapter-base';
import { SolanaSignIn, type SolanaSignInFeature } from '@solana/wallet-standard-features';
import type { SignInAnswer, WalletSignIn } from '@companion/shared-state/host';

/** A Wallet Standard wallet registered in this page. */
export type StandardWallet = ReturnType<ReturnType<typeof getWallets>['get']>[number];

/** Names the wallet layer lists from adapters of its own (./../wallet/WalletLayer.tsx), with how each is injected. */
const LEGACY_WALLETS: readonly { name: string; injected: (page: Record<string, unknown>) => boolean }[] = [
  {
    name: 'Phantom',
    injected: (page) =>
      Boolean((page.phantom as { solana?: { isPhantom?: boolean } } | undefined)?.solana?.isPhantom),
  },
  { name: 'Coinbase Wallet', injected: (page) => page.coinbaseSolana !== undefined },
];

/**
 * The wallets the wallet dialog lists as detected, as far as they are known without the wallet layer: the
 * Wallet Standard wallets it would adapt (the same check as the wallet adapter's). Null when the layer would
 * list one more detected wallet than these: a wallet injected the older way (window.phantom,
 * window.coinbaseSolana) that registered no Wallet Standard wallet of its name.
 */
export function detectedStandardWallets(
  registered: readonly StandardWallet[] = getWallets().get(),
  page: Record<string, unknown> = window as unknown as Record<string, unknown>,
): StandardWallet[] | null {
  const wallets = registered.filter(isWalletAdapterCompatibleStandardWallet);
  const names = new Set(wallets.map((wallet) => wallet.name));
  if (LEGACY_WALLETS.some(({ name, injected }) => injected(page) && !names.has(name))) return null;
  return wallets;
}

/** A Wallet Standard wallet that offers Sign In With Solana (`solana:signIn`). */
export type SignInStandardWallet = StandardWallet & { features: SolanaSignInFeature };

/** Whether the wallet offers Sign In With Solana. */
export function offersStandardSignIn(wallet: StandardWallet): wallet is SignInStandardWallet {
  return SolanaSignIn in wallet.features;
}

/** The wallet's `solana:signIn`, as sign-in calls it: one approval that connects the wallet and signs. */
export function standardSignIn(wallet: SignInStandardWallet): WalletSignIn {
  return async (input) => {
    const [output] = await wallet.features[SolanaSignIn].signIn(input);
    if (!output) throw new Error('The wallet answered no sign-in');
    const answer: SignInAnswer = {
      account: { address: output.account.address, publicKey: Uint8Array.from(output.account.publicKey) },
      signedMessage: Uint8Array.from(output.signedMessage),
      signature: Uint8Array.from(output.signature),
    };
    return answer;
  };
}
