import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { WalletModalContext } from '@solana/wallet-adapter-react-ui';
import { WalletDialog } from './WalletDialog';

/** Provides `useWalletModal()` (the wallet adapter's own hook) with our dialog behind it. */
export function WalletDialogProvider({ children }: { children: ReactNode }) {
  const [visible, setVisible] = useState(false);
  const close = useCallback(() => setVisible(false), []);
  const value = useMemo(() => ({ visible, setVisible }), [visible]);
  return (
    <WalletModalContext.Provider value={value}>
      {children}
      {visible && <WalletDialog onClose={close} />}
    </WalletModalContext.Provider>
  );
}
