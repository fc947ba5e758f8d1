import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FILTER_FIELDS, filterFromParams, type NftFilter } from '../lib/filters';
import { DEFAULT_SORT, sortFromParam, type SortKey } from '../lib/sort';

/** What the grid shows: the name searched, the filter sheet's choices and the sort. */
export interface GridView {
  /** The search field's text as typed; '' searches nothing. */
  search: string;
  filter: NftFilter;
  sort: SortKey;
}

/** The query's name for the searched text. */
const SEARCH_PARAM = 'q';

const viewFromParams = (params: URLSearchParams): GridView => ({
  search: params.get(SEARCH_PARAM) ?? '',
  filter: filterFromParams(params),
  sort: sortFromParam(params.get('sort')),
});

/** The page's query for a view (`?q=cow&rarity=epic&sort=hp`); an empty search and the default sort are left out. */
export function queryOf({ search, filter, sort }: GridView): string {
  const query = new URLSearchParams();
  if (search) query.set(SEARCH_PARAM, search);
  for (const field of FILTER_FIELDS) {
    const value = filter[field];
    if (value) query.set(field, value);
  }
  if (sort !== DEFAULT_SORT) query.set('sort', sort);
  return query.toString();
}

/**
 * The grid's search, filter and sort, kept in the page's query so Back from an NFT's page finds the grid as it was
 * left. The grid follows a state set in the player's own event: the router applies a new query as a
 * transition, drawn in slices between frames, which on a slow phone puts the new grid several frames late
 * (docs/performance.md, "Inventory grid").
 */
export function useGridView(): [view: GridView, setView: (next: GridView) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // `query` is the page's query as last seen here: the router applies a write a little later.
  const [state, setState] = useState(() => ({ query, view: viewFromParams(params) }));
  let { view } = state;
  if (query !== state.query) {
    // The query moved: our own write arriving keeps the view; another way (a link, Back) replaces it.
    if (queryOf(view) !== query) view = viewFromParams(params);
    setState({ query, view });
  }
  const setView = useCallback(
    (next: GridView) => {
      setState((current) => ({ ...current, view: next }));
      setParams(new URLSearchParams(queryOf(next)), { replace: true });
    },
    [setParams],
  );
  return [view, setView];
}
