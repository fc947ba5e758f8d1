import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { WalletReadyState, type WalletName } from '@solana/wallet-adapter-base';
import { takeWalletChoice } from '../session/signInChoice';
import { useWallet, type Wallet } from '@solana/wallet-adapter-react';
import { WalletIcon } from '@solana/wallet-adapter-react-ui';
import { splitWallets } from './walletLists';
import { useDialogFocus } from '../focus/useDialogFocus';
import { MissingWallet } from './MissingWallet';

function WalletItem({
  wallet,
  onPick,
  hidden,
}: {
  wallet: Wallet;
  onPick: (name: WalletName) => void;
  hidden?: boolean;
}) {
  return (
    <li>
      <button
        type="button"
        className="wallet-adapter-button"
        tabIndex={hidden ? -1 : 0}
        onClick={() => onPick(wallet.adapter.name)}
      >
        <i className="wallet-adapter-button-start-icon">
          <WalletIcon wallet={wallet} />
        </i>
        {wallet.adapter.name}
        {wallet.readyState === WalletReadyState.Installed && <span>Detected</span>}
      </button>
    </li>
  );
}

/**
 * The wallet-selection dialog with the product's texts (docs/product-rules.md, "Screens"), in the stock dialog's look. (The stock dialog of
 * the wallet adapter no longer shows "Already have a wallet? View options" when none is detected.)
 * Escape, the close button or a click on the overlay closes it. Focus stays inside while it is open and
 * returns to the opener when it closes. A wallet that is not installed is not selected (that would close
 * the dialog and fail): the dialog says how to get it instead.
 */
export function WalletDialog({ onClose }: { onClose: () => void }) {
  const { wallets, select, connected } = useWallet();
  const { detected, others } = splitWallets(wallets);
  const [expanded, setExpanded] = useState(false);
  const [missing, setMissing] = useState<Wallet | null>(null);
  const titleId = useId();
  const container = useRef<HTMLDivElement>(null);
  useDialogFocus(container);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    window.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = overflow;
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [onClose]);

  const pick = (name: WalletName) => {
    const wallet = wallets.find((w) => w.adapter.name === name);
    if (wallet?.readyState === WalletReadyState.NotDetected) {
      setMissing(wallet);
      return;
    }
    select(name);
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
  const close = (event: MouseEvent) => {
    event.preventDefault();
    onClose();
  };
  const toggle = (
    <button type="button" className="wallet-adapter-modal-list-more" onClick={() => setExpanded(!expanded)}>
      <span>
        {detected.length
          ? `${expanded ? 'Less' : 'More'} options`
          : `${expanded ? 'Hide' : 'Already have a wallet? View'} options`}
      </span>
    </button>
  );
  const moreList = expanded && (
    <ul className="wallet-adapter-modal-list">
      {others.map((wallet) => (
        <WalletItem key={wallet.adapter.name} wallet={wallet} onPick={pick} />
      ))}
    </ul>
  );

  return createPortal(
    <div
      role="dialog"
      aria-labelledby={titleId}
      aria-modal="true"
      className="wallet-adapter-modal wallet-adapter-modal-fade-in"
      ref={container}
    >
      <div className="wallet-adapter-modal-container">
        <div className="wallet-adapter-modal-wrapper">
          <button
            type="button"
            aria-label="Close"
            onClick={close}
            className="wallet-adapter-modal-button-close"
          >
            <svg width="14" height="14" aria-hidden="true">
              <path d="M14 12.461 8.3 6.772l5.234-5.233L12.006 0 6.772 5.234 1.54 0 0 1.539l5.234 5.233L0 12.006l1.539 1.528L6.772 8.3l5.69 5.7L14 12.461z" />
            </svg>
          </button>
          {detected.length ? (
            <>
              <h1 id={titleId} className="wallet-adapter-modal-title">
                Connect a wallet on Solana to continue
              </h1>
              <ul className="wallet-adapter-modal-list">
                {detected.map((wallet) => (
                  <WalletItem key={wallet.adapter.name} wallet={wallet} onPick={pick} />
                ))}
              </ul>
              {others.length > 0 && toggle}
              {moreList}
            </>
          ) : (
            <>
              <h1 id={titleId} className="wallet-adapter-modal-title">
                You'll need a wallet on Solana to continue
              </h1>
              {others.length > 0 && toggle}
              {moreList}
            </>
          )}
          {missing && <MissingWallet wallet={missing} />}
        </div>
      </div>
      <div className="wallet-adapter-modal-overlay" onMouseDown={close} />
    </div>,
    document.body,
  );
}
