import { useEffect } from 'react';
import { DEFAULT_TITLE, useHeaderStore } from './headerStore';

export interface HeaderOptions {
  title: string;
  hasBack?: boolean;
  hasFilter?: boolean;
  hasLp?: boolean;
}

/**
 * A tab page declares its header: on mount the title and the three buttons are set (a button left out is
 * off), on unmount they go back to the defaults (title Home, buttons off). React runs the leaving page's
 * clean-up before the arriving page's set-up, so the arriving page's header wins.
 */
export function useHeaderOptions({
  title,
  hasBack = false,
  hasFilter = false,
  hasLp = false,
}: HeaderOptions): void {
  useEffect(() => {
    useHeaderStore.setState({ title, hasBack, hasFilter, hasLp });
    return () => {
      useHeaderStore.setState({ title: DEFAULT_TITLE, hasBack: false, hasFilter: false, hasLp: false });
    };
  }, [title, hasBack, hasFilter, hasLp]);
}
