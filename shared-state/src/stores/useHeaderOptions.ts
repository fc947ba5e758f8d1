import { useEffect } from 'react';
import { DEFAULT_TITLE, useHeaderStore } from './headerStore';

export interface HeaderOptions {
  title: string;
  hasBack?: boolean;
  hasFilter?: boolean;
  hasLp?: boolean;
  /** How many filters the page has on: the filter button's badge (none at 0, the default). */
  activeFilterCount?: number;
}

/**
 * A tab page declares its header: on mount the title, the three buttons (a button left out is off) and the
 * filter button's badge (`activeFilterCount`, none at 0) are set, on unmount they go back to the defaults
 * (title Home, buttons off, no badge). React runs the leaving page's clean-up before the arriving page's
 * set-up, so the arriving page's header wins.
 */
export function useHeaderOptions({
  title,
  hasBack = false,
  hasFilter = false,
  hasLp = false,
  activeFilterCount = 0,
}: HeaderOptions): void {
  useEffect(() => {
    useHeaderStore.setState({ title, hasBack, hasFilter, hasLp });
    useHeaderStore.getState().setActiveFilterCount(activeFilterCount);
    return () => {
      // The filter button goes, and its badge with it.
      useHeaderStore.setState({
        title: DEFAULT_TITLE,
        hasBack: false,
        hasFilter: false,
        hasLp: false,
        activeFilterCount: 0,
      });
    };
  }, [title, hasBack, hasFilter, hasLp, activeFilterCount]);
}
