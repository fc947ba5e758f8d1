import { useState } from 'react';
import type { Nft } from '@companion/shared-state';
import { lockedUntil } from '../lib/nftStatus';
import { NftCard } from './NftCard';

/** Cards drawn at first and per "Show more": a phone shows about six at once, and 1,000 would be slow. */
export const PAGE_SIZE = 24;

/** The grid of NFTs, a page at a time; a new filter or sort starts again at the first page (key). */
export function NftGrid({ nfts, gameNow }: { nfts: readonly Nft[]; gameNow: number }) {
  const [shown, setShown] = useState(PAGE_SIZE);
  const left = nfts.length - shown;
  return (
    <>
      <ul className="inv-grid" aria-label="Your NFTs">
        {nfts.slice(0, shown).map((nft) => (
          <NftCard key={nft.id} nft={nft} gameNow={lockedUntil(nft, gameNow) === null ? 0 : gameNow} />
        ))}
      </ul>
      {left > 0 && (
        <button type="button" className="kit-button" onClick={() => setShown((n) => n + PAGE_SIZE)}>
          Show more ({left} left)
        </button>
      )}
    </>
  );
}
