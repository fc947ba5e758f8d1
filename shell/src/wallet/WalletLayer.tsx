import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import type { WalletError } from '@solana/wallet-adapter-base';
import { ConnectionProvider } from '@solana/wallet-adapter-react';
import { CoinbaseWalletAdapter } from '@solana/wallet-adapter-coinbase';
import { PhantomWalletAdapter } from '@solana/wallet-adapter-phantom';
import { toast } from '../toasts/toast';
import type { RuntimeConfig } from '@companion/shared-state';
import { walletErrorToast } from './walletErrors';
import { WalletDialogProvider } from './WalletDialogProvider';
import { ShellWalletProvider } from './ShellWalletProvider';
import { embeddedWalletName } from '../embedded/embeddedMode';
import { HostWalletPicker } from '../embedded/HostWalletPicker';
import { autoConnectUnlessSigningIn } from '../session/signInChoice';

/** The wallet-connection layer. Every wallet error reaches one handler that shows a toast. */
export function WalletLayer({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const connectionConfig = useMemo(
    () => ({ commitment: 'confirmed' as const, wsEndpoint: config.wsRpcUrl }),
    [config.wsRpcUrl],
  );
  // Installed Wallet Standard wallets are detected on their own; these two are listed even when absent,
  // so a player with none installed sees "Already have a wallet? View options" (docs/product-rules.md, "Screens").
  const wallets = useMemo(() => [new PhantomWalletAdapter(), new CoinbaseWalletAdapter()], []);
  const onError = useCallback((error: WalletError) => {
    console.warn('Wallet error:', error);
    const message = walletErrorToast(error);
    if (message) toast.error(message, { id: error.name });
  }, []);
  // Embedded in a wallet, the host's wallet is the only one and no dialog is shown (docs/embedding.md).
  const hostWallet = embeddedWalletName();
  // On Android Chrome the dialog also lists Mobile Wallet Adapter, which opens the phone's wallet app. Its
  // rule (./mobileWalletAdapter.ts) is fetched on Android only, so this chunk carries none of it.
  useEffect(() => {
    if (!/android/i.test(navigator.userAgent)) return;
    import(/* webpackChunkName: "mobile-wallet" */ './mobileWalletAdapter')
      .then(({ registerMobileWalletAdapter }) => registerMobileWalletAdapter(config.cluster, hostWallet))
      .catch((error: unknown) => console.warn('Mobile Wallet Adapter could not be registered', error));
  }, [config.cluster, hostWallet]);
  return (
    <ConnectionProvider endpoint={config.rpcUrl} config={connectionConfig}>
      <ShellWalletProvider wallets={wallets} autoConnect={autoConnectUnlessSigningIn} onError={onError}>
        {hostWallet ? (
          <HostWalletPicker walletName={hostWallet}>{children}</HostWalletPicker>
        ) : (
          <WalletDialogProvider>{children}</WalletDialogProvider>
        )}
      </ShellWalletProvider>
    </ConnectionProvider>
  );
}
