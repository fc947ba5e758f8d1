import { useMemo } from 'react';
import {
  loadNfts,
  NFT_KIND_LABELS as KIND_LABELS,
  RARITY_LABELS,
  useNftStore,
} from '@companion/shared-state';
import { summarizeNfts, type NftSummary } from '../lib/nftSummary';
import { Card, ErrorState, LastVisitNote, Skeleton, useLastVisitValue } from '@companion/tab-kit';
import { EmptyWithAction } from './EmptyWithAction';
import { NEXT_STEPS } from '../lib/nextSteps';

/**
 * Counts of the NFTs the shell fetched after sign-in, by kind and rarity. Until this visit's list is in, a
 * returning player sees the last visit's counts, marked as such (docs/tab-kit.md, "The last visit's answers").
 */
export function NftSummaryCard() {
  const nfts = useNftStore((s) => s.nfts);
  const status = useNftStore((s) => s.status);
  const summary = useMemo(() => summarizeNfts(nfts), [nfts]);
  const kept = useLastVisitValue(NFT_SUMMARY_KEY, status === 'ready' ? summary : null);
  const waiting = status === 'idle' || status === 'loading';
  // This visit's counts, or the last visit's while this one's list is on its way.
  const shown = status === 'ready' ? summary : waiting ? kept?.data : undefined;
  return (
    <Card title="NFTs" className="home-nfts">
      {waiting && !kept && <Skeleton label="Loading NFTs" />}
      {status === 'error' && <ErrorState what="Your NFTs" error={null} onRetry={() => void loadNfts()} />}
      {shown && <Summary summary={shown} />}
      {status !== 'error' && <LastVisitNote savedAt={waiting ? kept?.savedAt : undefined} />}
    </Card>
  );
}

/** Where the counts are kept for the next visit. */
const NFT_SUMMARY_KEY = 'home:nftSummary';

function Summary({ summary }: { summary: NftSummary }) {
  return summary.total === 0 ? (
    <EmptyWithAction next={NEXT_STEPS.buyTicket}>No NFTs yet</EmptyWithAction>
  ) : (
    <SummaryCounts summary={summary} />
  );
}

function SummaryCounts({ summary }: { summary: NftSummary }) {
  return (
    <>
      <p className="home-nfts__total">{summary.total === 1 ? '1 NFT' : `${summary.total} NFTs`}</p>
      <ul className="home-nfts__kinds" aria-label="By kind">
        {summary.byKind.map(({ kind, count }) => (
          <li key={kind}>
            {KIND_LABELS[kind]}: {count}
          </li>
        ))}
      </ul>
      <ul className="home-nfts__rarities" aria-label="By rarity">
        {summary.byRarity.map(({ rarity, count }) => (
          <li key={rarity} className={`home-rarity home-rarity--${rarity}`}>
            {RARITY_LABELS[rarity]}: {count}
          </li>
        ))}
      </ul>
    </>
  );
}
