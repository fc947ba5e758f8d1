import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useHeaderOptions, type Nft } from '@companion/shared-state';
import { EmptyState, ErrorState, Skeleton, useChainBack, useGameNow } from '@companion/tab-kit';
import { FilterChips } from '../components/FilterChips';
import { FilterSheet } from '../components/FilterSheet';
import { NftGrid } from '../components/NftGrid';
import { SearchField } from '../components/SearchField';
import { SortField } from '../components/SortField';
import { useFilterSheet } from '../hooks/useFilterSheet';
import { queryOf, useGridView, type GridView } from '../hooks/useGridView';
import { useInventory } from '../hooks/useInventory';
import { activeFilters, matchesFilter } from '../lib/filters';
import { matchesName, normalizeSearch } from '../lib/nameSearch';
import { sortNfts } from '../lib/sort';

export function InventoryPage() {
  const [gridView, setGridView] = useGridView();
  // The filter button's badge: how many of the sheet's filters are on.
  useHeaderOptions({
    title: 'Inventory',
    hasFilter: true,
    activeFilterCount: activeFilters(gridView.filter),
  });
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
        <Inventory
          nfts={view.data}
          view={gridView}
          setView={setGridView}
          filterOpen={filterOpen}
          onCloseFilter={closeFilter}
        />
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

/** The grid under its search, filter and sort, which useGridView keeps in the page's query. */
function Inventory({
  nfts,
  view,
  setView,
  filterOpen,
  onCloseFilter,
}: {
  nfts: Nft[];
  view: GridView;
  setView: (next: GridView) => void;
  filterOpen: boolean;
  onCloseFilter: () => void;
}) {
  const { search, filter, sort } = view;
  const gameNow = useGameNow();
  const sorted = useMemo(() => sortNfts(nfts, sort), [nfts, sort]);
  // Only the status filter depends on the clock (an upgrade ends): otherwise the list stays the same object.
  const statusNow = filter.status ? gameNow : 0;
  const shown = useMemo(
    () => sorted.filter((nft) => matchesName(nft.name, search) && matchesFilter(nft, filter, statusNow)),
    [sorted, search, filter, statusNow],
  );

  const filtered = activeFilters(filter) > 0 || normalizeSearch(search) !== '';
  return (
    <>
      {nfts.length > 0 && (
        <SearchField value={search} onChange={(value) => setView({ search: value, filter, sort })} />
      )}
      <div className="inv-toolbar">
        <p className="inv-count" role="status">
          {filtered
            ? `${shown.length} of ${nfts.length} shown`
            : nfts.length === 1
              ? '1 NFT'
              : `${nfts.length} NFTs`}
        </p>
        <SortField value={sort} onChange={(value) => setView({ search, filter, sort: value })} />
      </div>
      <FilterChips filter={filter} onChange={(next) => setView({ search, filter: next, sort })} />
      {nfts.length === 0 ? (
        <NoNftsYet />
      ) : shown.length === 0 ? (
        <div className="inv-empty">
          <EmptyState>No NFT matches your search and filters.</EmptyState>
          <button
            type="button"
            className="kit-button"
            onClick={() => setView({ search: '', filter: {}, sort })}
          >
            Show all NFTs
          </button>
        </div>
      ) : (
        <NftGrid key={queryOf(view)} nfts={shown} gameNow={gameNow} />
      )}
      {filterOpen && (
        <FilterSheet
          filter={filter}
          matching={shown.length}
          onChange={(next) => setView({ search, filter: next, sort })}
          onClose={onCloseFilter}
        />
      )}
    </>
  );
}

/** No NFT at all: where the player gets one next (raffles give them as prizes). */
function NoNftsYet() {
  return (
    <div className="inv-empty">
      <EmptyState>No NFTs yet. Tools and pets you win or buy in the game show up here.</EmptyState>
      <Link className="kit-link" to="/raffles">
        Buy a ticket
      </Link>
    </div>
  );
}
