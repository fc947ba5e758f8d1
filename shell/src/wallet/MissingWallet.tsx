import { useEffect, useRef } from 'react';
import { externalLinkProps } from '@companion/shared-state';

/** What to do about a wallet the player picked that is not installed in this browser. */
export function MissingWallet({ name, url }: { name: string; url: string }) {
  const notice = useRef<HTMLDivElement>(null);
  // Picking the wallet is answered here, so focus follows to the answer.
  useEffect(() => notice.current?.focus(), [name]);
  return (
    <div className="wallet-missing" role="status" tabIndex={-1} ref={notice}>
      <p className="wallet-missing__title">{name} is not installed in this browser.</p>
      <p>
        Install it, then choose it here again. On a phone, open this page in the {name} app&apos;s own
        browser.
      </p>
      <a className="wallet-missing__link" {...externalLinkProps(url)}>
        Get {name}
      </a>
    </div>
  );
}
