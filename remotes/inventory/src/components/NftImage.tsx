import type { Nft } from '@companion/shared-state';

/** The NFT's picture, decorative (its name is next to it); lazy so a long grid loads only what is seen. */
export function NftImage({ nft, size }: { nft: Nft; size: number }) {
  return (
    <img
      className="inv-image"
      src={nft.image}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
