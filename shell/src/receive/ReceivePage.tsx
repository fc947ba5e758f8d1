import { useEffect, useState } from 'react';
import { copyText, useConfigStore, useLoginStore } from '@companion/shared-state';
import { useHeaderStore } from '@companion/shared-state/host';
import { networkBadge } from '../account/networkName';
import { QrCode } from './QrCode';
import './receive.css';

const FEEDBACK_MS = 2000;

/**
 * Receive (docs/product-rules.md, "Getting started"): the player's wallet address to send tokens to, in full,
 * with Copy and a QR code another wallet scans. Reached from the account menu and from the tabs' empty states
 * (a link to /receive). The QR encoder is loaded with this page only.
 */
export default function ReceivePage() {
  const publicKey = useLoginStore((s) => s.publicKey);
  const cluster = useConfigStore((s) => s.config?.cluster);
  const [copied, setCopied] = useState<boolean | null>(null);
  useEffect(() => {
    useHeaderStore.setState({ title: 'Receive', hasBack: false, hasFilter: false, hasLp: false });
  }, []);
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  if (!publicKey) return null;
  const network = cluster ? networkBadge(cluster) : null;
  return (
    <section className="receive" aria-labelledby="receive-title">
      <h2 id="receive-title">Your wallet address</h2>
      <p>
        Send SOL, DFL, GOLDY or USDC to this address on Solana{network ? ` (${network})` : ''}. Tokens sent
        from another network are lost.
      </p>
      <QrCode text={publicKey} label="QR code of your wallet address" />
      <p className="receive__address" data-testid="receive-address">
        {publicKey}
      </p>
      <button type="button" className="button" onClick={() => void copyText(publicKey).then(setCopied)}>
        {copied === true ? 'Address copied' : 'Copy address'}
      </button>
      <p className="receive__feedback" role="status">
        {copied === true
          ? 'Address copied'
          : copied === false
            ? 'Could not copy: select the address above'
            : ''}
      </p>
    </section>
  );
}
