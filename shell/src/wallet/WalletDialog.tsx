import { useState } from 'react';
import { WalletReadyState, type WalletName } from '@solana/wallet-adapter-base';
import { useWallet, type Wallet } from '@solana/wallet-adapter-react';
import { takeWalletChoice } from '../session/signInChoice';
import { splitWallets } from './walletLists';
import { MissingWallet } from './MissingWallet';
import { WalletDialogView, type DialogWallet } from './WalletDialogView';

const listed = (wallet: Wallet): DialogWallet => ({
  name: wallet.adapter.name,
  icon: wallet.adapter.icon,
  detected: wallet.readyState === WalletReadyState.Installed,
});

/**
 * The wallet layer's wallet dialog (./WalletDialogView.tsx) over every wallet it lists. (The stock dialog
 * of the wallet adapter no longer shows "Already have a wallet? View options" when none is detected.) A
 * wallet that is not installed is not selected (that would close the dialog and fail): the dialog says how
 * to get it instead.
 */
export function WalletDialog({ onClose }: { onClose: () => void }) {
  const { wallets, select, connected } = useWallet();
  const { detected, others } = splitWallets(wallets);
  const [missing, setMissing] = useState<Wallet | null>(null);

  const pick = (name: string) => {
    const wallet = wallets.find((w) => w.adapter.name === name);
    if (wallet?.readyState === WalletReadyState.NotDetected) {
      setMissing(wallet);
      return;
    }
    select(name as WalletName);
    onClose();
    // An installed wallet is asked to connect here, in the player's click, rather than by the wallet layer's
    // effect after the dialog has closed: a frame sooner (docs/performance.md, "Sign-in round trip"), and
    // with the player's gesture still on the page, which a wallet that opens a window of its own needs. The
    // wallet layer's own request then finds it connecting and waits on nothing. A refusal reaches the wallet
    // layer's error toast through the adapter; the choice is dropped, as the wallet layer drops it.
    // A wallet offering Sign In With Solana is not asked to connect: the sign-in waiting for this choice
    // asks for its one approval that connects and signs (docs/game-api.md, "Sign-in").
    // (Mobile Wallet Adapter, Loadable on Android Chrome, signs in through `authorize` with the same input.)
    if (!wallet || connected) return;
    if (wallet.readyState === WalletReadyState.Loadable && takeWalletChoice(wallet.adapter)) return;
    if (wallet.readyState === WalletReadyState.Installed && !takeWalletChoice(wallet.adapter)) {
      wallet.adapter.connect().catch(() => select(null));
    }
  };
  return (
    <WalletDialogView
      detected={detected.map(listed)}
      others={others.map(listed)}
      onPick={pick}
      onClose={onClose}
    >
      {missing && <MissingWallet name={missing.adapter.name} url={missing.adapter.url} />}
    </WalletDialogView>
  );
}
