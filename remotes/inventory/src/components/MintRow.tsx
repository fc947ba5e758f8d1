import { copyText, notify, shortPublicKey } from '@companion/shared-state';
import { ExplorerLink } from '@companion/tab-kit';

/** A p2e NFT's mint on the chain: shortened, with Copy (the whole address) and its explorer page. */
export function MintRow({ mint }: { mint: string }) {
  const copy = async () => {
    const copied = await copyText(mint);
    notify(
      copied ? 'Mint address copied' : 'The mint address could not be copied',
      copied ? 'success' : 'error',
    );
  };
  return (
    <div className="inv-mint">
      <span className="inv-mint__label">Mint</span>
      <span className="kit-number" title={mint}>
        {shortPublicKey(mint)}
      </span>
      <button type="button" className="kit-button" onClick={() => void copy()} aria-label="Copy mint address">
        Copy
      </button>
      <ExplorerLink target={{ address: mint }}>View on explorer</ExplorerLink>
    </div>
  );
}
