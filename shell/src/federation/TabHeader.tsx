import { useEffect } from 'react';
import { useHeaderStore } from '@companion/shared-state/host';

/**
 * Names the tab in the header while its code loads or after it failed to: the remote sets its own header
 * once it runs, so without this the title would still show the previous tab's default (HOME).
 */
export function TabHeader({ label }: { label: string }) {
  useEffect(() => {
    useHeaderStore.setState({ title: label, hasBack: false, hasFilter: false, hasLp: false });
  }, [label]);
  return null;
}
