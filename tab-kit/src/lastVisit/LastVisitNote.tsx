import { useState } from 'react';
import { useNow } from '../time/useNow';
import { updatedAgo } from './updatedAgo';

/**
 * Says that what a block shows is the last visit's answer and that a fresh one is on its way: "Updated 5 min
 * ago · refreshing", while `savedAt` is set. Once the fresh answer is in (`savedAt` no longer set) the words
 * go and their line stays, empty, for the rest of the visit, so nothing below the block moves as it
 * refreshes (docs/tab-kit.md, "Loading holds the place"). A block that never showed a kept answer has no line.
 */
export function LastVisitNote({ savedAt }: { savedAt?: number }) {
  const [shown, setShown] = useState(savedAt !== undefined);
  if (savedAt !== undefined && !shown) setShown(true);
  if (savedAt !== undefined) return <KeptNote savedAt={savedAt} />;
  return shown ? (
    <p className="kit-last-visit" aria-hidden="true">
      {'\u00a0'}
    </p>
  ) : null;
}

function KeptNote({ savedAt }: { savedAt: number }) {
  const now = useNow(30_000);
  return (
    <p className="kit-last-visit" data-testid="last-visit-note">
      {updatedAgo(savedAt, now)} · refreshing
    </p>
  );
}
