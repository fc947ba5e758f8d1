import { useState } from 'react';
import type { Nft } from '@companion/shared-state';

/**
 * The NFT's picture from its metadata, decorative (its name is next to it); lazy so a long grid loads only
 * what is seen. A picture that is missing or fails to load leaves a plain tile with the name's first letter.
 */
export function NftImage({ nft, size }: { nft: Nft; size: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!nft.image || failed === nft.image) {
    return (
      <span
        className="inv-image inv-image--fallback"
        data-testid="nft-image-fallback"
        aria-hidden="true"
        style={{ width: size, height: size }}
      >
        {nft.name.charAt(0)}
      </span>
    );
  }
  return (
    <img
      className="inv-image"
      src={nft.image}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(nft.image)}
    />
  );
}
