import { useLoginStore } from '@companion/shared-state/host';
import { insideHostApp } from '../embedded/insideHostApp';
import { isPhoneBrowser } from '../wallet/phoneBrowser';
import { storedWalletName } from '../wallet/walletNameStore';
import {
  detectedStandardWallets,
  offersStandardSignIn,
  type SignInStandardWallet,
  type StandardWallet,
} from './standardWallets';

/** How a sign-in can go before the wallet layer has loaded: the dialog's wallets, or the one to use at once. */
export interface EarlyChoice {
  wallets: SignInStandardWallet[];
  /** A phone's wallet browser: its wallet is the only one, and Sign In uses it without a dialog. */
  only: SignInStandardWallet | null;
}

interface Surroundings {
  registered?: readonly StandardWallet[];
  page?: Record<string, unknown>;
  phone?: boolean;
  userAgent?: string;
  storedWallet?: () => string | null;
}

/**
 * Whether Sign In can go on before the wallet layer (web3.js, the wallet adapter) has loaded, and with which
 * wallets (docs/performance.md, "Sign-in before the wallet layer"). Only where the dialog would list exactly
 * these wallets and each signs in with one approval (`solana:signIn`): not with the Ledger switch on (a memo
 * transaction, built with web3.js), not when config.json enables the local dev wallet or on Android (the
 * wallet layer registers those two), not inside a host app (its own wallet), not when a wallet chosen before is
 * stored (the wallet layer reconnects it), not when a wallet was injected the older way. Null: the wallet
 * layer's sign-in, as before.
 */
export function earlySignInChoice(
  configJson: unknown,
  {
    registered,
    page,
    phone = isPhoneBrowser(),
    userAgent = navigator.userAgent,
    storedWallet = storedWalletName,
  }: Surroundings = {},
): EarlyChoice | null {
  const devWallet = (configJson as { devWallet?: unknown } | null)?.devWallet === true;
  if (devWallet || useLoginStore.getState().isLedger || /android/i.test(userAgent)) return null;
  if (insideHostApp() || storedWallet() !== null) return null;
  const detected = detectedStandardWallets(registered, page);
  if (!detected?.length) return null;
  const wallets = detected.filter(offersStandardSignIn);
  if (wallets.length !== detected.length) return null;
  return { wallets, only: phone && wallets.length === 1 ? (wallets[0] ?? null) : null };
}
