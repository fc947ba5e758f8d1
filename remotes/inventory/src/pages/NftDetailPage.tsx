import { useParams } from 'react-router-dom';
import { RARITY_LABELS, useHeaderOptions } from '@companion/shared-state';
import {
  Countdown,
  ErrorState,
  Meter,
  Skeleton,
  UnknownBalance,
  useChainBack,
  useChainUnknown,
  useGameNow,
} from '@companion/tab-kit';
import { ActionPanel } from '../components/ActionPanel';
import { CollectPanel } from '../components/CollectPanel';
import { MintRow } from '../components/MintRow';
import { NftImage } from '../components/NftImage';
import { StatsTable } from '../components/StatsTable';
import { useNftDetail, type NftDetail } from '../hooks/useNftDetail';
import { lockedUntil } from '../lib/nftStatus';

const COLLECTION_LABELS = { p2e: 'Play to earn', f2p: 'Free to play' } as const;

/** /inventory/:id — one NFT: rarity and level cap, bars, its ten stats now and after an upgrade, actions. */
export function NftDetailPage() {
  useHeaderOptions({ title: 'Inventory', hasBack: true });
  const { id = '' } = useParams();
  const { view, retry, refresh } = useNftDetail(id);
  // What the game read from the chain is read again when the chain answers again.
  useChainBack(refresh);
  return (
    <section className="tab-page inv-detail" aria-labelledby="inv-detail-heading">
      {view.status === 'loading' && (
        <>
          <h2 id="inv-detail-heading" className="tab-page__heading">
            NFT
          </h2>
          <Skeleton label="Loading the NFT" lines={6} />
        </>
      )}
      {view.status === 'error' && (
        <>
          <h2 id="inv-detail-heading" className="tab-page__heading">
            NFT
          </h2>
          <ErrorState what="This NFT" error={view.error} onRetry={retry} />
        </>
      )}
      {view.status === 'ready' && <Detail detail={view.data} refresh={refresh} />}
    </section>
  );
}

function Detail({ detail: { nft, quote }, refresh }: { detail: NftDetail; refresh: () => void }) {
  const gameNow = useGameNow();
  const until = lockedUntil(nft, gameNow);
  const chainUnknown = useChainUnknown();
  return (
    <>
      <div className="inv-detail__head">
        <NftImage nft={nft} size={96} />
        <div>
          <h2 id="inv-detail-heading" className="tab-page__heading">
            {nft.name}
          </h2>
          <p className="inv-detail__facts">
            <span className={`inv-rarity inv-rarity--${nft.rarity}`}>{RARITY_LABELS[nft.rarity]}</span>
            <span>
              Level {nft.level} / {quote.levelCap}
            </span>
            <span>{COLLECTION_LABELS[nft.collection]}</span>
          </p>
        </div>
      </div>
      {nft.mint && <MintRow mint={nft.mint} />}
      {!nft.inWallet &&
        !nft.toCollect &&
        (chainUnknown ? (
          <p className="inv-detail__away">
            <UnknownBalance what="In your wallet" />
          </p>
        ) : (
          <p className="inv-detail__away">
            Not in your wallet: your Global Wallet does not hold this NFT now.
          </p>
        ))}
      <div className="inv-detail__meters">
        <Meter label="HP" value={nft.hp} max={nft.maxHp} tone="hp" />
        <Meter label="Energy" value={quote.energy} max={nft.maxEnergy} tone="energy" />
        {quote.loveMeter !== null && <Meter label="Love meter" value={quote.loveMeter} max={100} />}
      </div>
      {until !== null && (
        <Countdown
          label={
            nft.adventure
              ? `On an adventure, back with ${nft.adventure.goldy} GOLDY in`
              : 'Upgrading, ready in'
          }
          at={until}
          now={gameNow}
        />
      )}
      {nft.toCollect ? (
        <CollectPanel nft={nft} refresh={refresh} />
      ) : (
        <ActionPanel nft={nft} quote={quote} gameNow={gameNow} refresh={refresh} />
      )}
      <StatsTable stats={nft.stats} next={quote.upgrade?.stats ?? null} />
    </>
  );
}
