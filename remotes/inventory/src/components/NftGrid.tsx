import { useState } from 'react';
import type { Nft } from '@companion/shared-state';
import { useWhenNear } from '../hooks/useWhenNear';
import { lockedUntil } from '../lib/nftStatus';
import { NftCard } from './NftCard';

/**
 * Cards drawn at first and per "Show more": a phone shows about six at once, and drawing more before they
 * are scrolled to makes the first view and each filter change slower (docs/performance.md, "Inventory grid").
 */
export const PAGE_SIZE = 12;

/**
 * The grid of NFTs, a page at a time: the next page is drawn when "Show more" comes near the screen (or is
 * pressed). A new filter or sort starts again at the first page (the parent's key).
 */
export function NftGrid({ nfts, gameNow }: { nfts: readonly Nft[]; gameNow: number }) {
  const [shown, setShown] = useState(PAGE_SIZE);
  const left = nfts.length - shown;
  const more = () => setShown((n) => n + PAGE_SIZE);
  const moreRef = useWhenNear<HTMLButtonElement>(more, left > 0, shown);
  return (
    <>
      <ul className="inv-grid" aria-label="Your NFTs">
        {nfts.slice(0, shown).map((nft) => (
          <NftCard key={nft.id} nft={nft} gameNow={lockedUntil(nft, gameNow) === null ? 0 : gameNow} />
        ))}
      </ul>
      {left > 0 && (
        <button ref={moreRef} type="button" className="kit-button" onClick={more}>
          Show more ({left} left)
        </button>
      )}
    </>
  );
}
