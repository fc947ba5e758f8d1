import { memo } from 'react';
import { Link } from 'react-router-dom';
import { LEVEL_CAPS, RARITY_LABELS, type Nft } from '@companion/shared-state';
import { Countdown, Meter, useChainUnknown } from '@companion/tab-kit';
import { lockedUntil } from '../lib/nftStatus';
import { NftImage } from './NftImage';

interface Props {
  nft: Nft;
  /** The game clock; the grid passes 0 to cards with nothing to count down, so they do not re-render. */
  gameNow: number;
}

/** One grid cell: picture, name (the link to its page), level / cap, rarity, HP and energy, its lock, and
 * whether the player's wallet still holds it. */
export const NftCard = memo(function NftCard({ nft, gameNow }: Props) {
  const until = gameNow ? lockedUntil(nft, gameNow) : null;
  // The chain cannot be read: a p2e NFT's holding is unknown, not "no".
  const chainUnknown = useChainUnknown();
  return (
    <li className={`inv-card inv-rarity--${nft.rarity}`}>
      <NftImage nft={nft} size={64} />
      <h3 className="inv-card__name">
        <Link to={nft.id} className="inv-card__link">
          {nft.name}
        </Link>
      </h3>
      <p className="inv-card__line">
        <span>
          Level {nft.level} / {LEVEL_CAPS[nft.rarity]}
        </span>
        <span className="inv-rarity">{RARITY_LABELS[nft.rarity]}</span>
      </p>
      <Meter label="HP" value={nft.hp} max={nft.maxHp} tone="hp" />
      <Meter label="Energy" value={nft.energy} max={nft.maxEnergy} tone="energy" />
      {until !== null && (
        <Countdown
          label={nft.adventure ? 'On an adventure' : 'Upgrading'}
          at={until}
          now={gameNow}
          className="inv-card__lock"
        />
      )}
      {nft.toCollect ? (
        <p className="inv-card__away">Not collected yet</p>
      ) : (
        !nft.inWallet && (
          <p className="inv-card__away">{chainUnknown ? 'In your wallet? Unknown' : 'Not in your wallet'}</p>
        )
      )}
    </li>
  );
});
