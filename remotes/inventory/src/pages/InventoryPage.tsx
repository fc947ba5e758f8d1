import { useMemo } from 'react';
import { useHeaderOptions, type Nft } from '@companion/shared-state';
import { EmptyState, ErrorState, Skeleton, useChainBack, useGameNow } from '@companion/tab-kit';
import { FilterSheet } from '../components/FilterSheet';
import { NftGrid } from '../components/NftGrid';
import { SortField } from '../components/SortField';
import { useFilterSheet } from '../hooks/useFilterSheet';
import { queryOf, useGridView } from '../hooks/useGridView';
import { useInventory } from '../hooks/useInventory';
import { activeFilters, matchesFilter } from '../lib/filters';
import { sortNfts } from '../lib/sort';

export function InventoryPage() {
  useHeaderOptions({ title: 'Inventory', hasFilter: true });
  const { view, retry, refresh } = useInventory();
  // Which p2e NFTs the wallet holds is read again when the chain answers again.
  useChainBack(refresh);
  // Listened for from the page's first render: a press while the list loads opens the sheet once it is in.
  const [filterOpen, closeFilter] = useFilterSheet();
  return (
    <section className="tab-page inv-page" aria-labelledby="inventory-heading">
      <h2 id="inventory-heading" className="tab-page__heading">
        Your NFTs
      </h2>
      {view.status === 'loading' && <GridSkeleton />}
      {view.status === 'error' && <ErrorState what="Your NFTs" error={view.error} onRetry={retry} />}
      {view.status === 'ready' && (
        <Inventory nfts={view.data} filterOpen={filterOpen} onCloseFilter={closeFilter} />
      )}
    </section>
  );
}

function GridSkeleton() {
  return (
    <ul className="inv-grid" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="inv-card">
          <Skeleton label="Loading NFTs" lines={4} />
        </li>
      ))}
    </ul>
  );
}

/** The grid under its filter and sort, which useGridView keeps in the page's query. */
function Inventory({
  nfts,
  filterOpen,
  onCloseFilter,
}: {
  nfts: Nft[];
  filterOpen: boolean;
  onCloseFilter: () => void;
}) {
  const [view, setView] = useGridView();
  const { filter, sort } = view;
  const gameNow = useGameNow();
  const sorted = useMemo(() => sortNfts(nfts, sort), [nfts, sort]);
  // Only the status filter depends on the clock (an upgrade ends): otherwise the list stays the same object.
  const statusNow = filter.status ? gameNow : 0;
  const shown = useMemo(
    () => sorted.filter((nft) => matchesFilter(nft, filter, statusNow)),
    [sorted, filter, statusNow],
  );

  const filtered = activeFilters(filter) > 0;
  return (
    <>
      <div className="inv-toolbar">
        <p className="inv-count" role="status">
          {filtered
            ? `${shown.length} of ${nfts.length} shown`
            : nfts.length === 1
              ? '1 NFT'
              : `${nfts.length} NFTs`}
        </p>
        <SortField value={sort} onChange={(value) => setView({ filter, sort: value })} />
      </div>
      {filtered && (
        <button type="button" className="kit-button inv-clear" onClick={() => setView({ filter: {}, sort })}>
          Clear filters
        </button>
      )}
      {nfts.length === 0 ? (
        <EmptyState>No NFTs yet. Tools and pets you win or buy in the game show up here.</EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState>No NFT matches these filters.</EmptyState>
      ) : (
        <NftGrid key={queryOf(view)} nfts={shown} gameNow={gameNow} />
      )}
      {filterOpen && (
        <FilterSheet
          filter={filter}
          matching={filtered ? shown.length : nfts.length}
          onChange={(next) => setView({ filter: next, sort })}
          onClose={onCloseFilter}
        />
      )}
    </>
  );
}
