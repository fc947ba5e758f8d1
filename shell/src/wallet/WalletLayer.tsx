import { useCallback, useMemo, type ReactNode } from 'react';
import type { WalletError } from '@solana/wallet-adapter-base';
import { ConnectionProvider, WalletProvider } from '@solana/wallet-adapter-react';
import { WalletModalProvider } from '@solana/wallet-adapter-react-ui';
import '@solana/wallet-adapter-react-ui/styles.css';
import toast from 'react-hot-toast';
import type { RuntimeConfig } from '@companion/shared-state';
import { walletErrorMessage } from './walletErrors';

/** SPEC §9: the stored wallet name key. */
export const WALLET_NAME_KEY = 'walletName';

/**
 * The wallet-connection layer: Wallet Standard wallets are detected by the provider itself, so no
 * adapter list is passed. Every wallet error reaches one handler that shows a toast.
 */
export function WalletLayer({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const connectionConfig = useMemo(
    () => ({ commitment: 'confirmed' as const, wsEndpoint: config.wsRpcUrl }),
    [config.wsRpcUrl],
  );
  const wallets = useMemo(() => [], []);
  const onError = useCallback((error: WalletError) => {
    console.warn('Wallet error:', error);
    toast.error(walletErrorMessage(error), { id: error.name });
  }, []);
  return (
    <ConnectionProvider endpoint={config.rpcUrl} config={connectionConfig}>
      <WalletProvider wallets={wallets} autoConnect localStorageKey={WALLET_NAME_KEY} onError={onError}>
        <WalletModalProvider>{children}</WalletModalProvider>
      </WalletProvider>
    </ConnectionProvider>
  );
}
