import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ConnectionProvider, WalletProvider } from '@solana/wallet-adapter-react';
import type { RuntimeConfig } from '@companion/shared-state';
import { StandaloneFrame } from './StandaloneFrame';

/**
 * The wallet layer the shell gives its tabs (the app's Connection, the wallet adapter with every Wallet
 * Standard wallet detected, the local dev wallet among them), around the tab under a router.
 */
export function StandaloneApp({ config }: { config: RuntimeConfig }) {
  const connectionConfig = useMemo(
    () => ({ commitment: 'confirmed' as const, wsEndpoint: config.wsRpcUrl }),
    [config.wsRpcUrl],
  );
  return (
    <ConnectionProvider endpoint={config.rpcUrl} config={connectionConfig}>
      <WalletProvider wallets={[]} autoConnect localStorageKey="walletName">
        <BrowserRouter>
          <StandaloneFrame devWallet={Boolean(config.devWallet)} />
        </BrowserRouter>
      </WalletProvider>
    </ConnectionProvider>
  );
}
