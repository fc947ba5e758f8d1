import { memo, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  copyText,
  externalLinkProps,
  shortPublicKey,
  useConfigStore,
  useLoginStore,
} from '@companion/shared-state';
import { explorerUrl } from '@companion/tab-kit';
import { endSession } from '@companion/shared-state/host';
import { networkBadge } from './networkName';

const FEEDBACK_MS = 2000;

/**
 * The signed-in account: its short address (and the network when it is not mainnet) opens a menu to copy
 * the address, receive tokens (the address with a QR code), see the account on the explorer, see which versions
 * run (About), or sign out (which also ends the session on the server).
 * memo: the header renders again when its title changes (each tab switch); this part shows none of it.
 */
export const AccountMenu = memo(function AccountMenu() {
  const publicKey = useLoginStore((s) => s.publicKey);
  const config = useConfigStore((s) => s.config);
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState<boolean | null>(null);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const badge = config ? networkBadge(config.cluster) : null;

  useEffect(() => {
    if (!open) return;
    const close = (refocus: boolean) => {
      setOpen(false);
      if (refocus) toggle.current?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  if (!publicKey) return null;
  const copy = async () => setCopied(await copyText(publicKey));

  return (
    <div className="account" ref={root}>
      <button
        type="button"
        className="account__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        ref={toggle}
      >
        <span className="visually-hidden">Account </span>
        <span className="account__key">{shortPublicKey(publicKey)}</span>{' '}
        {badge && (
          <span className="account__network" data-testid="network-badge">
            {badge}
          </span>
        )}
      </button>
      {open && (
        <div className="account__menu" id={menuId}>
          <p className="account__address">{publicKey}</p>
          <button type="button" className="account__item" onClick={() => void copy()}>
            {copied === true
              ? 'Address copied'
              : copied === false
                ? 'Could not copy: select the address above'
                : 'Copy address'}
          </button>
          <span className="visually-hidden" role="status">
            {copied === true ? 'Address copied' : ''}
          </span>
          {config && (
            <a className="account__item" {...externalLinkProps(explorerUrl({ address: publicKey }, config))}>
              View on explorer
            </a>
          )}
          <Link className="account__item" to="/receive" onClick={() => setOpen(false)}>
            Receive
          </Link>
          <Link className="account__item" to="/about" onClick={() => setOpen(false)}>
            About this app
          </Link>
          <button type="button" className="account__item" onClick={() => endSession({ revoke: true })}>
            Sign out
          </button>
        </div>
      )}
    </div>
  );
});
