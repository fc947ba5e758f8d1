import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { WalletName } from '@solana/wallet-adapter-base';
import { useWallet } from '@solana/wallet-adapter-react';
import { WalletModalContext } from '@solana/wallet-adapter-react-ui';

/**
 * Embedded in a wallet there is one wallet, the host's: it is chosen at once and "show the wallet
 * dialog" (what Sign In asks for with no wallet connected) connects it instead, so sign-in goes
 * straight to the signature.
 */
export function HostWalletPicker({ walletName, children }: { walletName: string; children: ReactNode }) {
  const { wallet, select, connect, connected, connecting } = useWallet();
  const selected = wallet?.adapter.name === walletName;
  const picked = useRef(false);

  // Once only: after a failed connect the adapter unselects the wallet, and the next Sign In retries.
  useEffect(() => {
    if (picked.current) return;
    picked.current = true;
    if (!selected) select(walletName as WalletName);
  }, [selected, select, walletName]);

  const setVisible = useCallback(
    (visible: boolean) => {
      if (!visible) return;
      if (!selected) select(walletName as WalletName);
      else if (!connected && !connecting) connect().catch(() => undefined); // the error handler tells the player
    },
    [selected, connected, connecting, select, connect, walletName],
  );
  const value = useMemo(() => ({ visible: false, setVisible }), [setVisible]);
  return <WalletModalContext.Provider value={value}>{children}</WalletModalContext.Provider>;
}
