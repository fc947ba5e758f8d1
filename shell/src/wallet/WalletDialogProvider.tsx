import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useWallet } from '@solana/wallet-adapter-react';
import { WalletModalContext } from '@solana/wallet-adapter-react-ui';
import { WalletDialog } from './WalletDialog';
import { inAppBrowserWallet } from './inAppBrowser';
import { takeWalletChoice } from '../session/signInChoice';

/**
 * Provides `useWalletModal()` (the wallet adapter's own hook) with our dialog behind it. In a wallet's
 * in-app browser (a phone, one injected wallet) there is nothing to choose: "show the dialog" picks that
 * wallet, as a click in the dialog would (docs/embedding.md, "Hosts").
 */
export function WalletDialogProvider({ children }: { children: ReactNode }) {
  const [visible, setVisible] = useState(false);
  const { wallets, select, connected } = useWallet();
  const close = useCallback(() => setVisible(false), []);
  const show = useCallback(
    (show: boolean) => {
      const only = show ? inAppBrowserWallet(wallets) : null;
      if (!only) {
        setVisible(show);
        return;
      }
      select(only.adapter.name);
      if (!connected && !takeWalletChoice(only.adapter)) only.adapter.connect().catch(() => select(null));
    },
    [wallets, select, connected],
  );
  const value = useMemo(() => ({ visible, setVisible: show }), [visible, show]);
  return (
    <WalletModalContext.Provider value={value}>
      {children}
      {visible && <WalletDialog onClose={close} />}
    </WalletModalContext.Provider>
  );
}
