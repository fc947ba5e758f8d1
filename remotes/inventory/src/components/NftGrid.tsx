import { useState } from 'react';
import type { Nft } from '@companion/shared-state';
import { useWhenNear } from '../hooks/useWhenNear';
import { lockedUntil } from '../lib/nftStatus';
import { NftCard } from './NftCard';

/**
 * Cards drawn at first and per "Show more": three rows, a phone's screen. Drawing more before they can be
 * seen makes the first view and each filter change slower (docs/performance.md, "Inventory grid"); the
 * next page follows as soon as "Show more" is near the screen.
 */
export const PAGE_SIZE = 6;

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
