import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
// The dialog's look comes with it: an early sign-in shows it before the wallet layer's chunk has loaded.
import '@solana/wallet-adapter-react-ui/styles.css';
import { useDialogFocus } from '../focus/useDialogFocus';

/** A wallet as the dialog lists it. */
export interface DialogWallet {
  name: string;
  icon: string;
  /** Installed in this browser (listed up front, marked "Detected"). */
  detected: boolean;
}

function WalletItem({ wallet, onPick }: { wallet: DialogWallet; onPick: (name: string) => void }) {
  return (
    <li>
      <button type="button" className="wallet-adapter-button" onClick={() => onPick(wallet.name)}>
        <i className="wallet-adapter-button-start-icon">
          <img src={wallet.icon} alt={`${wallet.name} icon`} />
        </i>
        {wallet.name}
        {wallet.detected && <span>Detected</span>}
      </button>
    </li>
  );
}

/**
 * The wallet-selection dialog with the product's texts (docs/product-rules.md, "Screens"), in the stock
 * dialog's look: the detected wallets up front, the others behind "More options" (or, with none detected,
 * behind "Already have a wallet? View options"). Escape, the close button or a click on the overlay closes
 * it. Focus stays inside while it is open and returns to the opener when it closes. What to do with a pick is
 * the caller's: the wallet layer's dialog (./WalletDialog.tsx), or the one shown before that layer has loaded
 * (../signin/EarlySignIn.tsx), which lists the detected wallets only. `children` follow the lists.
 */
export function WalletDialogView({
  detected,
  others,
  onPick,
  onClose,
  children,
}: {
  detected: readonly DialogWallet[];
  others: readonly DialogWallet[];
  onPick: (name: string) => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
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

  const close = (event: MouseEvent) => {
    event.preventDefault();
    onClose();
  };
  const toggle = others.length > 0 && (
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
        <WalletItem key={wallet.name} wallet={wallet} onPick={onPick} />
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
                  <WalletItem key={wallet.name} wallet={wallet} onPick={onPick} />
                ))}
              </ul>
              {toggle}
              {moreList}
            </>
          ) : (
            <>
              <h1 id={titleId} className="wallet-adapter-modal-title">
                You&apos;ll need a wallet on Solana to continue
              </h1>
              {toggle}
              {moreList}
            </>
          )}
          {children}
        </div>
      </div>
      <div className="wallet-adapter-modal-overlay" onMouseDown={close} />
    </div>,
    document.body,
  );
}
