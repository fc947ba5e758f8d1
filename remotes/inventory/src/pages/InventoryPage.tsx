import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHeaderOptions, type Nft } from '@companion/shared-state';
import { EmptyState, ErrorState, Skeleton, useGameNow } from '@companion/tab-kit';
import { FilterSheet } from '../components/FilterSheet';
import { NftGrid } from '../components/NftGrid';
import { SortField } from '../components/SortField';
import { useFilterSheet } from '../hooks/useFilterSheet';
import { useInventory } from '../hooks/useInventory';
import {
  activeFilters,
  FILTER_FIELDS,
  filterFromParams,
  matchesFilter,
  type NftFilter,
} from '../lib/filters';
import { DEFAULT_SORT, sortFromParam, sortNfts, type SortKey } from '../lib/sort';

export function InventoryPage() {
  useHeaderOptions({ title: 'Inventory', hasFilter: true });
  const { view, retry } = useInventory();
  return (
    <section className="tab-page inv-page" aria-labelledby="inventory-heading">
      <h2 id="inventory-heading" className="tab-page__heading">
        Your NFTs
      </h2>
      {view.status === 'loading' && <GridSkeleton />}
      {view.status === 'error' && <ErrorState what="Your NFTs" error={view.error} onRetry={retry} />}
      {view.status === 'ready' && <Inventory nfts={view.data} />}
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

/** Filter and sort live in the page's query, so Back from an NFT's page finds the grid as it was left. */
function Inventory({ nfts }: { nfts: Nft[] }) {
  const [params, setParams] = useSearchParams();
  const [filterOpen, closeFilter] = useFilterSheet();
  const gameNow = useGameNow();
  // The router keeps `params` the same object while the query is unchanged.
  const filter = useMemo(() => filterFromParams(params), [params]);
  const sort = sortFromParam(params.get('sort'));
  const sorted = useMemo(() => sortNfts(nfts, sort), [nfts, sort]);
  // Only the status filter depends on the clock (an upgrade ends): otherwise the list stays the same object.
  const statusNow = filter.status ? gameNow : 0;
  const shown = useMemo(
    () => sorted.filter((nft) => matchesFilter(nft, filter, statusNow)),
    [sorted, filter, statusNow],
  );

  const update = (next: { filter?: NftFilter; sort?: SortKey }) => {
    const query = new URLSearchParams();
    const nextFilter = next.filter ?? filter;
    for (const field of FILTER_FIELDS) {
      const value = nextFilter[field];
      if (value) query.set(field, value);
    }
    const nextSort = next.sort ?? sort;
    if (nextSort !== DEFAULT_SORT) query.set('sort', nextSort);
    setParams(query, { replace: true });
  };

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
        <SortField value={sort} onChange={(value) => update({ sort: value })} />
      </div>
      {filtered && (
        <button type="button" className="kit-button inv-clear" onClick={() => update({ filter: {} })}>
          Clear filters
        </button>
      )}
      {nfts.length === 0 ? (
        <EmptyState>No NFTs yet. Tools and pets you win or buy in the game show up here.</EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState>No NFT matches these filters.</EmptyState>
      ) : (
        <NftGrid key={params.toString()} nfts={shown} gameNow={gameNow} />
      )}
      {filterOpen && (
        <FilterSheet
          filter={filter}
          matching={filtered ? shown.length : nfts.length}
          onChange={(next) => update({ filter: next })}
          onClose={closeFilter}
        />
      )}
    </>
  );
}
